import { screen, waitFor, within, render, act } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, chatMessage, fakeApi, json, sentTo, sseEvents, storeSession } from '../../../test/api.ts';
import { ChatPage } from './chat-page.tsx';

const A = '0b6f3c1e-5d2a-4e8b-9c7d-00000000000a';
const B = '0b6f3c1e-5d2a-4e8b-9c7d-00000000000b';
const NEW = '0b6f3c1e-5d2a-4e8b-9c7d-00000000000c';

function renderChat(initialEntries: InitialEntry[]) {
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

/** The messages on screen, as [sender, text] pairs. */
const shownMessages = () =>
  screen
    .getAllByRole('listitem')
    .filter((li) => li.dataset.sender)
    .map((li) => [li.dataset.sender, li.querySelector('p')?.textContent]);
const sends = () => sentTo(/\/send$/, 'POST');
/** The send endpoint fails on the network (the server is unreachable). */
const unreachable = () => api.use(http.post('/api/chat/session/:id/send', () => HttpResponse.error()));
const setOnline = (online: boolean) =>
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

beforeEach(() => {
  localStorage.setItem('accessToken', 'token');
  localStorage.setItem('user', JSON.stringify({ _id: 'u1', firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in' }));
  storeSession(A, ['Question A', 'Answer A']);
  storeSession(B, ['Question B', 'Answer B']);
  fakeApi.nextSessionIds = [NEW];
});

describe('ChatPage follows the path', () => {
  it('opens the session in the path, and the one Back and Forward lead to, or the welcome view', async () => {
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
    const router = renderChat(['/learn/What%20is%20HTML%3F']);
    expect(await screen.findByText('Answer to What is HTML?')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/learn/session/${NEW}`));
    expect(sentTo('/api/chat/session', 'POST')).toHaveLength(1);
    expect(sends()).toHaveLength(1);
    expect(sentTo(`/api/chat/session/${NEW}`)).toHaveLength(0);
    // The first exchange names the session (message count 2).
    await waitFor(() => expect(sentTo(/generate-name$/)).toHaveLength(1));
  });

  it('takes a landing question with newlines, / ? # %, emoji and 8,000 characters from router state, intact', async () => {
    const question = `Line one / two? #three 100%\nSecond line 🙂 ${'x'.repeat(7_950)}`;
    const router = renderChat([{ pathname: '/learn', state: { question } }]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/learn/session/${NEW}`));
    await waitFor(() => expect(sends()).toHaveLength(1));
    // Multipart form data carries line breaks as CRLF (the HTML rule); the text is otherwise the same.
    expect(String((await sends()[0]!.formData()).get('question')).replace(/\r\n/g, '\n')).toBe(question);
    await screen.findByText(/^Answer to Line one/);
    expect(shownMessages()[0]?.[1]?.replace(/\r\n/g, '\n')).toBe(question);
  });

  it('does not count error lines or unsent messages towards the 4 messages Assignments needs', async () => {
    api.use(http.post('/api/chat/session/:id/send', () => json({ message: 'The tutor is busy.' }, 500)));
    const user = userEvent.setup();
    renderChat(['/webDevelopment']);
    const box = await screen.findByLabelText('Message');
    for (const q of ['First question', 'Second question']) {
      await user.type(box, `${q}{Enter}`);
      expect(await screen.findByText(q)).toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(q === 'First question' ? 1 : 2));
    }
    expect(shownMessages()).toEqual([
      ['user', 'First question'],
      ['bot', 'Error fetching response.'],
      ['user', 'Second question'],
      ['bot', 'Error fetching response.'],
    ]);
    expect(screen.getByRole('button', { name: /Assignments/ })).toBeDisabled();
  });
});

describe('sending', () => {
  it("past a limit: the server's reason shows at the composer and the question goes back into it", async () => {
    const full = 'This chat has reached its limit of 400 messages. Start a new chat to keep asking.';
    api.use(http.post('/api/chat/session/:id/send', () => json({ message: full }, 409)));
    const user = userEvent.setup();
    renderChat([`/webDevelopment/session/${A}`]);
    await screen.findByText('Question A');
    await user.type(screen.getByLabelText('Message'), 'What is CSS?{Enter}');
    expect(await screen.findByText(full)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('What is CSS?');
    expect(screen.queryByText('Error fetching response.')).not.toBeInTheDocument();
  });

  it('too many chats: the first question of a new chat is refused with the reason and kept', async () => {
    const tooMany = 'You have 300 chats, the most one student can keep. Delete old chats in Chat History, then start a new one.';
    api.use(http.post('/api/chat/session', () => json({ message: tooMany }, 409)));
    const user = userEvent.setup();
    renderChat(['/webDevelopment']);
    await user.type(await screen.findByLabelText('Message'), 'What is HTML?{Enter}');
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('What is HTML?');
    expect(sends()).toHaveLength(0);
  });

  it("shows the student's question at once, before the server answers, and swaps it for the stored one", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    api.use(
      http.post(`/api/chat/session/${A}/send`, async () => {
        await held;
        return undefined; // then the shared fake answers
      }),
    );
    const user = userEvent.setup();
    renderChat([`/webDevelopment/session/${A}`]);
    await screen.findByText('Question A');
    await user.type(screen.getByLabelText('Message'), 'What is a div?{Enter}');
    const mine = (await screen.findByText('What is a div?')).closest('li')!;
    expect(mine).toHaveAttribute('data-delivery', 'sending');
    expect(screen.getByRole('button', { name: 'Stop generating' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Answer to What is a div?')).toBeInTheDocument();
    expect(shownMessages().slice(2)).toEqual([
      ['user', 'What is a div?'],
      ['bot', 'Answer to What is a div?'],
    ]);
    expect(screen.getByText('What is a div?').closest('li')).not.toHaveAttribute('data-delivery');
    // Reconciled with the stored message: its id is the server's.
    expect(fakeApi.sessions.get(A)!.messages.filter((m) => m.text === 'What is a div?')).toHaveLength(1);
  });

  it('keeps the text when the server is unreachable, offers Retry, and Retry sends it once', async () => {
    unreachable();
    const user = userEvent.setup();
    renderChat([`/webDevelopment/session/${A}`]);
    await screen.findByText('Question A');
    await user.type(screen.getByLabelText('Message'), 'Explain flexbox{Enter}');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(within(screen.getByRole('list', { name: 'Messages' })).getByText('Error fetching response.')).toBeInTheDocument();
    expect(screen.getByText('Explain flexbox').closest('li')).toHaveAttribute('data-delivery', 'failed');
    // Kept across a reload too: the outbox is in sessionStorage.
    expect(sessionStorage.getItem('vidya-outbox')).toContain('Explain flexbox');

    api.resetHandlers();
    await user.click(retry);
    expect(await within(screen.getByRole('list', { name: 'Messages' })).findByText('Answer to Explain flexbox')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText('Error fetching response.')).not.toBeInTheDocument();
    expect(shownMessages().slice(2)).toEqual([
      ['user', 'Explain flexbox'],
      ['bot', 'Answer to Explain flexbox'],
    ]);
    expect(sends()).toHaveLength(2);
    expect(sessionStorage.getItem('vidya-outbox')).toBeNull();
  });

  it('queues messages while offline, says so, and sends them when the connection returns', async () => {
    const user = userEvent.setup();
    renderChat([`/webDevelopment/session/${A}`]);
    await screen.findByText('Question A');
    setOnline(false);
    expect(screen.getByText('You are offline. Your message will be sent when you are back online.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Queued question{Enter}');
    expect(screen.getByText('Queued question').closest('li')).toHaveAttribute('data-delivery', 'queued');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(sessionStorage.getItem('vidya-outbox')).toContain('Queued question');
    expect(sends()).toHaveLength(0);

    setOnline(true);
    expect(await screen.findByText('Answer to Queued question')).toBeInTheDocument();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    expect(sends()).toHaveLength(1);
    expect(screen.getAllByText('Queued question')).toHaveLength(1);
  });

  it('sends every message of a new chat queued offline, in order, into the session the first one creates', async () => {
    const user = userEvent.setup();
    const router = renderChat(['/webDevelopment']);
    const box = await screen.findByLabelText('Message');
    setOnline(false);
    await user.type(box, 'First offline{Enter}');
    await user.type(box, 'Second offline{Enter}');
    setOnline(true);
    await waitFor(() => expect(sends()).toHaveLength(2));
    expect(await within(screen.getByRole('list', { name: 'Messages' })).findByText('Answer to Second offline')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/webDevelopment/session/${NEW}`);
    expect(sends().map((r) => new URL(r.url).pathname)).toEqual([`/api/chat/session/${NEW}/send`, `/api/chat/session/${NEW}/send`]);
    expect(shownMessages().map(([, text]) => text)).toEqual(['First offline', 'Answer to First offline', 'Second offline', 'Answer to Second offline']);
  });

  it('sends a question queued before a reload once the page opens online', async () => {
    sessionStorage.setItem(
      'vidya-outbox',
      JSON.stringify([{ localId: 'local-1', bot: 'learn', sessionId: null, text: 'Asked offline from the landing page', fileMeta: [], delivery: 'queued', timestamp: new Date().toISOString() }]),
    );
    const router = renderChat(['/learn']);
    expect(await screen.findByText('Answer to Asked offline from the landing page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/learn/session/${NEW}`));
    expect(sends()).toHaveLength(1);
  });

  it('Stop keeps what arrived, marked as stopped, and stops the answer at the server', async () => {
    api.use(
      http.post(`/api/chat/session/${A}/send`, ({ request }) => {
        const question = chatMessage('user', 'Tell me a long story');
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            const enc = new TextEncoder();
            controller.enqueue(enc.encode(`event: question\ndata: ${JSON.stringify({ message: question })}\n\n`));
            controller.enqueue(enc.encode(`event: delta\ndata: ${JSON.stringify({ text: 'Once upon a time' })}\n\n`));
            request.signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
          },
        });
        return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const user = userEvent.setup();
    renderChat([`/webDevelopment/session/${A}`]);
    await screen.findByText('Question A');
    await user.type(screen.getByLabelText('Message'), 'Tell me a long story{Enter}');
    const list = screen.getByRole('list', { name: 'Messages' });
    await waitFor(() => expect(within(list).getByText(/Once upon a time/)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Stop generating' }));
    const stopped = await within(list).findByText(/Stopped/);
    expect(stopped.closest('li')).toHaveTextContent('Once upon a time');
    expect(screen.queryByText('Error fetching response.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(sentTo(`/api/chat/session/${A}/stop`, 'POST')).toHaveLength(1);
  });

  it('Regenerate gets a new answer to the last question without storing it again; Edit puts it back in the composer', async () => {
    const user = userEvent.setup();
    renderChat([`/webDevelopment/session/${A}`]);
    await screen.findByText('Question A');
    await user.click(screen.getByRole('button', { name: 'Edit question' }));
    expect(screen.getByLabelText('Message')).toHaveValue('Question A');
    await user.clear(screen.getByLabelText('Message'));
    await user.click(screen.getByRole('button', { name: 'Regenerate answer' }));
    expect(await within(screen.getByRole('list', { name: 'Messages' })).findByText('Another answer to Question A')).toBeInTheDocument();
    expect(shownMessages().map(([, text]) => text)).toEqual(['Question A', 'Answer A', 'Another answer to Question A']);
    expect(sentTo(`/api/chat/session/${A}/regenerate`, 'POST')).toHaveLength(1);
    expect(sends()).toHaveLength(0);
  });

  it('after an answer breaks off, keeps what arrived, and Retry answers the stored question again without sending it twice', async () => {
    api.use(
      http.post(
        `/api/chat/session/${A}/send`,
        async ({ request }) => {
          const question = chatMessage('user', String((await request.formData()).get('question')));
          fakeApi.sessions.get(A)!.messages.push(question);
          return sseEvents([
            ['question', { message: question }],
            ['delta', { text: 'The box model has' }],
            ['error', { message: 'Error fetching response.' }],
          ]);
        },
        { once: true },
      ),
    );
    const user = userEvent.setup();
    renderChat([`/webDevelopment/session/${A}`]);
    await screen.findByText('Question A');
    await user.type(screen.getByLabelText('Message'), 'What is the box model?{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await within(screen.getByRole('list', { name: 'Messages' })).findByText('Another answer to What is the box model?')).toBeInTheDocument();
    expect(shownMessages().slice(2).map(([, text]) => text)).toEqual(['What is the box model?', 'The box model has', 'Another answer to What is the box model?']);
    expect(sends()).toHaveLength(1);
    expect(fakeApi.sessions.get(A)!.messages.filter((m) => m.text === 'What is the box model?')).toHaveLength(1);
  });
});
