import type { FlashcardSet } from '@vidya/contract';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../i18n/i18n.ts';
import { useSwipe } from '../hooks/use-swipe.ts';
import { CardText } from './card-text.tsx';
import { ChapterLink } from './chapter-link.tsx';
import { FlipCard } from './flip-card.tsx';

/** Keys the deck answers to, when the focus is not on a control that has its own use for them. */
const OWN_KEYS = new Set(['BUTTON', 'A', 'INPUT', 'TEXTAREA', 'SELECT']);

/**
 * One set's cards, one at a time: flip, Previous / '(i/N) Show Back' / Next, swipe on a phone,
 * Space and the arrow keys on a keyboard; Preview Set lists every question and answer.
 */
export function CardDeck({ set }: { set: FlashcardSet }) {
  const { t, formatNumber } = useI18n();
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [preview, setPreview] = useState(false);
  const count = set.flashcards.length;
  const card = set.flashcards[Math.min(index, count - 1)];
  const go = (to: number) => {
    if (to < 0 || to >= count) return;
    setIndex(to);
    setFlipped(false);
  };
  const swipe = useSwipe(() => go(index - 1), () => go(index + 1));

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(index - 1);
    else if (e.key === 'ArrowRight') go(index + 1);
    else if (e.key === ' ' && !OWN_KEYS.has((e.target as HTMLElement).tagName)) setFlipped((f) => !f);
    else return;
    e.preventDefault();
  };

  if (!card) return null;
  return (
    // The deck takes the keys while the focus is anywhere inside it (tabIndex lets a click put it there).
    <div tabIndex={-1} onKeyDown={onKeyDown} className="flex flex-col gap-3 outline-none">
      <div {...swipe}>
        <FlipCard front={card.question} back={card.answer} flipped={flipped} onFlip={() => setFlipped((f) => !f)} />
      </div>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        <Button variant="secondary" disabled={index === 0} onClick={() => go(index - 1)}>
          {t('Previous')}
        </Button>
        <Button variant="primary" onClick={() => setFlipped((f) => !f)} aria-live="polite">
          {flipped ? t('Show Front') : t('({index}/{count}) Show Back', { index: formatNumber(index + 1), count: formatNumber(count) })}
        </Button>
        <Button variant="secondary" disabled={index === count - 1} onClick={() => go(index + 1)}>
          {t('Next')}
        </Button>
      </div>
      <ChapterLink chapter={card.chapter} />
      <Button variant="ghost" aria-expanded={preview} onClick={() => setPreview((p) => !p)} className="self-start">
        {preview ? t('Hide Preview') : t('Preview Set')}
      </Button>
      {preview && (
        <ol aria-label={t('Preview')} className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3 text-sm">
          {set.flashcards.map((c, i) => (
            <li key={c._id}>
              <p className="font-semibold text-slate-900">
                {t('Q{number}:', { number: formatNumber(i + 1) })} <CardText text={c.question} />
              </p>
              <p className="text-slate-700">
                <CardText text={c.answer} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
