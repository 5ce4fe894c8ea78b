import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render.tsx';
import { AskWidget } from './ask-widget.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const SESSION = '0b6f3c1e-5d2a-4e8b-9c7d-0000000000aa';
const user = { _id: 'u1', firstName: 'Arjun', lastName: 'Test', email: 'arjun@example.in' };
const answer = { answer: 'Use the phone button.', message: { _id: 'b1', text: 'Use the phone button.', sender: 'bot', timestamp: new Date().toISOString(), status: 'complete', source: 'text', files: [] } };

/** The api: `send` answers the widget's question. The access token 'old' has expired; refreshing gives 'new'. */
function fakeApi(send: (init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url === '/api/config') return json(200, { productName: 'Gyan' });
    if (url === '/api/auth/refresh') return json(200, { accessToken: 'new', refreshToken: 'r2', accessTokenExpiresAt: '2030-01-01T00:00:00.000Z', user });
    if (url === '/api/chat/session') return json(200, { _id: SESSION, name: 'Arjun', chatBot: 'nios', messages: [] });
    if (url === `/api/chat/session/${SESSION}/send`) return send(init);
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const sendAuth = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([url]) => url.endsWith('/send')).map(([, init]) => (init?.headers as Record<string, string>).authorization);

beforeEach(() => {
  localStorage.setItem('accessToken', 'old');
  localStorage.setItem('refreshToken', 'r1');
  localStorage.setItem('user', JSON.stringify(user));
});
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('AskWidget', () => {
  it('puts the focus in the question box when opened by a click or by Enter, and back on its button when closed', async () => {
    fakeApi(async () => json(200, answer));
    const u = userEvent.setup();
    renderRoute(<AskWidget />);
    const opener = screen.getByRole('button', { name: 'Open the Ask assistant' });
    await u.click(opener);
    const box = await screen.findByRole('region', { name: 'Ask assistant' });
    await waitFor(() => expect(within(box).getByLabelText('Your question')).toHaveFocus());

    // Its ✕ closes it and the focus goes back to the round button.
    await u.click(within(box).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Ask assistant' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the Ask assistant' })).toHaveFocus();

    // From the keyboard: Enter opens it, typing goes straight in, Escape closes it.
    await u.keyboard('{Enter}');
    const again = await screen.findByRole('region', { name: 'Ask assistant' });
    await waitFor(() => expect(within(again).getByLabelText('Your question')).toHaveFocus());
    await u.keyboard('courses');
    expect(within(again).getByLabelText('Your question')).toHaveValue('courses');
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Ask assistant' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the Ask assistant' })).toHaveFocus();
  });

  it("shows the red '1' while there is no session, open or closed", async () => {
    fakeApi(async () => json(200, answer));
    const u = userEvent.setup();
    renderRoute(<AskWidget />);
    const opener = screen.getByRole('button', { name: 'Open the Ask assistant' });
    expect(opener).toHaveTextContent('1');
    await u.click(opener);
    expect(await screen.findByRole('heading', { name: 'Ask Gyan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close the Ask assistant' })).toHaveTextContent('1');
  });

  it('refreshes an expired token and sends it raw, without Bearer', async () => {
    const fetchMock = fakeApi(async (init) => ((init.headers as Record<string, string>).authorization === 'new' ? json(200, answer) : json(401, { message: 'Expired' })));
    const u = userEvent.setup();
    renderRoute(<AskWidget />);
    await u.click(screen.getByRole('button', { name: 'Open the Ask assistant' }));
    const box = await screen.findByRole('region', { name: 'Ask assistant' });
    await u.type(within(box).getByLabelText('Your question'), 'How do I start a voice call?{Enter}');
    expect(await within(box).findByText('Use the phone button.')).toBeInTheDocument();
    expect(sendAuth(fetchMock)).toEqual(['old', 'new']);
    expect(JSON.parse(String(fetchMock.mock.calls.find(([url]) => url.endsWith('/send'))?.[1]?.body))).toEqual({ question: 'How do I start a voice call?' });
    expect(screen.getByRole('button', { name: 'Close the Ask assistant' })).not.toHaveTextContent('1');
  });

  it('keeps the typed text, unsent, while an answer is pending', async () => {
    const fetchMock = fakeApi(() => new Promise<Response>(() => undefined));
    const u = userEvent.setup();
    renderRoute(<AskWidget />);
    await u.click(screen.getByRole('button', { name: 'Open the Ask assistant' }));
    const input = await screen.findByLabelText('Your question');
    await u.type(input, 'First{Enter}');
    await waitFor(() => expect(sendAuth(fetchMock)).toHaveLength(1));
    await u.type(input, 'Second{Enter}');
    expect(input).toHaveValue('Second');
    expect(sendAuth(fetchMock)).toHaveLength(1);
  });
});
