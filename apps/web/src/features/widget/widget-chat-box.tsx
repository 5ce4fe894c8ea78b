import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useProductName } from '../../app/app-config.ts';
import { loadMarkdown, MessageBubble, TypingIndicator } from '../chat/ui.ts';
import type { useWidgetChat } from './use-widget-chat.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { useI18n } from '../../i18n/i18n.ts';

/** The widget's chat box: 300 px high on small screens, 400 px on larger ones, at most 360 px wide. */
export default function WidgetChatBox({ chat, onClose }: { chat: ReturnType<typeof useWidgetChat>; onClose(): void }) {
  const { t } = useI18n();
  const product = useProductName();
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => void loadMarkdown(), []);
  // Opened to ask something: the question box has the focus at once (by click, tap or Enter).
  useEffect(() => input.current?.focus(), []);
  useLayoutEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [chat.messages, chat.waiting]);

  // While an answer is pending nothing is sent, so the text stays in the box for later.
  const submit = () => {
    if (!text.trim() || chat.waiting) return;
    void chat.send(text);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  const onEscape = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape') onClose();
  };

  return (
    <section onKeyDown={onEscape} aria-label={t('Ask assistant')} className="flex h-[300px] w-[calc(100vw-2rem)] max-w-[360px] flex-col overflow-hidden rounded-2xl bg-slate-50 shadow-2xl ring-1 ring-slate-200 sm:h-[400px]">
      <header className="flex items-center justify-between bg-brand-700 py-0.5 pr-1 pl-4 text-white">
        <h2 className="text-sm font-semibold">{t('Ask {product}', { product })}</h2>
        <button type="button" onClick={onClose} aria-label={t('Close')} className="flex h-11 w-11 items-center justify-center rounded-lg hover:bg-brand-800">
          <Icon name="close" />
        </button>
      </header>
      <div className="flex-1 overflow-y-auto p-3">
        {chat.messages.length === 0 && <p className="text-sm text-slate-600">{t('Hi! Ask me how {product} works, about the courses, or about open schooling.', { product })}</p>}
        <ol className="flex flex-col gap-2" aria-label={t('Messages')}>
          {chat.messages.map((m) => (
            <MessageBubble key={m._id} message={m} />
          ))}
        </ol>
        {chat.waiting && (
          <div className="mt-2">
            <TypingIndicator />
          </div>
        )}
        <div ref={end} />
      </div>
      <div className="flex gap-2 border-t border-slate-200 bg-white p-2">
        <label htmlFor="widget-input" className="sr-only">
          {t('Your question')}
        </label>
        <input
          ref={input}
          id="widget-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('Type your question…')}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-slate-300 px-4 text-base outline-none focus:border-brand-500"
        />
        <button type="button" onClick={submit} disabled={!text.trim() || chat.waiting} aria-label={t('Send')} className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white disabled:bg-slate-300">
          <Icon name="send" />
        </button>
      </div>
    </section>
  );
}
