import type { BankQuestion } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { guessingScores, rankPickScore } from './guessing.ts';

const q = (options: [string, string, string, string], answer: BankQuestion['answer']): BankQuestion => ({
  question: 'Which one?',
  options: { A: options[0], B: options[1], C: options[2], D: options[3] },
  answer,
  explanation: 'Because.',
});

describe('guessing scores', () => {
  it('scores picking by length rank, ties sharing the chance', () => {
    const longKey = q(['the long right answer', 'no', 'nope', 'not it'], 'A');
    expect(rankPickScore(longKey, 0)).toBe(1);
    expect(rankPickScore(longKey, 3)).toBe(0);
    const tied = q(['aaaa', 'bbbb', 'cc', 'd'], 'B');
    expect(rankPickScore(tied, 0)).toBe(0.5);
    expect(rankPickScore(tied, 1)).toBe(0.5);
  });

  it('finds a tell at any rank and in the letters', () => {
    // The key is always the second longest and always C.
    const set = Array.from({ length: 8 }, () => q(['much the longest option', 'short', 'the key text', 'tiny'], 'C'));
    const s = guessingScores(set);
    expect(s.longest).toBe(0);
    expect(s.anyLengthRank).toBe(1);
    expect(s.sameLetter).toBe(1);
  });
});
