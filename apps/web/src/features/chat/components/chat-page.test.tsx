import type { ChatMessage, Session } from '@vidya/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatPage } from './chat-page.tsx';

const A = '0b6f3c1e-5d2a-4e8b-9c7d-00000000000a';
const B = '0b6f3c1e-5d2a-4e8b-9c7d-00000000000b';
const NEW = '0b6f3c1e-5d2a-4e8b-9c7d-00000000000c';

let counter = 0;
const message = (sender: 'user' | 'bot', text: string): ChatMessage => ({
  _id: `m${++counter}`,
  text,
  sender,
  timestamp: new Date().toISOString(),
  status: 'complete',
  source: 'text',
  files: [],
});
const session = (_id: string, texts: string[]): Session => ({
  _id,
  name: `Session ${_id.slice(-1)}`,
  chatBot: 'webDevelopment',
  messages: texts.map((t, i) => message(i % 2 ? 'bot' : 'user', t)),
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sse = (answer: ChatMessage) =>
  new Response(`event: delta\ndata: ${JSON.stringify({ text: answer.text })}\n\nevent: done\ndata: ${JSON.stringify({ message: answer })}\n\n`, {
    headers: { 'content-type': 'text/event-stream' },
  });

/** The api at the network edge; `send` answers each question. */
function fakeApi(send: (question: string) => Response = (q) => sse(message('bot', `Answer to ${q}`))) {
  const stored: Record<string, Session> = { [A]: session(A, ['Question A', 'Answer A']), [B]: session(B, ['Question B', 'Answer B']) };
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (url === '/api/config') return json({ productName: 'Vidya' });
    if (url.startsWith('/api/chat/suggestions/') || url.endsWith('/generate-questions')) return json({ questions: {} });
    if (url.startsWith('/api/chat/sessions/') && method === 'GET') return json(url.endsWith('/generate-name') ? { name: 'Named' } : []);
    if (url === '/api/chat/session' && method === 'POST') return json(session(NEW, []));
    const send_ = /^\/api\/chat\/session\/([^/]+)\/send$/.exec(url);
    if (send_) return send(String((init.body as FormData).get('question')));
    const get = /^\/api\/chat\/session\/([^/]+)$/.exec(url);
    if (get?.[1] && stored[get[1]]) return json(stored[get[1]]);
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const calls = (fetchMock: ReturnType<typeof fakeApi>, pattern: RegExp, method = 'GET') =>
  fetchMock.mock.calls.filter(([url, init]) => pattern.test(url) && (init?.method ?? 'GET') === method);

function renderChat(initialEntries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/webDevelopment/*', element: <ChatPage key="webDevelopment" bot="webDevelopment" /> },
      { path: '/learn/*', element: <ChatPage key="learn" bot="learn" /> },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

beforeEach(() => {
  localStorage.setItem('accessToken', 'token');
  localStorage.setItem('user', JSON.stringify({ _id: 'u1', firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in' }));
});
afterEach(() => vi.unstubAllGlobals());

describe('ChatPage follows the path', () => {
  it('opens the session in the path, and the one Back and Forward lead to, or the welcome view', async () => {
    fakeApi();
    const router = renderChat(['/webDevelopment', `/webDevelopment/session/${A}`]);
    expect(await screen.findByText('Question A')).toBeInTheDocument();

    await router.navigate(`/webDevelopment/session/${B}`);
    expect(await screen.findByText('Question B')).toBeInTheDocument();
    expect(screen.queryByText('Question A')).not.toBeInTheDocument();

    await router.navigate(-1);
    expect(await screen.findByText('Question A')).toBeInTheDocument();

    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Welcome to Web Develpoment AI Assistant' })).toBeInTheDocument();
    expect(screen.queryByText('Question A')).not.toBeInTheDocument();

    await router.navigate(1);
    expect(await screen.findByText('Question A')).toBeInTheDocument();
  });

  it("sends the landing page's question once, then names the path after the new session without reloading it", async () => {
    const fetchMock = fakeApi();
    const router = renderChat(['/learn/What%20is%20HTML%3F']);
    expect(await screen.findByText('Answer to What is HTML?')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/learn/session/${NEW}`));
    expect(calls(fetchMock, /^\/api\/chat\/session$/, 'POST')).toHaveLength(1);
    expect(calls(fetchMock, /\/send$/, 'POST')).toHaveLength(1);
    expect(calls(fetchMock, new RegExp(`/api/chat/session/${NEW}$`))).toHaveLength(0);
    // The first exchange names the session (message count 2).
    await waitFor(() => expect(calls(fetchMock, /generate-name$/)).toHaveLength(1));
  });

  it('does not count error lines towards the 4 messages Assignments needs', async () => {
    fakeApi(() => json({ message: 'The tutor is busy.' }, 500));
    const user = userEvent.setup();
    renderChat(['/webDevelopment']);
    const box = await screen.findByLabelText('Message');
    for (const q of ['First question', 'Second question']) {
      await user.type(box, `${q}{Enter}`);
      expect(await screen.findByText(q)).toBeInTheDocument();
      await waitFor(() => expect(box).toBeEnabled());
    }
    const shown = screen.getAllByRole('listitem').filter((li) => li.dataset.sender);
    expect(shown.map((li) => li.querySelector('p')?.textContent)).toEqual(['First question', 'Error fetching response.', 'Second question', 'Error fetching response.']);
    expect(screen.getByRole('button', { name: /Assignments/ })).toBeDisabled();
  });
});
