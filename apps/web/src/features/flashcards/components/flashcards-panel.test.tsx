import { FLASHCARD_MESSAGES, type DueCard } from '@vidya/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { api, fakeApi, json, sentTo, storeFlashcardSet, storeSession } from '../../../test/api.ts';
import { renderRoute } from '../../../test/render.tsx';
import FlashcardsPanel from './flashcards-panel.tsx';

const SESSION = '11111111-1111-4111-8111-111111111111';
const sixMessages = ['q1', 'a1', 'q2', 'a2', 'q3', 'a3'];

function renderPanel(sessionId: string | null = SESSION, messageCount = 6, onClose = vi.fn()) {
  const { router } = renderRoute(<FlashcardsPanel sessionId={sessionId} messageCount={messageCount} onClose={onClose} />, { path: '/dataEntry' });
  return { router, onClose };
}

const dueCard = (id: string, question: string): DueCard => ({
  _id: id,
  question,
  answer: `Answer to ${question}`,
  chapter: { book: 'dataEntry', chapter: 3, title: 'Keyboard Mastery and Touch Typing' },
  setId: 'set-1',
  setName: 'Typing',
  next: { forgot: new Date(Date.now() + 60_000).toISOString(), gotIt: new Date(Date.now() + 10 * 60_000).toISOString() },
});

describe('the flashcards panel', () => {
  it('shows loading, then the chatbot message and No sets created without a session', async () => {
    const user = userEvent.setup();
    renderPanel(null, 0);
    expect(screen.getByText(FLASHCARD_MESSAGES.loading)).toBeInTheDocument();
    expect(await screen.findByText(FLASHCARD_MESSAGES.noneForChatbot)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: FLASHCARD_MESSAGES.choose }));
    expect(within(screen.getByRole('list', { name: FLASHCARD_MESSAGES.choose })).getByText(FLASHCARD_MESSAGES.noSets)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: FLASHCARD_MESSAGES.choose })).toHaveClass('max-h-[8rem]');
  });

  it('warns under 6 messages, with the typographic apostrophe, and asks the server nothing', async () => {
    const user = userEvent.setup();
    storeSession(SESSION, ['q1', 'a1']);
    renderPanel(SESSION, 2);
    expect(await screen.findByText(FLASHCARD_MESSAGES.noneForChat)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Flashcard Set' }));
    expect(screen.getByText('Looks like there isn’t enough conversation yet! Have a quick exchange of 6–8 messages with the AI so we can build your flashcard set properly.')).toBeInTheDocument();
    expect(sentTo(/create-flashcards$/, 'POST')).toHaveLength(0);
  });

  it('creates a set and shows it: flip, page with buttons, keys and swipes, preview, chapter link', async () => {
    const user = userEvent.setup();
    storeSession(SESSION, sixMessages);
    const { router } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Create Flashcard Set' }));
    expect(await screen.findByRole('heading', { name: 'Keyboard Mastery and Touch Typing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '@Keyboard Mastery and Touch Typing (2 cards)' })).toBeInTheDocument();

    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    expect(screen.getByTestId('flip-card')).toHaveAttribute('data-flipped', 'false');
    await user.click(screen.getByRole('button', { name: '(1/2) Show Back' }));
    expect(screen.getByTestId('flip-card')).toHaveAttribute('data-flipped', 'true');
    expect(screen.getByTestId('flip-card')).toHaveClass('duration-300');
    await user.click(screen.getByRole('button', { name: 'Show Front' }));
    await user.click(next);
    expect(screen.getByRole('button', { name: '(2/2) Show Back' })).toBeInTheDocument();
    expect(next).toBeDisabled();

    // Keyboard: arrows move, Space flips (from the deck, not from a button).
    const deck = screen.getByTestId('flip-card').closest('[tabindex="-1"]')!;
    fireEvent.keyDown(deck, { key: 'ArrowLeft' });
    expect(screen.getByRole('button', { name: '(1/2) Show Back' })).toBeInTheDocument();
    fireEvent.keyDown(deck, { key: ' ' });
    expect(screen.getByRole('button', { name: 'Show Front' })).toBeInTheDocument();
    // A swipe left goes on to the next card, face up again.
    const swipeArea = screen.getByTestId('flip-card').closest('button')!.parentElement!;
    fireEvent.touchStart(swipeArea, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(swipeArea, { changedTouches: [{ clientX: 150, clientY: 105 }] });
    expect(screen.getByRole('button', { name: '(2/2) Show Back' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preview Set' }));
    const preview = screen.getByRole('list', { name: 'Preview' });
    expect(within(preview).getByText('Q1: What is touch typing?')).toBeInTheDocument();
    expect(within(preview).getByText('Q2: What is the home row?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Preview' }));
    expect(screen.queryByRole('list', { name: 'Preview' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Chapter 3: Keyboard Mastery and Touch Typing' }));
    expect(router.state.location.search).toBe('?panel=textbook&book=dataEntry&chapter=3');
  });

  it('opens on the session’s newest set; delete says others remain, then that none do', async () => {
    const user = userEvent.setup();
    storeSession(SESSION, sixMessages);
    storeFlashcardSet(SESSION, 'Older set', [['Old?', 'Yes.']]);
    storeFlashcardSet(SESSION, 'Newer set', [['New?', 'Yes.']]);
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Newer set' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Set' }));
    expect(await screen.findByText(FLASHCARD_MESSAGES.deleted)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: FLASHCARD_MESSAGES.choose }));
    await user.click(await screen.findByRole('button', { name: '@Older set (1 cards)' }));
    expect(await screen.findByRole('heading', { name: 'Older set' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Set' }));
    expect(await screen.findByText(FLASHCARD_MESSAGES.noneForChat)).toBeInTheDocument();
  });

  it('closes with Close Flashcards', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPanel(null, 0);
    await user.click(screen.getByRole('button', { name: 'Close Flashcards' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('revises due cards: Forgot and Got it with their intervals, then undo', async () => {
    const user = userEvent.setup();
    fakeApi.dueCards = [dueCard('c1', 'What is Num Lock?'), dueCard('c2', 'What is a home key?')];
    renderPanel(null, 0);
    await user.click(await screen.findByRole('button', { name: 'Revise (2 due)' }));
    expect(await screen.findByText('2 cards due today')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    expect(screen.getByRole('button', { name: /Forgot again in 1 min/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Got it next in 10 min/ }));
    expect(await screen.findByText('1 card due today')).toBeInTheDocument();
    expect(sentTo('/api/flashcards/review/c1/rate', 'POST')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Undo last answer' }));
    expect(await screen.findByText('2 cards due today')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    await user.click(screen.getByRole('button', { name: /Forgot/ }));
    expect(await screen.findByText('1 card due today')).toBeInTheDocument();
    expect(await sentTo('/api/flashcards/review/c1/rate', 'POST')[1]!.json()).toEqual({ rating: 'forgot' });
  });
});

describe('the flashcards panel in Hindi', () => {
  afterEach(async () => {
    cleanup();
    await switchLanguage('en');
  });

  it('revises in Hindi, with Hindi intervals, and reads the spec English again once switched back', async () => {
    const user = userEvent.setup();
    // The set the server makes from an assignment's mistakes has a name of the server's own.
    const fromMistakes = { ...dueCard('c1', 'What is Num Lock?'), setName: 'Questions to revise from your assignment' };
    fakeApi.dueCards = [fromMistakes, dueCard('c2', 'What is a home key?')];
    await switchLanguage('hi');
    renderPanel(null, 0);
    expect(screen.getByRole('heading', { name: 'फ़्लैशकार्ड' })).toBeInTheDocument();
    expect(await screen.findByText('इस चैटबॉट के लिए अभी कोई फ़्लैशकार्ड नहीं है। पहले AI से एक छोटी चैट करें (कम से कम 6–8 मैसेज), फिर मुख्य बातें दोहराने के लिए फ़्लैशकार्ड सेट बनाएँ।')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'दोहराएँ (2 बाकी)' }));
    expect(await screen.findByText('आज 2 कार्ड दोहराने हैं')).toBeInTheDocument();
    expect(screen.getByText('असाइनमेंट से दोहराने वाले सवाल')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'जवाब देखें' }));
    expect(screen.getByRole('button', { name: 'भूल गए 1 मिनट में फिर से' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'याद था अगली बार 10 मिनट में' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अध्याय 3: Keyboard Mastery and Touch Typing' })).toBeInTheDocument();

    await act(() => switchLanguage('en'));
    expect(screen.getByText('2 cards due today')).toBeInTheDocument();
    expect(screen.getByText('Questions to revise from your assignment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot again in 1 min' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close Flashcards' })).toBeInTheDocument();
  });

  it("says the server's refusal in Hindi", async () => {
    const user = userEvent.setup();
    storeSession(SESSION, sixMessages);
    const nothing =
      'This conversation has not touched the course notes yet, so there is nothing to make flashcards from. Ask the tutor about a topic of your course, then try again.';
    api.use(http.post(`/api/flashcards/${SESSION}/create-flashcards`, () => json({ message: nothing }, 400)));
    await switchLanguage('hi');
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'फ़्लैशकार्ड सेट बनाएँ' }));
    expect(await screen.findByText(/^इस बातचीत में अभी कोर्स के नोट्स की कोई बात नहीं आई है/)).toBeInTheDocument();
    await act(() => switchLanguage('en'));
    expect(screen.getByText(nothing)).toBeInTheDocument();
  });
});
