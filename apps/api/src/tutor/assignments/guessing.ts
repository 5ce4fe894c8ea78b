import { OPTION_LETTERS, type BankQuestion } from '@vidya/contract';
import { itemProblems } from './gate.ts';

/**
 * The expected score of always picking the option whose length ranks `rank` (0 the longest, 3 the
 * shortest) on one question; options of the same length share the chance.
 */
export function rankPickScore(q: BankQuestion, rank: number): number {
  const lengths = OPTION_LETTERS.map((l) => (q.options[l] ?? '').trim().length);
  const target = [...lengths].sort((a, b) => b - a)[rank];
  const chosen = OPTION_LETTERS.filter((_, i) => lengths[i] === target);
  return chosen.includes(q.answer) ? 1 / chosen.length : 0;
}

/** What a student who knows nothing scores on a set of questions with each blind strategy (shares 0-1). */
export interface GuessingScores {
  questions: number;
  /** Always the longest option (ties share the chance). */
  longest: number;
  /** Always the shortest: a rewrite must not just move the tell. */
  shortest: number;
  /** The best of 'always the option of length rank r' for every r (second longest, …). */
  anyLengthRank: number;
  /** The best single letter's share of keys. */
  sameLetter: number;
  /** Items the assignment gate refuses. */
  gateFailures: number;
}

export function guessingScores(questions: BankQuestion[]): GuessingScores {
  const n = questions.length || 1;
  const byRank = [0, 1, 2, 3].map((r) => questions.reduce((s, q) => s + rankPickScore(q, r), 0) / n);
  const sameLetter = Math.max(...OPTION_LETTERS.map((l) => questions.filter((q) => q.answer === l).length)) / n;
  const gateFailures = questions.filter(
    (q) => itemProblems({ mcq: q.question, options: q.options, answer: q.answer, explanation: q.explanation }).length > 0,
  ).length;
  return { questions: questions.length, longest: byRank[0]!, shortest: byRank[3]!, anyLengthRank: Math.max(...byRank), sameLetter, gateFailures };
}
