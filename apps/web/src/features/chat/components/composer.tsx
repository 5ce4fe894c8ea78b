import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { QUESTION_MAX_LENGTH } from '@vidya/contract';
import { useI18n, type MessageKey } from '../../../i18n/i18n.ts';
import { hasFinePointer } from '../../../lib/pointer.ts';
import type { SendResult } from '../hooks/use-chat.ts';
import { addFiles, ATTACH_ACCEPT } from '../lib/attachments.ts';

const AttachmentTray = lazy(() => import('./attachment-tray.tsx'));

/** Text put back in the box to edit (the last question); a new id puts it back again. */
export interface ComposerDraft {
  text: string;
  id: number;
}

export const OFFLINE_NOTE = 'You are offline. Your message will be sent when you are back online.';

interface Props {
  onSend(text: string, files: File[]): Promise<SendResult>;
  disabled: boolean;
  /** An answer is arriving: Stop replaces Send. */
  streaming?: boolean;
  onStop?(): void;
  offline?: boolean;
  draft?: ComposerDraft | null;
  /** The server's reason for refusing the last message (e.g. a file), shown until the next change. */
  refusal: string | null;
  onChange(): void;
  /** In English, as a message of the catalog: shown in the app's language. */
  placeholder?: MessageKey;
}

/** Enter sends, Shift+Enter is a new line; blank messages are not sent (spec sections 2 and 5). */
export function Composer({ onSend, disabled, streaming = false, onStop, offline = false, draft, refusal, onChange, placeholder = 'Ask your teacher anything…' }: Props) {
  const { t, translate, formatNumber } = useI18n();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  // Ready to type when the chat opens on a laptop; not on a phone, where it would cover the screen.
  useEffect(() => {
    if (hasFinePointer()) box.current?.focus();
  }, []);
  useEffect(() => {
    if (!draft) return;
    setText(draft.text);
    box.current?.focus();
  }, [draft]);
  // Over the limit the text stays in the box (nothing typed is lost) and Send waits until it is shorter.
  const tooLong = text.trim().length > QUESTION_MAX_LENGTH;
  const canSend = !disabled && !tooLong && (text.trim() !== '' || files.length > 0);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend) return;
    const [sentText, sentFiles] = [text, files];
    setText('');
    setFiles([]);
    setProblem(null);
    // A refused message, or one skipped while the first is still starting the session, comes back
    // to the box, so nothing the student wrote is lost.
    const result = await onSend(sentText, sentFiles);
    if (result === 'refused' || result === 'skipped') {
      setText(sentText);
      setFiles(sentFiles);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  const pick = (list: FileList | null) => {
    const result = addFiles(files, [...(list ?? [])]);
    setFiles(result.files);
    setProblem(result.problem);
    onChange();
    if (picker.current) picker.current.value = '';
  };

  // The server's refusal comes in English (or coded): shown in the app's language.
  const error = problem ?? (refusal && translate(refusal)) ?? (tooLong ? t('Your question is too long: please keep it within {max} characters.', { max: formatNumber(QUESTION_MAX_LENGTH) }) : null);
  return (
    <form onSubmit={(e) => void submit(e)} className="border-t border-slate-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:px-6">
      <div className="mx-auto max-w-3xl">
        {offline && (
          <p role="status" className="mb-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t(OFFLINE_NOTE)}
          </p>
        )}
        {error && (
          <p role="alert" className="mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        {files.length > 0 && (
          <Suspense fallback={null}>
            <AttachmentTray files={files} onRemove={(i) => setFiles(files.filter((_, j) => j !== i))} />
          </Suspense>
        )}
        <div className="flex items-end gap-2">
          <input ref={picker} type="file" multiple accept={ATTACH_ACCEPT} className="hidden" onChange={(e) => pick(e.target.files)} data-testid="attach-input" />
          <button
            type="button"
            onClick={() => picker.current?.click()}
            aria-label={t('Attach files')}
            title={t('Attach files (.pdf, .txt, .doc, .docx, .xls, .xlsx, images)')}
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden>
              <path d="M21 11.5l-8.5 8.5a5 5 0 01-7-7L14 4.5a3.5 3.5 0 015 5l-8.5 8.5a2 2 0 01-3-3L15 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <label htmlFor="chat-input" className="sr-only">
            {t('Message')}
          </label>
          <textarea
            ref={box}
            id="chat-input"
            rows={1}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              onChange();
            }}
            onKeyDown={onKeyDown}
            placeholder={t(placeholder)}
            className="max-h-40 min-h-11 flex-1 resize-none rounded-2xl border border-slate-300 px-4 py-2.5 text-base outline-none [field-sizing:content] focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
          {text.length > QUESTION_MAX_LENGTH * 0.9 && (
            <span aria-live="polite" className={`self-center text-xs ${tooLong ? 'text-red-700' : 'text-slate-500'}`}>
              {formatNumber(text.trim().length)}/{formatNumber(QUESTION_MAX_LENGTH)}
            </span>
          )}
          {streaming && onStop ? (
            <button type="button" onClick={onStop} aria-label={t('Stop generating')} className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-slate-800 text-white">
              <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden>
                <rect x="5" y="5" width="14" height="14" rx="2" fill="currentColor" />
              </svg>
            </button>
          ) : (
            <button
              type="submit"
              disabled={!canSend}
              aria-label={t('Send')}
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white disabled:bg-slate-300"
            >
              <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden>
                <path d="M4 12l16-8-6 16-2-7-8-1z" fill="currentColor" />
              </svg>
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
