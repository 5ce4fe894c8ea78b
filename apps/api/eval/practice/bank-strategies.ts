// How far a student gets in the question banks without knowing anything: always picking the longest
// option, or always the same letter. Prints per course and chapter; `--json` for machines.
//   node --import tsx apps/api/eval/practice/bank-strategies.ts [--json] [--list]
import { OPTION_LETTERS } from '@vidya/contract';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '../../src/content/load-content.ts';
import { itemProblems } from '../../src/tutor/assignments/gate.ts';

interface BankQuestion {
  question: string;
  options: Record<string, string>;
  answer: string;
  explanation: string;
}

/**
 * The expected score of always picking the option whose length ranks `rank` (0 the longest, 3 the
 * shortest) on one question; options of the same length share the chance.
 */
export function rankPickScore(q: BankQuestion, rank: number): number {
  const lengths = OPTION_LETTERS.map((l) => (q.options[l] ?? '').trim().length);
  const target = [...lengths].sort((a, b) => b - a)[rank];
  const chosen = OPTION_LETTERS.filter((_, i) => lengths[i] === target);
  return chosen.includes(q.answer as (typeof OPTION_LETTERS)[number]) ? 1 / chosen.length : 0;
}
export const longestPickScore = (q: BankQuestion) => rankPickScore(q, 0);

export interface StrategyScores {
  questions: number;
  /** Share of questions 'always the longest' gets right (expected, ties shared). */
  longest: number;
  /** Likewise 'always the shortest' (a rewrite must not just move the tell). */
  shortest: number;
  /** The best of 'always the option of length rank r' for every r (second longest, …). */
  anyLengthRank: number;
  /** The best single letter's share of keys. */
  sameLetter: number;
  gateFailures: number;
}

export function strategyScores(questions: BankQuestion[]): StrategyScores {
  const n = questions.length || 1;
  const byRank = [0, 1, 2, 3].map((r) => questions.reduce((s, q) => s + rankPickScore(q, r), 0) / n);
  const [longest = 0, , , shortest = 0] = byRank;
  const anyLengthRank = Math.max(...byRank);
  const sameLetter = Math.max(...OPTION_LETTERS.map((l) => questions.filter((q) => q.answer === l).length)) / n;
  const gateFailures = questions.filter(
    (q) => itemProblems({ mcq: q.question, options: q.options, answer: q.answer, explanation: q.explanation } as never).length > 0,
  ).length;
  return { questions: questions.length, longest, shortest, anyLengthRank, sameLetter, gateFailures };
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const content = loadContent(join(fileURLToPath(new URL('.', import.meta.url)), '../../../../content'));
  const all: BankQuestion[] = [];
  const rows: Record<string, StrategyScores> = {};
  for (const course of Object.values(content.courses)) {
    const mine: BankQuestion[] = [];
    for (const ch of course.chapters) {
      const qs = ch.questions as BankQuestion[];
      mine.push(...qs);
      rows[`${course.bot} ch${ch.number}`] = strategyScores(qs);
      if (process.argv.includes('--list'))
        for (const q of qs)
          if (longestPickScore(q) > 0) console.log(`${course.bot} ch${ch.number} [${q.answer}] ${q.question.slice(0, 70)}`);
    }
    rows[course.bot] = strategyScores(mine);
    all.push(...mine);
  }
  rows.all = strategyScores(all);
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  else
    for (const [name, r] of Object.entries(rows))
      console.log(`${name.padEnd(24)} ${String(r.questions).padStart(4)} questions  longest ${pct(r.longest).padStart(7)}  shortest ${pct(r.shortest).padStart(7)}  any rank ${pct(r.anyLengthRank).padStart(7)}  same letter ${pct(r.sameLetter).padStart(7)}  gate failures ${r.gateFailures}`);
}
