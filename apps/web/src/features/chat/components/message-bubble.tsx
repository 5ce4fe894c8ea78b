import { SEND_FAILED } from '@vidya/contract';
import { lazy, memo, Suspense, useDeferredValue, useMemo, useRef, type ReactNode } from 'react';
import type { UiMessage } from '../hooks/use-chat.ts';
import { useInLongList, useNearViewport } from '../hooks/use-near-viewport.ts';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { perLanguage, useI18n } from '../../../i18n/i18n.ts';
import { parseQuickCheck, type OptionLetter } from '../lib/quick-check.ts';
import { CopyAnswer, FollowUpChips, QuickCheckOptions } from './answer-controls.tsx';
import { PlainAnswer } from './plain-answer.tsx';

// Markdown + KaTeX is the heaviest part of the chat: its own chunk, never on the landing or login page.
// The chat screen and the opened widget start fetching it at once, so the first answer shows formatted.
/** Set once the markdown chunk is here: bubbles mounted after that need not show plain text first. */
let markdownArrived = false;
export const loadMarkdown = () =>
  import('./markdown-message.tsx').then((module) => {
    markdownArrived = true;
    return module;
  });
const MarkdownMessage = lazy(loadMarkdown);

// One formatter for every bubble (per language): toLocaleTimeString builds a new one per call, about
// 2 ms each on a slow phone, which added up to 100 ms of blocked page when a 50-message session opened.
const timeFormat = perLanguage((locale) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }));
const time = (iso: string) => timeFormat().format(new Date(iso));

function Files({ message }: { message: UiMessage }) {
  const { t } = useI18n();
  if (!message.files.length) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('Attachments')}>
      {message.files.map((f, i) => {
        const src = f.url ?? message.previews?.[f.fileName];
        return (
          <li key={`${f.fileName}-${i}`}>
            {src && f.mimeType.startsWith('image/') ? (
              <img
                src={src}
                alt={f.whiteboard ? t('Whiteboard drawing') : f.fileName}
                loading="lazy"
                // A drawing is shown whole (on its white), a photo fills the square.
                className={`h-20 w-20 rounded-lg ring-1 ring-black/10 ${f.whiteboard ? 'bg-white object-contain' : 'object-cover'}`}
              />
            ) : (
              <span className="inline-flex max-w-48 items-center gap-1 truncate rounded-lg bg-black/10 px-2 py-1 text-xs"><Icon name="paperclip" className="h-3.5 w-3.5 shrink-0" /> {f.fileName}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

interface Props {
  message: UiMessage;
  /** The answer still arriving: rendered live. */
  streaming?: boolean;
  /** Render the markdown at once, without waiting to come near the visible part of a long list. */
  eager?: boolean;
  /** Show Copy under a finished answer (the chat screen; not the small widget). */
  actions?: boolean;
  /** The newest answer, with nothing being sent after it: its quick check and follow-up chips are live. */
  latest?: boolean;
  /** The letter the student answered this answer's quick check with (their next message), if any. */
  chosen?: OptionLetter | null;
  /** Sends a message as the student: a follow-up chip's words or a quick-check letter. */
  onSend?: (text: string) => void;
  /** A control under the bubble (Retry on an error line). */
  action?: ReactNode;
}

/** Where a student's unsent message is, said in a few words under it. */
const DELIVERY_NOTE = { sending: 'Sending…', queued: 'Waiting for a connection', failed: 'Not sent' } as const;

/**
 * One message. Bot answers render as markdown with math; the student's own text stays plain. In a long
 * list a bot answer shows as plain text until it comes near the screen, so opening a 300-message
 * session does not parse 150 answers at once on a cheap phone. A quick check's options become buttons
 * on the latest answer.
 */
export const MessageBubble = memo(function MessageBubble({ message, streaming = false, eager = false, actions = false, latest = false, chosen = null, onSend, action }: Props) {
  const { t } = useI18n();
  const mine = message.sender === 'user';
  const ref = useRef<HTMLLIElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, mine || streaming || eager);
  const inLongList = useInLongList();
  // Parsing markdown is most of the work of opening a session: done in a deferred render, which React
  // splits and yields between, so the words paint first and the page stays responsive (and a saved
  // session's first paint does not wait for the markdown chunk). Once the chunk is here the newest
  // exchange renders formatted at once, and the live answer and a short list (the widget) always:
  // no flash of plain text when an answer ends.
  const rich = useDeferredValue(near, streaming || !inLongList || (eager && markdownArrived));
  const answer = !mine && message.text !== SEND_FAILED;
  // The error line is the app's words, not an answer: in the app's language.
  const text = answer || mine ? message.text : t(SEND_FAILED);
  const plain = <p className="whitespace-pre-wrap">{text}</p>;
  const live = latest && !streaming && onSend ? onSend : undefined;
  return (
    <li ref={ref} data-sender={message.sender} data-status={message.status} data-delivery={message.delivery} className={`flex flex-wrap [contain-intrinsic-size:auto_120px] [content-visibility:auto] ${mine ? 'justify-end' : 'justify-start'}`}>
      {/* On a phone the teacher's answer takes the whole width: tables and formulas need every pixel. */}
      <div className={`${mine ? 'max-w-[88%] items-end' : 'max-w-full items-start'} flex flex-col sm:max-w-[80%]`}>
        <div
          ref={body}
          // max-w-full: a long code line must scroll inside its block, not widen the bubble past the screen.
          className={`max-w-full min-w-0 rounded-2xl px-4 py-2.5 text-[15px] leading-relaxed break-words ${
            mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-white text-slate-900 ring-1 ring-slate-200'
          }`}
        >
          {mine ? (
            message.text && plain
          ) : rich ? (
            // Until the markdown chunk arrives (or if it cannot download), the answer shows as words
            // without markdown marks, so no raw `**` flashes before the formatting.
            <ErrorBoundary fallback={<PlainAnswer text={text} />}>
              <Suspense fallback={<PlainAnswer text={text} />}>
                <AnswerBody text={text} streaming={streaming} chosen={chosen} onPick={live && ((letter) => live(letter))} />
              </Suspense>
            </ErrorBoundary>
          ) : (
            plain
          )}
          <Files message={message} />
        </div>
        <div className={`flex items-center gap-1 ${mine ? 'self-end' : 'self-stretch'}`}>
          <span className="mt-1 px-1 text-xs text-slate-500">
            {message.source === 'voice' && <Icon name="mic" className="mr-1 inline h-3 w-3" />}
            {time(message.timestamp)}
            {message.delivery && ` · ${t(DELIVERY_NOTE[message.delivery])}`}
            {/* Stopped by the student, or cut off on the way: either way the answer ends here. */}
            {message.status === 'interrupted' && !message.localOnly && message.text !== SEND_FAILED && ` · ${t('Stopped')}`}
          </span>
          {actions && answer && !streaming && (
            <span className="ml-auto">
              <CopyAnswer text={message.text} onFailed={() => body.current && window.getSelection()?.selectAllChildren(body.current)} />
            </span>
          )}
        </div>
        {action}
      </div>
      {/* Below the bubble's column, across the whole row, so both chips fit on one line on a phone. */}
      {live && answer && <FollowUpChips onSend={live} />}
    </li>
  );
});

/** An answer's markdown; with a quick check, its options between the question and what follows. */
function AnswerBody({ text, streaming, chosen, onPick }: { text: string; streaming: boolean; chosen: OptionLetter | null; onPick?: (letter: OptionLetter) => void }): ReactNode {
  const check = useMemo(() => parseQuickCheck(text), [text]);
  if (!check) return <MarkdownMessage text={text} streaming={streaming} />;
  return (
    <>
      {check.before && <MarkdownMessage text={check.before} streaming={streaming} />}
      <QuickCheckOptions options={check.options} chosen={chosen} onPick={onPick} />
      {check.after && <MarkdownMessage text={check.after} streaming={streaming} />}
    </>
  );
}
