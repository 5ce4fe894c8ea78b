import { all, asWords, fill, section } from '../language/index.ts';
import { keyTerms } from './text.ts';

/**
 * What kind of answer a question wants, from its wording alone: the steps ('how do I…', 'kaise'),
 * a comparison ('difference between X and Y', 'X vs Y'), or an explanation. Retrieval prefers
 * sections that fit (steps; both sides of a comparison) and the composer picks blocks by it.
 */
export type QuestionShape =
  | { kind: 'how-to' }
  | { kind: 'difference'; sides: [string[], string[]] }
  | { kind: 'concept' };

const HOW_TO = new RegExp(asWords(all((l) => l.howTo)), 'i');

const difference = section((l) => l.difference);
/** The two things compared, as they are written: 'difference between X and Y', 'X vs Y', 'X or Y, which…'. */
const SIDES: RegExp[] = difference.sentences.map((sentence) => new RegExp(fill(sentence, difference), 'i'));

/** The shape of a question (already in the notes' English: Hinglish mapped, spelling corrected). */
export function questionShape(question: string): QuestionShape {
  const text = question.trim();
  for (const pattern of SIDES) {
    const m = pattern.exec(text);
    if (!m) continue;
    // Words both sides share ('control total' and 'hash total') tell them apart from nothing.
    const [a, b] = [keyTerms(trimLead(m[1]!)), keyTerms(m[2]!)];
    const sides: [string[], string[]] = [a.filter((t) => !b.includes(t)), b.filter((t) => !a.includes(t))];
    if (sides[0].length && sides[1].length) return { kind: 'difference', sides };
  }
  if (HOW_TO.test(text)) return { kind: 'how-to' };
  return { kind: 'concept' };
}

/** 'What is the difference between X' → 'X': the words before the first side are not part of it. */
const trimLead = (s: string) => s.replace(/^.*\b(?:between|is|are)\s+/i, '');
