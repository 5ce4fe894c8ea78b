import { lazy, memo, Suspense, useRef } from 'react';
import type { UiMessage } from '../hooks/use-chat.ts';
import { useNearViewport } from '../hooks/use-near-viewport.ts';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';
import { Icon } from '../../../components/ui/icon.tsx';

// Markdown + KaTeX is the heaviest part of the chat: its own chunk, never on the landing or login page.
// The chat screen and the opened widget start fetching it at once, so the first answer shows formatted.
export const loadMarkdown = () => import('./markdown-message.tsx');
const MarkdownMessage = lazy(loadMarkdown);

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function Files({ message }: { message: UiMessage }) {
  if (!message.files.length) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label="Attachments">
      {message.files.map((f, i) => {
        const src = f.url ?? message.previews?.[f.fileName];
        return (
          <li key={`${f.fileName}-${i}`}>
            {src && f.mimeType.startsWith('image/') ? (
              <img src={src} alt={f.fileName} loading="lazy" className="h-20 w-20 rounded-lg object-cover ring-1 ring-black/10" />
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
}

/**
 * One message. Bot answers render as markdown with math; the student's own text stays plain. In a long
 * list a bot answer shows as plain text until it comes near the screen, so opening a 300-message
 * session does not parse 150 answers at once on a cheap phone.
 */
export const MessageBubble = memo(function MessageBubble({ message, streaming = false, eager = false }: Props) {
  const mine = message.sender === 'user';
  const ref = useRef<HTMLLIElement>(null);
  const rich = useNearViewport(ref, mine || streaming || eager);
  const plain = <p className="whitespace-pre-wrap">{message.text}</p>;
  return (
    <li ref={ref} data-sender={message.sender} data-status={message.status} className={`flex [contain-intrinsic-size:auto_120px] [content-visibility:auto] ${mine ? 'justify-end' : 'justify-start'}`}>
      <div className={`max-w-[88%] sm:max-w-[80%] ${mine ? 'items-end' : 'items-start'} flex flex-col`}>
        <div
          // max-w-full: a long code line must scroll inside its block, not widen the bubble past the screen.
          className={`max-w-full min-w-0 rounded-2xl px-4 py-2.5 text-[15px] leading-relaxed break-words ${
            mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-white text-slate-900 ring-1 ring-slate-200'
          }`}
        >
          {mine ? (
            message.text && plain
          ) : rich ? (
            // If the markdown chunk cannot download (weak network), the answer stays readable as text.
            <ErrorBoundary fallback={plain}>
              <Suspense fallback={plain}>
                <MarkdownMessage text={message.text} streaming={streaming} />
              </Suspense>
            </ErrorBoundary>
          ) : (
            plain
          )}
          <Files message={message} />
        </div>
        <span className="mt-1 px-1 text-xs text-slate-500">
          {message.source === 'voice' && <Icon name="mic" className="mr-1 inline h-3 w-3" />}
          {time(message.timestamp)}
          {message.status === 'interrupted' && message.text !== 'Error fetching response.' && ' · this answer was cut off'}
        </span>
      </div>
    </li>
  );
});
