import { useI18n } from '../../../i18n/i18n.ts';
import { CardText, spokenCardText } from './card-text.tsx';

/**
 * A card that turns over (300 ms, spec section 9): the question on the front, the answer on the back.
 * It is a button, so a tap, Enter or Space turns it; the hidden face is hidden from screen readers.
 */
export function FlipCard({ front, back, flipped, onFlip }: { front: string; back: string; flipped: boolean; onFlip(): void }) {
  const { t } = useI18n();
  const face = 'absolute inset-0 flex items-center justify-center overflow-y-auto rounded-xl border p-5 text-center [backface-visibility:hidden]';
  return (
    <button
      type="button"
      onClick={onFlip}
      aria-label={flipped ? t('Answer: {text}', { text: spokenCardText(back) }) : t('Question: {text}', { text: spokenCardText(front) })}
      title={t('Turn the card over')}
      className="group block h-52 w-full rounded-xl [perspective:1000px] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:h-60"
    >
      <span
        className={`relative block h-full w-full transition-transform duration-300 [transform-style:preserve-3d] motion-reduce:transition-none ${flipped ? '[transform:rotateY(180deg)]' : ''}`}
        data-testid="flip-card"
        data-flipped={flipped}
      >
        <span aria-hidden={flipped} className={`${face} border-slate-200 bg-white text-lg font-semibold text-slate-900 shadow-sm`}>
          <span>
            <CardText text={front} />
          </span>
        </span>
        <span aria-hidden={!flipped} className={`${face} border-brand-100 bg-brand-50 text-base text-slate-900 [transform:rotateY(180deg)]`}>
          <span>
            <CardText text={back} />
          </span>
        </span>
      </span>
    </button>
  );
}
