import type { ReviewRating } from '@vidya/contract';
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card } from 'ts-fsrs';
import type { StoredFsrsState } from '../../db/schema.ts';

/** FSRS with its default weights and the desired retention of 0.9 (no fuzz: the preview is the result). */
const scheduler = fsrs(generatorParameters({ request_retention: 0.9, enable_fuzz: false }));
const GRADE = { forgot: Rating.Again, gotIt: Rating.Good } as const;

interface StoredCard {
  due: Date;
  fsrs: StoredFsrsState | null;
}

function toCard(stored: StoredCard): Card {
  if (!stored.fsrs) return createEmptyCard(stored.due);
  const { last_review, ...state } = stored.fsrs;
  return { ...state, due: stored.due, ...(last_review ? { last_review: new Date(last_review) } : {}) };
}

const toStored = (card: Card): { due: Date; fsrs: StoredFsrsState } => ({
  due: card.due,
  fsrs: {
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.last_review?.toISOString() ?? null,
  },
});

/** The card's state after answering `rating` at `now`, from its stored state only. */
export const schedule = (stored: StoredCard, rating: ReviewRating, now: Date) => toStored(scheduler.next(toCard(stored), now, GRADE[rating]).card);

/** When the card would next be due after each answer. */
export function preview(stored: StoredCard, now: Date): Record<ReviewRating, Date> {
  return { forgot: schedule(stored, 'forgot', now).due, gotIt: schedule(stored, 'gotIt', now).due };
}
