import { act, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { ANSWERS_IN_PROGRESS } from '@vidya/contract';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { api, json, sentTo } from '../../../test/api.ts';
import { renderRoute } from '../../../test/render.tsx';
import { ChatPage } from './chat-page.tsx';
import { Composer } from './composer.tsx';
import HistoryPanel from './history-panel.tsx';
import MarkdownMessage from './markdown-message.tsx';
import { UndoBar } from './undo-bar.tsx';

function renderChat(path: string) {
  const router = createMemoryRouter([{ path: '/webDevelopment/*', element: <ChatPage bot="webDevelopment" /> }], { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const sentQuestions = () => Promise.all(sentTo(/\/send$/, 'POST').map(async (r) => String((await r.clone().formData()).get('question'))));

beforeEach(() => {
  localStorage.setItem('accessToken', 'token');
  localStorage.setItem('user', JSON.stringify({ _id: 'u1', firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in' }));
});
afterEach(async () => {
  await switchLanguage('en');
});

describe('the chat in Hindi', () => {
  it("words the screen's controls in Hindi, leaves the tutor's answer as written, and goes back to the spec's English", async () => {
    const user = userEvent.setup();
    await switchLanguage('hi');
    renderChat('/webDevelopment');
    // The spec's 'Develpoment' is English only: the Hindi title spells the course as the course list does.
    expect(await screen.findByRole('heading', { name: 'Web Development AI सहायक में आपका स्वागत है' })).toBeInTheDocument();
    expect(screen.getByText('आज मैं आपकी क्या मदद करूँ?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /नई चैट/ })).toBeInTheDocument();
    expect(within(screen.getByRole('toolbar', { name: 'पढ़ाई के टूल' })).getByRole('button', { name: /टेक्स्टबुक/ })).toBeInTheDocument();
    const box = screen.getByLabelText('मैसेज');
    expect(box).toHaveAttribute('placeholder', 'अपने टीचर से कुछ भी पूछें…');

    await user.type(box, 'What is HTML?{Enter}');
    const conversation = await screen.findByRole('region', { name: 'बातचीत' });
    expect(await within(conversation).findByText('Answer to What is HTML?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'दोबारा जवाब पाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'जवाब कॉपी करें' })).toBeInTheDocument();
    // A follow-up chip sends its Hindi words, which the tutor reads as the same follow-up.
    const chips = screen.getByRole('list', { name: 'आगे के सवाल' });
    await user.click(within(chips).getByRole('button', { name: 'और आसान भाषा में समझाइए' }));
    expect(await within(conversation).findByText('Answer to और आसान भाषा में समझाइए')).toBeInTheDocument();
    expect(await sentQuestions()).toEqual(['What is HTML?', 'और आसान भाषा में समझाइए']);

    await act(() => switchLanguage('en'));
    expect(screen.getByRole('button', { name: 'Regenerate answer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Explain more simply' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New Chat/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveAttribute('placeholder', 'Ask your teacher anything…');
    expect(within(screen.getByRole('region', { name: 'Conversation' })).getByText('Answer to और आसान भाषा में समझाइए')).toBeInTheDocument();
  });

  it("shows a failed answer's error line and Retry in Hindi", async () => {
    api.use(http.post('/api/chat/session/:id/send', () => HttpResponse.error()));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await switchLanguage('hi');
    renderChat('/webDevelopment');
    await user.type(await screen.findByLabelText('मैसेज'), 'What is CSS?{Enter}');
    expect(await screen.findByText('जवाब नहीं आ सका।')).toBeInTheDocument();
    expect(screen.getByText(/नहीं भेजा गया/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();

    await act(() => switchLanguage('en'));
    expect(screen.getByText('Error fetching response.')).toBeInTheDocument();
    expect(screen.getByText(/ · Not sent$/)).toBeInTheDocument();
  });

  it("says the composer's and the server's reasons in Hindi", async () => {
    const user = userEvent.setup({ applyAccept: false });
    await switchLanguage('hi');
    const { rerender } = render(<Composer onSend={vi.fn(async () => 'sent' as const)} disabled={false} refusal={ANSWERS_IN_PROGRESS} onChange={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('आपके टीचर अभी आपके पिछले सवालों के जवाब दे रहे हैं।');

    rerender(<Composer onSend={vi.fn(async () => 'sent' as const)} disabled={false} refusal={null} onChange={() => undefined} />);
    await user.upload(screen.getByTestId('attach-input'), new File(['x'], 'song.mp3', { type: 'audio/mpeg' }));
    expect(screen.getByRole('alert')).toHaveTextContent('song.mp3: इस तरह की फ़ाइल नहीं जोड़ी जा सकती');

    rerender(<Composer key="new" onSend={vi.fn(async () => 'sent' as const)} disabled={false} refusal={null} onChange={() => undefined} />);
    await user.click(screen.getByLabelText('मैसेज'));
    await user.paste('x'.repeat(4001));
    expect(screen.getByRole('alert')).toHaveTextContent('आपका सवाल बहुत लंबा है: कृपया इसे 4,000 अक्षरों के अंदर रखें।');
    await act(() => switchLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent('Your question is too long: please keep it within 4,000 characters.');
  });

  it('words the history panel, its dates and the undo bar in Hindi, and back in English', async () => {
    const today = new Date();
    const threeDaysAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 3, 15, 5);
    api.use(
      http.get('/api/chat/sessions/:bot', () =>
        json([
          { _id: 's1', name: 'Typing speed', chatBot: 'dataEntry', updatedAt: today.toISOString() },
          { _id: 's2', name: 'Shortcuts', chatBot: 'dataEntry', updatedAt: threeDaysAgo.toISOString() },
        ]),
      ),
    );
    await switchLanguage('hi');
    renderRoute(
      <>
        <HistoryPanel bot="dataEntry" currentId={null} onOpen={vi.fn()} onNew={vi.fn()} onDelete={vi.fn()} onClose={vi.fn()} />
        <UndoBar visible onUndo={vi.fn()} />
      </>,
    );
    const panel = screen.getByRole('complementary', { name: 'चैट हिस्ट्री' });
    expect(await within(panel).findByRole('button', { name: 'Typing speed', description: 'आज' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Shortcuts', description: '3 दिन पहले' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Typing speed के विकल्प' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: '+ नई चैट' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('चैट हटा दी गई');

    await act(() => switchLanguage('en'));
    expect(screen.getByRole('complementary', { name: 'Chat History' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Typing speed', description: 'today' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shortcuts', description: '3 days ago' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chat deleted');
  });

  it("words the controls around an answer's code and table in Hindi, not the answer itself", async () => {
    await switchLanguage('hi');
    render(<MarkdownMessage text={'Use a tag:\n\n```html\n<p>Hi</p>\n```\n\n| Tag | Use |\n| --- | --- |\n| p | text |'} />);
    expect(screen.getByText('Use a tag:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कोड कॉपी करें' })).toHaveTextContent('कॉपी करें');
    expect(screen.getByRole('region', { name: 'टेबल' })).toHaveTextContent('Tag');

    await act(() => switchLanguage('en'));
    expect(screen.getByRole('button', { name: 'Copy code' })).toHaveTextContent('Copy');
    expect(screen.getByRole('region', { name: 'Table' })).toBeInTheDocument();
  });
});
