import { describe, expect, it } from 'vitest';
import type { StoredQuestion } from '../../db/schema.ts';
import { chapterMastery, MASTERY_DECAY } from './mastery.ts';

const q = (chapter: number, answer: 'A' | 'B' = 'A'): StoredQuestion => ({
  mcq: `Q on ${chapter}`,
  options: { A: 'a', B: 'b', C: 'c', D: 'd' },
  answer,
  explanation: 'why',
  book: 'dataEntry',
  chapter,
  chapterTitle: `Chapter ${chapter}`,
});

describe('chapter mastery', () => {
  it('is correct over asked per chapter, recent attempts weighing more', () => {
    const newest = { questions: [q(3), q(3), q(4)], answers: { '1': 'A', '2': 'A', '3': 'B' } };
    const older = { questions: [q(3), q(3)], answers: { '1': 'B', '2': 'B' } };
    const figures = chapterMastery([newest, older]);
    const three = figures.find((f) => f.chapter.number === 3)!;
    expect(three).toMatchObject({ asked: 4, correct: 2 });
    // 2 right now (weight 1) and 2 wrong before (weight 0.7): 2 / 3.4, more than a plain 2 / 4.
    expect(three.mastery).toBeCloseTo(2 / (2 + 2 * MASTERY_DECAY));
    expect(figures.find((f) => f.chapter.number === 4)).toMatchObject({ asked: 1, correct: 0, mastery: 0 });
  });

  it('skips attempts not yet answered', () => {
    expect(chapterMastery([{ questions: [q(1)], answers: null }])).toEqual([]);
  });
});
