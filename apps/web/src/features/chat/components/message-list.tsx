import type { UiMessage } from '../hooks/use-chat.ts';
import { useLayoutEffect, useRef } from 'react';
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

/**
 * The conversation, newest at the bottom and scrolled there. Off-screen messages skip layout and
 * paint (content-visibility), which keeps a 300-message session smooth on a cheap phone.
 */
export function MessageList({ messages, streamingText, waiting, footer }: Props) {
  const end = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);

  useLayoutEffect(() => {
    if (stick.current) end.current?.scrollIntoView({ block: 'end' });
  }, [messages, streamingText, waiting, footer]);

  const onScroll = () => {
    const el = scroller.current;
    if (el) stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 120;
  };

  return (
    // Focusable so keyboard users can scroll the conversation (axe: scrollable-region-focusable).
    <div ref={scroller} onScroll={onScroll} role="region" aria-label="Conversation" tabIndex={0} className="flex-1 overflow-y-auto px-3 py-4 sm:px-6" data-testid="message-list">
      <ol className="mx-auto flex max-w-3xl flex-col gap-3" aria-label="Messages">
        {messages.map((m) => (
          <MessageBubble key={m._id} message={m} />
        ))}
        {streamingText !== null && <MessageBubble message={streamingMessage(streamingText)} streaming />}
      </ol>
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
