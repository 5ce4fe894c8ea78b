import { FLASHCARD_ANSWER_MAX_WORDS } from '@vidya/contract';

/** What a card must have to be checked: its two faces. */
export interface CardFaces {
  question: string;
  answer: string;
}

export type DefectKind =
  | 'empty'
  | 'cut-off'
  | 'ends-at-colon'
  | 'broken-math'
  | 'broken-code'
  | 'markup'
  | 'example-without-working'
  | 'too-long'
  | 'duplicate-question'
  | 'duplicate-answer';

export interface FlashcardDefect {
  /** The card's index in the set. */
  card: number;
  kind: DefectKind;
}

/** "About 25 words": a few more are fine; a formula or a code span counts as one word. */
export const CARD_ANSWER_MAX_WORDS = FLASHCARD_ANSWER_MAX_WORDS + 5;

const MATH_OR_CODE = /\$\$[^$]*\$\$|\$[^$]*\$|`[^`]*`/g;
/** A last word that leaves the sentence hanging: '… such as', '… and the'; in Hindi '… और', '… जैसे', '… के'. */
const DANGLING_END =
  /\b(?:and|or|the|a|an|of|to|for|with|such as|as|in|on|by|from|that|which|is|are|like|including)$|(?:^|\s)(?:और|या|तथा|एवं|व|का|की|के|को|से|में|पर|ने|कि|जो|जैसे|जैसे कि|यानी|अर्थात|लिए)$/i;

/**
 * Hindi's case markers and auxiliaries ('घर में', 'करता है'): written apart, but read with the word
 * before them, as English's endings and '-s' are; a Hindi answer is not longer for them.
 */
const HINDI_CLITIC = /^(?:का|की|के|को|में|से|पर|ने|तक|है|हैं|था|थी|थे|हो|हुआ|हुई|हुए)[।,;:.!?"'”’)]*$/;

/** Words of an answer, a formula or a code span counting as one (and a Hindi case marker as part of its word). */
export const cardWords = (text: string) =>
  text
    .replace(MATH_OR_CODE, ' X ')
    .split(/\s+/)
    .filter((w, i, all) => w && !(i > 0 && all[i - 1] && HINDI_CLITIC.test(w))).length;

/** Unescaped dollar signs, outside code spans. */
const dollars = (text: string) => (text.replace(/`[^`]*`/g, '').match(/(?<!\\)\$/g) ?? []).length;

/** Math cut off or shown raw: an odd number of $, braces that do not close, a LaTeX command outside $…$. */
function brokenMath(text: string): boolean {
  const withoutCode = text.replace(/`[^`]*`/g, '');
  if (dollars(withoutCode) % 2) return true;
  const spans = withoutCode.match(/\$\$[^$]*\$\$|\$[^$]*\$/g) ?? [];
  if (spans.some((s) => (s.match(/(?<!\\)\{/g) ?? []).length !== (s.match(/(?<!\\)\}/g) ?? []).length))
    return true;
  return /\\[a-zA-Z]{2,}/.test(withoutCode.replace(/\$\$[^$]*\$\$|\$[^$]*\$/g, ''));
}

function faceDefects(text: string): DefectKind[] {
  const t = text.trim();
  if (!t) return ['empty'];
  const out: DefectKind[] = [];
  const plain = t.replace(MATH_OR_CODE, 'X');
  if (/(?:…|\.\.\.)["'”’)]*$/.test(t) || /[,;–—-]$/.test(plain) || DANGLING_END.test(plain))
    out.push('cut-off');
  if (/:$/.test(plain)) out.push('ends-at-colon');
  if (brokenMath(t)) out.push('broken-math');
  if ((t.replace(/```/g, '').match(/`/g) ?? []).length % 2) out.push('broken-code');
  if (/\*\*|__|\]\(|^#{1,6}\s/.test(t)) out.push('markup');
  return out;
}

/** A worked example's answer with figures must show how they are reached ('=' or a formula), not only the setting. */
const exampleWithoutWorking = (c: CardFaces) =>
  /\bexample\b|उदाहरण/i.test(c.question) && /\d/.test(c.answer) && !/=|\\(?:times|div|frac)/.test(c.answer);

/** The problems of one card, on its own. */
function cardDefects(c: CardFaces): DefectKind[] {
  const out = new Set<DefectKind>([...faceDefects(c.question), ...faceDefects(c.answer)]);
  if (exampleWithoutWorking(c)) out.add('example-without-working');
  if (cardWords(c.answer) > CARD_ANSWER_MAX_WORDS) out.add('too-long');
  return [...out];
}

/** Letters (with Devanagari's vowel signs) and digits of any script: the words two texts are compared by. */
const NOT_A_WORD = /[^\p{L}\p{M}\p{N}]+/gu;
/** Questions alike once case, punctuation, quotes and a bracketed expansion ('RAM (Random Access Memory)') are set aside. */
const questionKey = (q: string) =>
  q
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(NOT_A_WORD, ' ')
    .trim();
const answerKey = (a: string) => a.toLowerCase().replace(NOT_A_WORD, ' ').trim();

/**
 * Every defect of a set: an answer cut off (mid-sentence, at a colon, with '…'), math or code cut
 * or shown raw, markdown left in, a worked example without its working, an answer too long for a
 * card, and a card that repeats an earlier one's question or answer. Used by both makers (offline
 * and model) to drop such cards, and by the practice checks.
 */
export function flashcardDefects(cards: readonly CardFaces[]): FlashcardDefect[] {
  const questions = new Set<string>();
  const answers = new Set<string>();
  const out: FlashcardDefect[] = [];
  cards.forEach((c, card) => {
    for (const kind of cardDefects(c)) out.push({ card, kind });
    const q = questionKey(c.question);
    const a = answerKey(c.answer);
    if (questions.has(q)) out.push({ card, kind: 'duplicate-question' });
    if (answers.has(a)) out.push({ card, kind: 'duplicate-answer' });
    questions.add(q);
    answers.add(a);
  });
  return out;
}

/** The cards in order without those the checker finds defective (a repeat loses to the earlier card). */
export function soundCards<T extends CardFaces>(cards: readonly T[]): T[] {
  const kept: T[] = [];
  // One at a time, so a card that repeats a dropped (defective) one is kept. Sets are a few dozen cards.
  for (const card of cards)
    if (!flashcardDefects([...kept, card]).some((d) => d.card === kept.length)) kept.push(card);
  return kept;
}
