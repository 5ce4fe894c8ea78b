import type { ChatMessage } from '@vidya/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
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
    expect(observer?.targets.size).toBe(145);

    FakeObserver.bringNear(bubble(2));
    await waitFor(() => expect(bubble(2).querySelector('strong')).toHaveTextContent('computers'));
    expect(observer?.targets.has(bubble(2))).toBe(false);
    expect(bubble(4).querySelector('strong')).toBeNull();
  });

  it('renders the answer being streamed live, as markdown', async () => {
    const { rerender } = render(<MessageList messages={messages} streamingText="The answer is **bold" waiting />);
    const streaming = () => document.querySelector('li:last-child')!;
    expect(streaming()).toHaveTextContent('The answer is **bold');
    rerender(<MessageList messages={messages} streamingText="The answer is **bold**" waiting />);
    await waitFor(() => expect(streaming().querySelector('strong')).toHaveTextContent('bold'));
  });
});
