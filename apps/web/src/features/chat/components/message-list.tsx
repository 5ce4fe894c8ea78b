import type { UiMessage } from '../hooks/use-chat.ts';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { NearViewportContext, useNearViewportWatcher } from '../hooks/use-near-viewport.ts';
import { MessageBubble } from './message-bubble.tsx';
import { TypingIndicator } from './typing-indicator.tsx';

interface Props {
  messages: UiMessage[];
  streamingText: string | null;
  waiting: boolean;
  footer?: React.ReactNode;
}

const streamingMessage = (text: string): UiMessage => ({
  _id: 'streaming',
  text,
  sender: 'bot',
  timestamp: new Date().toISOString(),
  status: 'complete',
  source: 'text',
  files: [],
});

/** The newest messages, which fill the screen on open: their markdown renders at once, with no flash of plain text. */
const EAGER_TAIL = 10;

/**
 * The conversation, newest at the bottom and scrolled there. Off-screen messages skip layout and
 * paint (content-visibility), and older answers parse their markdown only when scrolled near,
 * which keeps a 300-message session smooth on a cheap phone.
 */
export function MessageList({ messages, streamingText, waiting, footer }: Props) {
  const end = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  const watchNear = useNearViewportWatcher(scroller);

  useLayoutEffect(() => {
    if (stick.current) end.current?.scrollIntoView({ block: 'end' });
  }, [messages, streamingText, waiting, footer]);

  // Answers grow when their markdown renders or an image loads: stay at the newest message meanwhile.
  useEffect(() => {
    if (!list.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => stick.current && end.current?.scrollIntoView({ block: 'end' }));
    observer.observe(list.current);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = scroller.current;
    if (el) stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 120;
  };

  return (
    // Focusable so keyboard users can scroll the conversation (axe: scrollable-region-focusable).
    <div ref={scroller} onScroll={onScroll} role="region" aria-label="Conversation" tabIndex={0} className="flex-1 overflow-y-auto px-3 py-4 sm:px-6" data-testid="message-list">
      <NearViewportContext value={watchNear}>
        <ol ref={list} className="mx-auto flex max-w-3xl flex-col gap-3" aria-label="Messages">
          {messages.map((m, i) => (
            <MessageBubble key={m._id} message={m} eager={i >= messages.length - EAGER_TAIL} />
          ))}
          {streamingText !== null && <MessageBubble message={streamingMessage(streamingText)} streaming />}
        </ol>
      </NearViewportContext>
      <div className="mx-auto max-w-3xl">
        {waiting && streamingText === null && (
          <div className="mt-3">
            <TypingIndicator />
          </div>
        )}
        {footer}
      </div>
      <div ref={end} />
    </div>
  );
}
