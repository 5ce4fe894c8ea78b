// How far a student gets in the question banks without knowing anything: always the option of one
// length rank (the longest, the second longest, …) or always the same letter. Per course and chapter.
//   node --import tsx apps/api/eval/practice/bank-strategies.ts [--json]
import type { BankQuestion } from '@vidya/contract';
import { fileURLToPath } from 'node:url';
import { loadContent } from '../../src/content/load-content.ts';
import { guessingScores, type GuessingScores } from '../../src/tutor/assignments/guessing.ts';

const pct = (x: number) => `${(100 * x).toFixed(1)} %`.padStart(7);

const content = loadContent(fileURLToPath(new URL('../../../../content', import.meta.url)));
const rows: Record<string, GuessingScores> = {};
const all: BankQuestion[] = [];
for (const course of Object.values(content.courses)) {
  const mine = course.chapters.flatMap((ch) => ch.questions);
  for (const ch of course.chapters) rows[`${course.bot} ch${ch.number}`] = guessingScores(ch.questions);
  rows[course.bot] = guessingScores(mine);
  all.push(...mine);
}
rows.all = guessingScores(all);
if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
else
  for (const [name, r] of Object.entries(rows))
    console.log(
      `${name.padEnd(24)} ${String(r.questions).padStart(4)} questions  longest ${pct(r.longest)}  shortest ${pct(r.shortest)}  any rank ${pct(r.anyLengthRank)}  same letter ${pct(r.sameLetter)}  gate failures ${r.gateFailures}`,
    );
