import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../i18n/i18n.ts';

const DRAFT_KEY = 'vidya-landing-draft';
const readDraft = () => {
  try {
    return sessionStorage.getItem(DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
};
const keepDraft = (text: string) => {
  try {
    if (text) sessionStorage.setItem(DRAFT_KEY, text);
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage blocked: the draft lives only as long as the page.
  }
};

/**
 * Enter (without Shift) takes the question to the learn chat. The text travels in router state, not
 * in the path, so newlines, '/', '?', '#', '%', emoji and 8,000 characters arrive intact. While
 * offline the box keeps it too, so Back finds it there.
 */
export function QuestionBox() {
  const { t } = useI18n();
  const [text, setText] = useState(readDraft);
  const navigate = useNavigate();

  const go = () => {
    const question = text.trim();
    if (!question) return;
    keepDraft(navigator.onLine ? '' : text);
    void navigate('/learn', { state: { question } });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      go();
    }
  };

  return (
    <div className="relative">
      <label htmlFor="landing-question" className="sr-only">
        {t('Ask a question')}
      </label>
      <textarea
        id="landing-question"
        rows={3}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          keepDraft(e.target.value);
        }}
        onKeyDown={onKeyDown}
        placeholder={t('Ask anything, e.g. What is a spreadsheet formula?')}
        className="w-full resize-none rounded-2xl border border-slate-300 bg-white p-4 pr-16 text-base shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
      />
      <button
        type="button"
        onClick={go}
        disabled={!text.trim()}
        aria-label={t('Ask')}
        className="absolute right-3 bottom-4 flex h-11 w-11 items-center justify-center rounded-full bg-brand-700 text-white disabled:bg-slate-300"
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden>
          <path d="M5 12h14M13 6l6 6-6 6" stroke="currentColor" strokeWidth="2.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </div>
  );
}
