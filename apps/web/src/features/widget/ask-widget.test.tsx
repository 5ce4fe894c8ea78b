import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n.ts';
import { api, fakeApi, json, sentTo } from '../../test/api.ts';
import { renderRoute } from '../../test/render.tsx';
import { AskWidget } from './ask-widget.tsx';

const SESSION = '0b6f3c1e-5d2a-4e8b-9c7d-0000000000aa';
const user = { _id: 'u1', firstName: 'Arjun', lastName: 'Test', email: 'arjun@example.in' };
const answer = { answer: 'Use the phone button.', message: { _id: 'b1', text: 'Use the phone button.', sender: 'bot', timestamp: new Date().toISOString(), status: 'complete', source: 'text', files: [] } };

/** The api: `send` answers the widget's question. The access token 'old' has expired; refreshing gives 'new'. */
function fakeSend(send: (request: Request) => Response | Promise<Response>) {
  fakeApi.config = { productName: 'Gyan' };
  fakeApi.nextSessionIds = [SESSION];
  api.use(
    http.post('/api/auth/refresh', () => json({ accessToken: 'new', refreshToken: 'r2', accessTokenExpiresAt: '2030-01-01T00:00:00.000Z', user })),
    http.post(`/api/chat/session/${SESSION}/send`, ({ request }) => send(request)),
  );
}
const sendAuth = () => sentTo(/\/send$/, 'POST').map((r) => r.headers.get('authorization'));

beforeEach(() => {
  localStorage.setItem('accessToken', 'old');
  localStorage.setItem('refreshToken', 'r1');
  localStorage.setItem('user', JSON.stringify(user));
});

describe('AskWidget', () => {
  it('puts the focus in the question box when opened by a click or by Enter, and back on its button when closed', async () => {
    fakeSend(() => json(answer));
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
    fakeSend(() => json(answer));
    const u = userEvent.setup();
    renderRoute(<AskWidget />);
    const opener = screen.getByRole('button', { name: 'Open the Ask assistant' });
    expect(opener).toHaveTextContent('1');
    await u.click(opener);
    expect(await screen.findByRole('heading', { name: 'Ask Gyan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close the Ask assistant' })).toHaveTextContent('1');
  });

  it('refreshes an expired token and sends it raw, without Bearer', async () => {
    fakeSend((request) => (request.headers.get('authorization') === 'new' ? json(answer) : json({ message: 'Expired' }, 401)));
    const u = userEvent.setup();
    renderRoute(<AskWidget />);
    await u.click(screen.getByRole('button', { name: 'Open the Ask assistant' }));
    const box = await screen.findByRole('region', { name: 'Ask assistant' });
    await u.type(within(box).getByLabelText('Your question'), 'How do I start a voice call?{Enter}');
    expect(await within(box).findByText('Use the phone button.')).toBeInTheDocument();
    expect(sendAuth()).toEqual(['old', 'new']);
    expect(await sentTo(/\/send$/, 'POST')[0]?.json()).toEqual({ question: 'How do I start a voice call?' });
    expect(screen.getByRole('button', { name: 'Close the Ask assistant' })).not.toHaveTextContent('1');
  });

  it('keeps the typed text, unsent, while an answer is pending', async () => {
    fakeSend(() => new Promise<Response>(() => undefined));
    const u = userEvent.setup();
    renderRoute(<AskWidget />);
    await u.click(screen.getByRole('button', { name: 'Open the Ask assistant' }));
    const input = await screen.findByLabelText('Your question');
    await u.type(input, 'First{Enter}');
    await waitFor(() => expect(sendAuth()).toHaveLength(1));
    await u.type(input, 'Second{Enter}');
    expect(input).toHaveValue('Second');
    expect(sendAuth()).toHaveLength(1);
  });

  it('reads in Hindi with the product name kept, and in the spec’s English again after switching back', async () => {
    fakeSend(() => json(answer));
    const u = userEvent.setup();
    await switchLanguage('hi');
    try {
      renderRoute(<AskWidget />);
      await u.click(screen.getByRole('button', { name: 'Ask सहायक खोलें' }));
      const box = await screen.findByRole('region', { name: 'Ask सहायक' });
      expect(await within(box).findByRole('heading', { name: 'Gyan से पूछें' })).toBeInTheDocument();
      expect(within(box).getByText('नमस्ते! मुझसे पूछें कि Gyan कैसे काम करता है, कोर्स के बारे में, या ओपन स्कूलिंग के बारे में।')).toBeInTheDocument();
      expect(within(box).getByLabelText('आपका सवाल')).toHaveAttribute('placeholder', 'अपना सवाल टाइप करें…');
      expect(within(box).getByRole('button', { name: 'भेजें' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Ask सहायक बंद करें' })).toBeInTheDocument();
    } finally {
      await act(() => switchLanguage('en'));
    }
    const box = screen.getByRole('region', { name: 'Ask assistant' });
    expect(within(box).getByRole('heading', { name: 'Ask Gyan' })).toBeInTheDocument();
    expect(within(box).getByText('Hi! Ask me how Gyan works, about the courses, or about open schooling.')).toBeInTheDocument();
    expect(within(box).getByLabelText('Your question')).toHaveAttribute('placeholder', 'Type your question…');
    expect(screen.getByRole('button', { name: 'Close the Ask assistant' })).toBeInTheDocument();
  });
});
