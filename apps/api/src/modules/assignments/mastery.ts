import type { ChapterRef } from '../../tutor/types.ts';
import type { StoredQuestion } from '../../db/schema.ts';

/** How much less each older attempt counts than the one after it. */
export const MASTERY_DECAY = 0.7;

export interface ChapterMasteryFigure {
  chapter: ChapterRef;
  asked: number;
  correct: number;
  /** Correct over asked, each attempt weighted by MASTERY_DECAY to the power of how many came after it. */
  mastery: number;
}

interface Attempt {
  questions: StoredQuestion[];
  answers: Record<string, string> | null;
}

/** Per-chapter mastery from scored attempts given newest first. */
export function chapterMastery(attempts: Attempt[]): ChapterMasteryFigure[] {
  const tallies = new Map<
    string,
    ChapterMasteryFigure & { weightedAsked: number; weightedCorrect: number }
  >();
  attempts.forEach((attempt, age) => {
    if (!attempt.answers) return;
    const weight = MASTERY_DECAY ** age;
    attempt.questions.forEach((q, i) => {
      const chapter = { book: q.book, number: q.chapter, title: q.chapterTitle } as ChapterRef;
      const key = `${q.book}:${q.chapter}`;
      const t =
        tallies.get(key) ??
        tallies
          .set(key, { chapter, asked: 0, correct: 0, mastery: 0, weightedAsked: 0, weightedCorrect: 0 })
          .get(key)!;
      const right = attempt.answers?.[String(i + 1)] === q.answer;
      t.asked += 1;
      t.weightedAsked += weight;
      if (right) {
        t.correct += 1;
        t.weightedCorrect += weight;
      }
    });
  });
  return [...tallies.values()].map(({ weightedAsked, weightedCorrect, ...t }) => ({
    ...t,
    mastery: weightedCorrect / weightedAsked,
  }));
}
