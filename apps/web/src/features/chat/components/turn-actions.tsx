import { useI18n } from '../../../i18n/i18n.ts';
import type { UiMessage } from '../lib/local-message.ts';

interface Props {
  messages: UiMessage[];
  busy: boolean;
  /** A new answer to the last question. */
  onRegenerate(): void;
  /** Puts the last question back in the composer to edit. */
  onEdit(question: string): void;
}

const button = 'inline-flex min-h-11 items-center rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-slate-700 hover:bg-slate-50';

/** Under the last answer: ask the last question again, or edit it and ask that. */
export function TurnActions({ messages, busy, onRegenerate, onEdit }: Props) {
  const { t } = useI18n();
  const last = messages.at(-1);
  const question = messages.findLast((m) => m.sender === 'user' && !m.delivery);
  if (busy || !question?.text || last?.sender !== 'bot' || last.localOnly) return null;
  return (
    <div role="group" aria-label={t('Last question')} className="mt-3 flex flex-wrap gap-2">
      <button type="button" className={button} onClick={onRegenerate}>
        {t('Regenerate answer')}
      </button>
      <button type="button" className={button} onClick={() => onEdit(question.text)}>
        {t('Edit question')}
      </button>
    </div>
  );
}
