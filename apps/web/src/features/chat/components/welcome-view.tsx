import { assistantTitle, type ChatBot } from '@vidya/contract';
import { useProductName } from '../../../app/app-config.ts';
import { useI18n } from '../../../i18n/i18n.ts';
import { useWelcomeQuestions } from '../api/get-welcome-questions.ts';

/** Shown when there is no session and no messages (spec section 2). */
export function WelcomeView({ bot, onPick }: { bot: ChatBot; onPick(q: string): void }) {
  const { t, translate } = useI18n();
  const product = useProductName();
  // The contract's title with the product name as a placeholder: the catalog has it once for every name.
  const title = translate(assistantTitle(bot, '{product}'), { product });
  const questions = useWelcomeQuestions(bot).data ?? [];
  return (
    <div className="flex flex-1 flex-col items-center justify-center overflow-y-auto px-4 py-8 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('Welcome to {title}', { title })}</h1>
      <p className="mt-2 text-slate-600">{t('How can I help you today?')}</p>
      <ul className="mt-6 grid w-full max-w-2xl grid-cols-1 gap-2 sm:grid-cols-2" aria-label={t('Suggested questions')}>
        {questions.slice(0, 4).map((q) => (
          <li key={q}>
            <button
              type="button"
              onClick={() => onPick(q)}
              className="h-full w-full rounded-xl bg-white p-3 text-left text-sm text-slate-800 ring-1 ring-slate-200 hover:ring-brand-500"
            >
              {q}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
