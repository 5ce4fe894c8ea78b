import type { UiMessage } from '../hooks/use-chat.ts';
import { useLayoutEffect, useRef } from 'react';
import { useAnswerScroll } from '../hooks/use-answer-scroll.ts';
import { NearViewportContext, useNearViewportWatcher } from '../hooks/use-near-viewport.ts';
import { answeredLetter } from '../lib/quick-check.ts';
import { MessageBubble } from './message-bubble.tsx';
import { TypingIndicator } from './typing-indicator.tsx';
import { useI18n } from '../../../i18n/i18n.ts';

interface Props {
  messages: UiMessage[];
  streamingText: string | null;
  waiting: boolean;
  footer?: React.ReactNode;
  /** Sends a message as the student (follow-up chips, quick-check options); without it they are not shown. */
  onSend?: (text: string) => void;
  /** Retry on an error line. */
  onRetry?(message: UiMessage): void;
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

function RetryButton({ onRetry, disabled }: { onRetry(): void; disabled: boolean }) {
  const { t } = useI18n();
  return (
    <button type="button" onClick={onRetry} disabled={disabled} className="mt-1 inline-flex min-h-11 min-w-11 items-center rounded-full border border-brand-200 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:text-slate-400">
      {t('Retry')}
    </button>
  );
}

/**
 * The newest question and answer, which the screen opens on: formatted at once. Older answers format
 * as they come near the screen (the watcher's margin covers what a first scroll up reaches): each
 * answer parsed on open is blocked time on a cheap phone.
 */
const EAGER_TAIL = 2;

/** Changes when the student sends a message or another session opens. */
const turnOf = (messages: UiMessage[]) => `${messages[0]?._id ?? ''}:${messages.filter((m) => m.sender === 'user').length}`;

/** The letter the student answered a bot message's quick check with: their next message, if it is one. */
const answerTo = (messages: UiMessage[], i: number) => {
  const next = messages[i + 1];
  return next?.sender === 'user' ? answeredLetter(next.text) : null;
};

/**
 * The conversation, newest at the bottom. A new answer is shown from its first line (useAnswerScroll).
 * Off-screen messages skip layout and paint (content-visibility), and older answers parse their
 * markdown only when scrolled near, which keeps a 300-message session smooth on a cheap phone. The
 * newest answer carries the follow-up chips and its quick check's options when `onSend` is given.
 */
export function MessageList({ messages, streamingText, waiting, footer, onSend, onRetry }: Props) {
  const { t } = useI18n();
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const watchNear = useNearViewportWatcher(scroller);
  const { place, onScroll } = useAnswerScroll(scroller, list, turnOf(messages));

  useLayoutEffect(place, [messages, streamingText, waiting, footer, place]);

  const idle = streamingText === null && !waiting;
  const last = messages.length - 1;
  return (
    // Focusable so keyboard users can scroll the conversation (axe: scrollable-region-focusable).
    <div ref={scroller} onScroll={onScroll} role="region" aria-label={t('Conversation')} tabIndex={0} className="flex-1 overflow-y-auto px-3 py-4 sm:px-6" data-testid="message-list">
      <NearViewportContext value={watchNear}>
        <ol ref={list} className="mx-auto flex max-w-3xl flex-col gap-3" aria-label={t('Messages')}>
          {messages.map((m, i) => (
            <MessageBubble
              key={m._id}
              message={m}
              eager={i >= messages.length - EAGER_TAIL}
              actions
              latest={idle && i === last && m.sender === 'bot' && !m.localOnly}
              chosen={m.sender === 'bot' ? answerTo(messages, i) : null}
              onSend={onSend}
              action={m.retry && onRetry && <RetryButton onRetry={() => onRetry(m)} disabled={waiting} />}
            />
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
    </div>
  );
}
