import { FLASHCARD_ANSWER_MAX_WORDS, FLASHCARDS_PER_SET, type CardChapter } from '@vidya/contract';
import type { Chapter, Content } from '../../content/load-content.ts';
import type { Block } from '../grounding/blocks.ts';
import { listItems } from '../grounding/blocks.ts';
import { keyTerms } from '../grounding/text.ts';
import {
  NothingToStudyError,
  type Flashcard,
  type FlashcardMaker,
  type Passage,
  type Retriever,
} from '../types.ts';
import { CARD_ANSWER_MAX_WORDS, cardWords, soundCards } from './defects.ts';
import {
  cardChapterOf,
  gatherMaterial,
  nameFromChapters,
  NOTHING_TO_CARD,
  NOTHING_TO_STUDY,
} from './material.ts';

/**
 * '**HyperText** means text with links…', 'A **protocol** is a set of rules…', '**HTML** (HyperText
 * Markup Language) is the language…': a term defined in the notes' own words, at the start of a line.
 */
const BOLD_DEFINITION =
  /^\s*(?:[-*+]\s+)?(?:(?:A|An|The)\s+)?\*\*([^*\n]{2,60}?)\*\*\s*(?:\([^)]*\)\s*)?(?:means\s+|(?:is|are)\s+(?=(?:a|an|the|any|one|each|how|when|where|what)\s))(\S.{8,})$/;
const EXAMPLE_PREFIX = /^\s*(\*\*)?(worked )?(examples?|for example)(\s+\d+)?\s*:?\s*(\*\*)?\s*:?\s*/i;
/** A shortening of a too-long sentence that keeps it whole: its trailing list of examples ('…, such as a, b or c'). */
const TRAILING_EXAMPLES =
  /,\s*(?:such as|for example|e\.g\.|like|including)\s(?![^;:]*,\s*(?:that|which|so|but|and then|to|where|when)\b)[^;:]*$/i;
const ABBREVIATION_END = /\b(?:e\.g|i\.e|etc|Rs|No|Dr|Mr|Mrs|Ms|vs|approx)\.$/i;
/** A formula or code span, kept whole while sentences are found. */
const MATH_OR_CODE = /\$\$[^$]*\$\$|\$[^$]*\$|`[^`]*`/g;

/** Markdown as a card shows it: bold and links as plain words; formulas ($…$) and code (`…`) as written. */
const cardText = (markdown: string) =>
  markdown
    .replace(/\*\*|__/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/** The sentences of a text, never cut inside a formula or a code span, nor after 'e.g.'. */
export function sentences(text: string): string[] {
  const kept: string[] = [];
  const masked = text.replace(MATH_OR_CODE, (m) => `\uE000${kept.push(m) - 1}\uE001`);
  const pieces = masked.split(/(?<=[.!?]["'”’)]*)\s+(?=["'“‘(]?[A-Z0-9\uE000])/);
  const out: string[] = [];
  for (const piece of pieces) {
    const last = out.length - 1;
    if (last >= 0 && ABBREVIATION_END.test(out[last]!)) out[last] += ` ${piece}`;
    else out.push(piece);
  }
  return out
    .map((s) => s.replace(/\uE000(\d+)\uE001/g, (_, i: string) => kept[Number(i)]!).trim())
    .filter(Boolean);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A sentence ends with its stop; a display formula ($$…$$) ends it on its own. */
const withFullStop = (text: string) => (/[.!?]["'”’)]*$|\$\$$/.test(text) ? text : `${text}.`);

/**
 * A card's answer from a definition: its first whole sentence, shortened only by its trailing
 * examples ('…, such as …'), never cut. A sentence that leads into a formula ('…considered:') takes
 * the formula with it. Null when no whole sentence fits on a card.
 */
export function wholeAnswer(markdown: string, next?: Block): string | null {
  let sentence = sentences(cardText(markdown))[0];
  if (!sentence) return null;
  if (sentence.endsWith(':')) {
    if (next?.kind !== 'math') return null;
    sentence = `${sentence} ${cardText(next.markdown)}`;
  }
  if (cardWords(sentence) > FLASHCARD_ANSWER_MAX_WORDS) sentence = sentence.replace(TRAILING_EXAMPLES, '');
  if (cardWords(sentence) > CARD_ANSWER_MAX_WORDS) return null;
  return capitalised(withFullStop(sentence.replace(/[,;]\s*$/, '')));
}

/** Kept for the assignment's mistakes set: the first sentence, as whole as the card allows. */
export function shortAnswer(markdown: string): string {
  const plain = cardText(markdown.replace(/`/g, ''));
  return wholeAnswer(plain) ?? sentences(plain)[0] ?? plain;
}

const termQuestion = (term: string) => `What does “${term.trim()}” mean?`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** 'Operating system (OS)' is used where the section says 'operating system'. */
const termUsed = (term: string, text: string) =>
  new RegExp(`\\b${escapeRegExp(term.replace(/\s*\(.*\)/, ''))}\\b`, 'i').test(text);

/** Figures worked out: a formula, or '=' in the text. */
const shows = (text: string) => /\$|=/.test(text);

/**
 * A worked example as a card: its setting on the front, its working on the back ('Standard words:
 * $1800 \div 5 = 360$; Gross WPM: …'), formulas as written. Null for an example without working
 * (a story, code, a table): its figures alone would not teach the method.
 */
function exampleCard(p: Passage, at: number): Pick<Flashcard, 'question' | 'answer'> | null {
  const said = sentences(cardText(p.blocks[at]!.markdown.replace(EXAMPLE_PREFIX, '')));
  const setting = said.filter((s, i) => said.slice(0, i + 1).every((t) => !shows(t)));
  const working = said.slice(setting.length);
  // Its steps ('1. Standard words: $1800 \div 5 = 360$'), as one line; a table or code after it is not working.
  const steps =
    p.blocks[at + 1]?.example && p.blocks[at + 1]!.kind === 'steps'
      ? listItems(p.blocks[at + 1]!).map(cardText)
      : [];
  if (steps.length) working.push(withFullStop(steps.map((s) => s.replace(/[.;]$/, '')).join('; ')));
  if (!setting.length || !working.length || !working.every(shows)) return null;
  const answer = withFullStop(working.join(' '));
  if (cardWords(answer) > CARD_ANSWER_MAX_WORDS) return null;
  return { question: `Worked example (${p.heading}): ${setting.join(' ')} How is it worked out?`, answer };
}

/**
 * Share of a bank question's words (its stem and options) the section must use for the question to
 * be on its topic; a little less for a section that gives no other card (a how-to, a list of tips).
 */
const BANK_QUESTION_IN_SECTION = 0.6;
const BANK_QUESTION_IN_BARE_SECTION = 0.45;

/**
 * The chapter's bank questions on this section's topic, as cards: the question, and the right
 * option with the reason when both fit on a card ('60 WPM. 1,500 ÷ 5 = 300 standard words; …').
 */
function bankCards(
  p: Passage,
  chapter: Chapter | undefined,
  share: number,
): Pick<Flashcard, 'question' | 'answer'>[] {
  const sectionTerms = new Set(p.blocks.flatMap((b) => [...b.terms]));
  return (chapter?.questions ?? []).flatMap((q) => {
    const own = new Set(keyTerms(`${q.question} ${Object.values(q.options).join(' ')}`));
    const inSection = [...own].filter((t) => sectionTerms.has(t)).length / Math.max(own.size, 1);
    if (inSection < share) return [];
    const right = withFullStop(cardText(q.options[q.answer]));
    const withReason = `${right} ${withFullStop(cardText(q.explanation))}`;
    return [
      {
        question: cardText(q.question),
        answer: cardWords(withReason) <= CARD_ANSWER_MAX_WORDS ? withReason : right,
      },
    ];
  });
}

/** A section's cards: the terms its heading names, its worked examples, the other terms it uses, its bank questions, its own definitions. */
function sectionCards(p: Passage, chapter: Chapter | undefined, ref: CardChapter | null): Flashcard[] {
  const card = (c: Pick<Flashcard, 'question' | 'answer'>): Flashcard => ({
    ...c,
    chapter: ref,
    source: p.ref,
  });
  const terms = (chapter?.keyTerms ?? []).filter((t) => termUsed(t.term, `${p.heading}\n${p.text}`));
  const keyTermCards = (named: boolean) =>
    terms
      .filter((t) => termUsed(t.term, p.heading) === named)
      .flatMap((t) => {
        const answer = wholeAnswer(t.definition);
        return answer ? [card({ question: termQuestion(t.term), answer })] : [];
      });
  const examples: Flashcard[] = [];
  const defined: Flashcard[] = [];
  p.blocks.forEach((b, i) => {
    if (b.example && b.kind === 'paragraph') {
      const made = exampleCard(p, i);
      if (made) examples.push(card(made));
    } else if (b.kind === 'paragraph' || b.kind === 'list') {
      for (const line of b.markdown.split('\n')) {
        const m = BOLD_DEFINITION.exec(line);
        const answer = m && wholeAnswer(m[2]!, p.blocks[i + 1]);
        if (m && answer) defined.push(card({ question: termQuestion(m[1]!), answer }));
      }
    }
  });
  const others = [...keyTermCards(true), ...examples, ...keyTermCards(false)];
  const share = others.length || defined.length ? BANK_QUESTION_IN_SECTION : BANK_QUESTION_IN_BARE_SECTION;
  return [...others, ...bankCards(p, chapter, share).map(card), ...defined];
}

/** One card from each list in turn: every section the chat cited gets cards, the first list's first. */
function takeInTurn<T>(lists: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++)
    for (const l of lists) if (i < l.length) out.push(l[i]!);
  return out;
}

/**
 * Cards without a model, only from the sections the conversation cited, the one asked about last
 * first: the chapters' key terms each section uses, the terms it defines, its worked examples with
 * their working. Every card goes through the defect check (defects.ts). A short chat gets fewer
 * cards rather than cards on topics it never touched.
 */
export function createOfflineFlashcardMaker(deps: {
  content: Content;
  retriever: Retriever;
}): FlashcardMaker {
  return {
    async make(ctx) {
      const material = await gatherMaterial(deps.content, deps.retriever, ctx);
      if (!material.passages.length) throw new NothingToStudyError(NOTHING_TO_STUDY);
      const perSection = material.passages.map((p) => {
        const ref = cardChapterOf(p);
        const chapter = material.chapters.find(
          (c) => c.ref.book === ref?.book && c.ref.chapter === ref.chapter,
        )?.chapter;
        return sectionCards(p, chapter, ref);
      });
      const cards = soundCards(takeInTurn(perSection)).slice(0, FLASHCARDS_PER_SET.max);
      if (!cards.length) throw new NothingToStudyError(NOTHING_TO_CARD);
      return { name: nameFromChapters(material.chapters), cards };
    },
  };
}
