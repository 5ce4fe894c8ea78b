import { useI18n } from '../../../i18n/i18n.ts';

/** Question buttons: clicking one sends it. */
export function SuggestedQuestions({ questions, onPick, disabled }: { questions: string[]; onPick(q: string): void; disabled?: boolean }) {
  const { t } = useI18n();
  if (!questions.length) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('Suggested questions')}>
      {questions.map((q) => (
        <li key={q}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(q)}
            className="min-h-11 rounded-full border border-brand-100 bg-brand-50 px-3 py-2 text-left text-sm text-brand-800 hover:bg-brand-100 disabled:opacity-50"
          >
            {q}
          </button>
        </li>
      ))}
    </ul>
  );
}
