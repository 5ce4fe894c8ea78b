import type { ChatMessage } from '@vidya/contract';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageList } from './message-list.tsx';

/** The browser's IntersectionObserver, driven by hand: `bringNear(el)` reports el as near the screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
  static bringNear(el: Element) {
    for (const o of FakeObserver.all.filter((x) => x.targets.has(el))) {
      act(() => o.callback([{ target: el, isIntersecting: true } as IntersectionObserverEntry], o as unknown as IntersectionObserver));
    }
  }
}

const messages: ChatMessage[] = Array.from({ length: 300 }, (_, i) => ({
  _id: `m${i + 1}`,
  text: i % 2 ? `Answer ${i + 1} about **computers**` : `Question ${i + 1}`,
  sender: i % 2 ? 'bot' : 'user',
  timestamp: new Date(2025, 0, 1, 9, i % 60).toISOString(),
  status: 'complete',
  source: 'text',
  files: [],
}));
const bubble = (n: number) => document.querySelector(`li:nth-child(${n})`)!;

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('MessageList with a long session', () => {
  it('renders the newest answers as markdown at once, older ones as plain text until they come near, then keeps them', async () => {
    render(<MessageList messages={messages} streamingText={null} waiting={false} />);
    expect(document.querySelectorAll('li[data-sender]')).toHaveLength(300);
    // The newest answers (what the screen shows on open) are markdown, with no wait.
    await waitFor(() => expect(bubble(300).querySelector('strong')).toHaveTextContent('computers'));
    // An old one is its text as written, watched with a generous margin inside the conversation.
    expect(bubble(2)).toHaveTextContent('Answer 2 about **computers**');
    expect(bubble(2).querySelector('strong')).toBeNull();
    const [observer] = FakeObserver.all;
    expect(FakeObserver.all).toHaveLength(1);
    expect(observer?.options.root).toBe(screen.getByTestId('message-list'));
    expect(observer?.options.rootMargin).toBe('1000px 0px');
    expect(observer?.targets.size).toBe(149);

    FakeObserver.bringNear(bubble(2));
    await waitFor(() => expect(bubble(2).querySelector('strong')).toHaveTextContent('computers'));
    expect(observer?.targets.has(bubble(2))).toBe(false);
    expect(bubble(4).querySelector('strong')).toBeNull();
  });

  it('renders the answer being streamed live, as markdown, with no raw marks before they close', async () => {
    const { rerender } = render(<MessageList messages={messages} streamingText="The answer is **bold" waiting />);
    const streaming = () => document.querySelector('li:last-child')!;
    await waitFor(() => expect(streaming()).toHaveTextContent('The answer is'));
    expect(streaming()).not.toHaveTextContent('*');
    rerender(<MessageList messages={messages} streamingText="The answer is **bold**" waiting />);
    await waitFor(() => expect(streaming().querySelector('strong')).toHaveTextContent('bold'));
  });
});

const message = (n: number, sender: 'user' | 'bot', text: string): ChatMessage => ({
  _id: `c${n}`,
  text,
  sender,
  timestamp: new Date(2025, 0, 1, 10, n).toISOString(),
  status: 'complete',
  source: 'text',
  files: [],
});

const quickCheck = [
  'A source document is the paper you type from.',
  '',
  '**Quick check:** What are the filled forms called?',
  '',
  'A) Output reports  ',
  'B) Backup files  ',
  'C) Templates  ',
  'D) Source documents',
  '',
  "Reply with the letter (A, B, C or D) and I'll tell you if you're right.",
].join('\n');

describe('MessageList: controls on answers', () => {
  const conversation = [message(1, 'user', 'What is a source document?'), message(2, 'bot', quickCheck)];

  it('turns the latest quick check into option buttons that send the letter, then marks the one picked', async () => {
    const onSend = vi.fn();
    render(<MessageList messages={conversation} streamingText={null} waiting={false} onSend={onSend} />);
    const options = await screen.findByRole('group', { name: /Options/ });
    const b = within(options).getByRole('button', { name: 'B) Backup files' });
    expect(within(options).getAllByRole('button')).toHaveLength(4);
    expect(screen.getByText(/Reply with the letter/)).toBeInTheDocument();
    expect(screen.queryByText(/B\) Backup files/, { selector: 'p' })).toBeNull();

    await userEvent.click(b);
    expect(onSend).toHaveBeenCalledWith('B');
    expect(b).toHaveAttribute('aria-pressed', 'true');
    expect(b).toHaveTextContent('Your answer');
    expect(within(options).getByRole('button', { name: /D\) Source documents/ })).toBeDisabled();
  });

  it('shows an older quick check as a list with the student’s answer marked, and no buttons', async () => {
    const later = [...conversation, message(3, 'user', 'd'), message(4, 'bot', '✅ Correct! **D) Source documents**.')];
    render(<MessageList messages={later} streamingText={null} waiting={false} onSend={vi.fn()} />);
    // Older than the newest exchange: formatted once it comes near the screen.
    FakeObserver.bringNear(bubble(2));
    const options = await screen.findByRole('list', { name: 'Options' });
    expect(within(options).queryAllByRole('button')).toHaveLength(0);
    expect(within(options).getByText('Source documents').closest('li')).toHaveTextContent('Your answer');
    expect(within(options).getByText('Templates').closest('li')).not.toHaveTextContent('Your answer');
  });

  it('puts the follow-up chips under the latest answer only, each sending its words', async () => {
    const onSend = vi.fn();
    const two = [...conversation, message(3, 'user', 'What is a template?'), message(4, 'bot', 'A **template** is a ready form.')];
    const { rerender } = render(<MessageList messages={two} streamingText={null} waiting={false} onSend={onSend} />);
    const chips = screen.getByRole('list', { name: 'Follow-up' });
    expect(screen.getAllByRole('list', { name: 'Follow-up' })).toHaveLength(1);
    expect(chips.closest('li[data-sender]')).toHaveTextContent('ready form');
    await userEvent.click(within(chips).getByRole('button', { name: 'Explain more simply' }));
    await userEvent.click(within(chips).getByRole('button', { name: 'Give an example' }));
    expect(onSend.mock.calls).toEqual([['Explain more simply'], ['Give an example']]);

    // While the next answer is on its way, there is nothing to tap.
    rerender(<MessageList messages={[...two, message(5, 'user', 'Give an example')]} streamingText={null} waiting onSend={onSend} />);
    expect(screen.queryByRole('list', { name: 'Follow-up' })).toBeNull();
  });

  it('copies an answer’s markdown and says so; without a clipboard it says it failed and does not throw', async () => {
    const user = userEvent.setup();
    render(<MessageList messages={conversation} streamingText={null} waiting={false} onSend={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Copy answer' }));
    expect(await navigator.clipboard.readText()).toBe(quickCheck);
    expect(screen.getByRole('button', { name: /Copied/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Answer copied');

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    cleanup();
    render(<MessageList messages={conversation} streamingText={null} waiting={false} onSend={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Copy answer' }));
    expect(await screen.findByRole('button', { name: /Copy failed/ })).toBeInTheDocument();
  });
});
