import { useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { useI18n } from '../../../i18n/i18n.ts';
import { useCopy } from '../hooks/use-copy.ts';
import type { OptionLetter, QuickCheckOption } from '../lib/quick-check.ts';

/** What the follow-up chips under the latest answer send, word for word, in the app's language. */
export const FOLLOW_UPS = ['Explain more simply', 'Give an example'] as const;

// Outlined, unlike the filled suggested questions below them: these ask about this answer.
const CHIP =
  'min-h-11 rounded-full border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50';

/** Copies an answer's markdown; says "Copied" for two seconds, or "Copy failed" and selects the answer. */
export function CopyAnswer({ text, onFailed }: { text: string; onFailed(): void }) {
  const { t } = useI18n();
  const { state, copy } = useCopy(onFailed);
  return (
    <>
      <button
        type="button"
        onClick={() => void copy(text)}
        // Label in name: the visible word starts the name.
        aria-label={state === 'idle' ? t('Copy answer') : undefined}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Icon name="clipboard" className="h-4 w-4" />
        {state === 'copied' ? t('Copied') : state === 'failed' ? t('Copy failed') : t('Copy')}
      </button>
      <span role="status" className="sr-only">
        {state === 'copied'
          ? t('Answer copied')
          : state === 'failed'
            ? t('Could not copy; the answer is selected')
            : ''}
      </span>
    </>
  );
}

/**
 * "Explain more simply" and "Give an example" under the latest answer: each sends itself, as the
 * student reads it (the tutor understands the Hindi ones as the same follow-ups, and answers in Hindi).
 */
export function FollowUpChips({ onSend }: { onSend(text: string): void }) {
  const { t } = useI18n();
  return (
    <ul className="mt-1 flex w-full flex-wrap gap-2" aria-label={t('Follow-up')}>
      {FOLLOW_UPS.map((text) => (
        <li key={text}>
          <button type="button" onClick={() => onSend(t(text))} className={CHIP}>
            {t(text)}
          </button>
        </li>
      ))}
    </ul>
  );
}

const Tick = () => (
  <svg
    viewBox="0 0 24 24"
    className="h-4 w-4 shrink-0"
    aria-hidden
    fill="none"
    stroke="currentColor"
    strokeWidth={3}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M5 13l4 4L19 7" />
  </svg>
);

const OPTION_BOX =
  'flex min-h-11 w-full items-center gap-3 rounded-xl border px-3 py-2 text-left text-[15px] leading-snug';

function OptionContent({ option, chosen }: { option: QuickCheckOption; chosen: boolean }) {
  const { t } = useI18n();
  return (
    <>
      <span
        aria-hidden
        className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${chosen ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700'}`}
      >
        {option.letter}
      </span>
      <span className="sr-only">{`${option.letter}) `}</span>
      <span className="min-w-0 flex-1 wrap-anywhere">{option.text}</span>
      {chosen && (
        <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-brand-800">
          <Tick />
          {t('Your answer')}
        </span>
      )}
    </>
  );
}

/**
 * A quick check's options. On the latest answer (`onPick` given) each is a button that sends its
 * letter and then shows as chosen; on older answers they are a plain list, the student's answer marked.
 */
export function QuickCheckOptions({
  options,
  chosen,
  onPick,
}: {
  options: QuickCheckOption[];
  chosen: OptionLetter | null;
  onPick?: (letter: OptionLetter) => void;
}) {
  const { t } = useI18n();
  const [picked, setPicked] = useState<OptionLetter | null>(null);
  const answer = picked ?? chosen;
  if (!onPick) {
    return (
      <ol className="my-3 flex flex-col gap-2" aria-label={t('Options')}>
        {options.map((o) => (
          <li
            key={o.letter}
            className={`${OPTION_BOX} ${o.letter === answer ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`}
          >
            <OptionContent option={o} chosen={o.letter === answer} />
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div role="group" aria-label={t('Options: tap one to answer')} className="my-3 flex flex-col gap-2">
      {options.map((o) => (
        <button
          key={o.letter}
          type="button"
          aria-label={`${o.letter}) ${o.text}`}
          aria-pressed={o.letter === answer}
          disabled={answer !== null}
          onClick={() => {
            setPicked(o.letter);
            onPick(o.letter);
          }}
          className={`${OPTION_BOX} ${o.letter === answer ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white hover:border-brand-600 hover:bg-brand-50 disabled:opacity-60'}`}
        >
          <OptionContent option={o} chosen={o.letter === answer} />
        </button>
      ))}
    </div>
  );
}
