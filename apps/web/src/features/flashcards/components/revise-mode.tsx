import type { DueCard, ReviewRating } from '@vidya/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useI18n } from '../../../i18n/i18n.ts';
import { useDueCards } from '../api/get-due-cards.ts';
import { useRateCard } from '../api/rate-card.ts';
import { useUndoReview } from '../api/undo-review.ts';
import { intervalLabel } from '../lib/interval.ts';
import { ChapterLink } from './chapter-link.tsx';
import { FlipCard } from './flip-card.tsx';

/**
 * Revise: the cards due today across all the student's sets, scheduled by the server (FSRS). The
 * student turns the card, then answers Forgot or Got it, each showing when the card comes back.
 */
export function ReviseMode() {
  const { t, translate, plural } = useI18n();
  const due = useDueCards();
  const rate = useRateCard();
  const undo = useUndoReview();
  const [flippedId, setFlippedId] = useState<string | null>(null);
  const [error, setError] = useState(false);
  const busy = rate.isPending || undo.isPending || due.isFetching;

  if (due.isPending) return <Spinner label={t('Loading...')} />;
  if (due.isError) return <p className="p-2 text-sm text-slate-700">{t('Could not load the cards due. Please try again.')}</p>;

  const card: DueCard | undefined = due.data.cards[0];
  const answer = (rating: ReviewRating) => {
    if (!card) return;
    setError(false);
    rate.mutate({ cardId: card._id, rating }, { onSuccess: () => setFlippedId(null), onError: () => setError(true) });
  };
  const undoButton = due.data.canUndo && (
    <Button variant="ghost" disabled={busy} onClick={() => undo.mutate(undefined, { onSuccess: () => setFlippedId(null), onError: () => setError(true) })}>
      {t('Undo last answer')}
    </Button>
  );

  return (
    <section aria-label={t('Revise')} className="flex flex-col gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        {plural(due.data.dueCount, { one: '{count} card due today', other: '{count} cards due today' })}
      </p>
      {card ? (
        <>
          <p className="text-xs font-medium text-slate-500">{translate(card.setName)}</p>
          {/* With the answer showing, the question stays in sight above it. */}
          {flippedId === card._id && <p className="text-sm font-semibold text-slate-900">{card.question}</p>}
          <FlipCard front={card.question} back={card.answer} flipped={flippedId === card._id} onFlip={() => setFlippedId(flippedId === card._id ? null : card._id)} />
          {flippedId === card._id ? (
            <div className="grid grid-cols-2 gap-2">
              <Button variant="secondary" disabled={busy} onClick={() => answer('forgot')} className="flex-col !gap-0">
                {t('Forgot')} <span className="text-xs font-normal">{t('again in {interval}', { interval: intervalLabel(card.next.forgot) })}</span>
              </Button>
              <Button variant="primary" disabled={busy} onClick={() => answer('gotIt')} className="flex-col !gap-0">
                {t('Got it')} <span className="text-xs font-normal">{t('next in {interval}', { interval: intervalLabel(card.next.gotIt) })}</span>
              </Button>
            </div>
          ) : (
            <Button onClick={() => setFlippedId(card._id)}>{t('Show answer')}</Button>
          )}
          <ChapterLink chapter={card.chapter} />
        </>
      ) : (
        <p className="rounded-lg bg-green-50 p-3 text-sm text-green-900">{t('No cards due today. Well done! Come back tomorrow.')}</p>
      )}
      {error && <p role="alert" className="text-sm text-red-700">{t('That did not reach the server. Please try again.')}</p>}
      {undoButton}
    </section>
  );
}
