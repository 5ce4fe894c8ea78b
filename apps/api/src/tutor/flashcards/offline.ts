import { FLASHCARD_ANSWER_MAX_WORDS, FLASHCARDS_PER_SET, type CardChapter, type Language } from '@vidya/contract';
import type { Chapter, Content } from '../../content/load-content.ts';
import { createEditionView, type EditionView } from '../chat/edition-view.ts';
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
import { cardChapterOf, gatherMaterial, nameFromChapters, NOTHING_TO_CARD, NOTHING_TO_STUDY } from './material.ts';
import { cardSource, type CardSource } from './card-source.ts';

/**
 * '**HyperText** means text with links…', 'A **protocol** is a set of rules…', '**HTML** (HyperText
 * Markup Language) is the language…': a term defined in the notes' own words, at the start of a line.
 */
const BOLD_DEFINITION =
  /^\s*(?:[-*+]\s+)?(?:(?:A|An|The)\s+)?\*\*([^*\n]{2,60}?)\*\*\s*(?:\([^)]*\)\s*)?(?:means\s+|(?:is|are)\s+(?=(?:a|an|the|any|one|each|how|when|where|what)\s))(\S.{8,})$/;
/** 'Worked example:', 'हल किया गया उदाहरण:': the label before an example's setting. */
const EXAMPLE_PREFIX = {
  en: /^\s*(\*\*)?(worked )?(examples?|for example)(\s+\d+)?\s*:?\s*(\*\*)?\s*:?\s*/i,
  hi: /^\s*(\*\*)?((हल किया (गया|हुआ)|हल किए गए) )?उदाहरण( के लिए)?(\s+\d+)?\s*[:,]?\s*(\*\*)?\s*:?\s*/,
};
/**
 * A shortening of a too-long sentence that keeps it whole: its trailing list of examples ('…, such
 * as a, b or c'; Hindi puts them after the verb: '… रहती है, जैसे a, b या c।').
 */
const TRAILING_EXAMPLES = {
  en: /,\s*(?:such as|for example|e\.g\.|like|including)\s(?![^;:]*,\s*(?:that|which|so|but|and then|to|where|when)\b)[^;:]*$/i,
  hi: /,\s*(?:जैसे(?: कि)?|उदाहरण के लिए)\s[^;:]*$/,
};
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

/**
 * Where sentences end: a stop before a capital (English); in Hindi also after । ? ! whatever follows
 * (Devanagari has no capitals), while a '.' in Hindi ends one only before a capital ('"Ram went to
 * Delhi." में …' goes on).
 */
const SENTENCE_END = {
  en: /(?<=[.!?]["'”’)]*)\s+(?=["'“‘(]?[A-Z0-9\uE000])/,
  hi: /(?<=[.!?]["'”’)]*)\s+(?=["'“‘(]?[A-Z0-9\uE000])|(?<=[।?!]["'”’)]*)\s+/,
};

/** The sentences of a text, never cut inside a formula or a code span, nor after 'e.g.'. */
export function sentences(text: string, lang: Language = 'en'): string[] {
  const kept: string[] = [];
  const masked = text.replace(MATH_OR_CODE, (m) => `\uE000${kept.push(m) - 1}\uE001`);
  const pieces = masked.split(SENTENCE_END[lang]);
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
/** A sentence ends with its stop (Hindi's is ।); a display formula ($$…$$) ends it on its own. */
const withFullStop = (text: string, lang: Language = 'en') => (/[.!?।]["'”’)]*$|\$\$$/.test(text) ? text : `${text}${lang === 'hi' ? '।' : '.'}`);

/**
 * A card's answer from a definition: its first whole sentence, shortened only by its trailing
 * examples ('…, such as …'), never cut. A sentence that leads into a formula ('…considered:') takes
 * the formula with it. Null when no whole sentence fits on a card.
 */
export function wholeAnswer(markdown: string, next?: Block, lang: Language = 'en'): string | null {
  let sentence = sentences(cardText(markdown), lang)[0];
  if (!sentence) return null;
  if (sentence.endsWith(':')) {
    if (next?.kind !== 'math') return null;
    sentence = `${sentence} ${cardText(next.markdown)}`;
  }
  if (cardWords(sentence) > FLASHCARD_ANSWER_MAX_WORDS) sentence = sentence.replace(TRAILING_EXAMPLES[lang], '');
  if (cardWords(sentence) > CARD_ANSWER_MAX_WORDS) return null;
  return capitalised(withFullStop(sentence.replace(/[,;]\s*$/, ''), lang));
}

/** Kept for the assignment's mistakes set: the first sentence, as whole as the card allows. */
export function shortAnswer(markdown: string, lang: Language = 'en'): string {
  const plain = cardText(markdown.replace(/`/g, ''));
  return wholeAnswer(plain, undefined, lang) ?? sentences(plain, lang)[0] ?? plain;
}

/** A card's own words in each language; what it teaches is the notes' (or the Hindi edition's) words. */
const CARD_WORDS = {
  en: {
    termQuestion: (term: string) => `What does “${term.trim()}” mean?`,
    exampleQuestion: (heading: string, setting: string) => `Worked example (${heading}): ${setting} How is it worked out?`,
  },
  hi: {
    termQuestion: (term: string) => `“${term.trim()}” का क्या अर्थ है?`,
    exampleQuestion: (heading: string, setting: string) => `हल किया गया उदाहरण (${heading}): ${setting} इसे कैसे हल करते हैं?`,
  },
} satisfies Record<Language, unknown>;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** 'Operating system (OS)' is used where the section says 'operating system'. */
const termUsed = (term: string, text: string) =>
  new RegExp(`\\b${escapeRegExp(term.replace(/\s*\(.*\)/, ''))}\\b`, 'i').test(text);

/** Figures worked out: a formula, or '=' in the text. */
const shows = (text: string) => /\$|=/.test(text);

/**
 * A worked example as a card: its setting on the front, its working on the back ('Standard words:
 * $1800 \div 5 = 360$; Gross WPM: …'), formulas as written. Null for an example without working
 * (a story, code, a table): its figures alone would not teach the method. `steps` are the numbered
 * steps that follow it, when they belong to it.
 */
function exampleCard(example: Block, steps: Block | undefined, src: CardSource): Pick<Flashcard, 'question' | 'answer'> | null {
  const said = sentences(cardText(example.markdown.replace(EXAMPLE_PREFIX[src.lang], '')), src.lang);
  const setting = said.filter((s, i) => said.slice(0, i + 1).every((t) => !shows(t)));
  const working = said.slice(setting.length);
  // Its steps ('1. Standard words: $1800 \div 5 = 360$'), as one line; a table or code after it is not working.
  const stepLines = steps ? listItems(steps).map(cardText) : [];
  if (stepLines.length) working.push(withFullStop(stepLines.map((s) => s.replace(/[.;।]$/, '')).join('; '), src.lang));
  if (!setting.length || !working.length || !working.every(shows)) return null;
  const answer = withFullStop(working.join(' '), src.lang);
  if (cardWords(answer) > CARD_ANSWER_MAX_WORDS) return null;
  return { question: CARD_WORDS[src.lang].exampleQuestion(src.heading, setting.join(' ')), answer };
}

/** The example paragraph at `at` with its steps, as the set's language writes them; null when a twin is missing. */
function exampleAt(p: Passage, at: number, src: CardSource) {
  const next = p.blocks[at + 1];
  const steps = next?.example && next.kind === 'steps' ? next : undefined;
  const example = src.twin(p.blocks[at]!);
  const shownSteps = steps && src.twin(steps);
  if (!example || (steps && !shownSteps)) return null;
  return exampleCard(example, shownSteps, src);
}

/**
 * Share of a bank question's words (its stem and options) the section must use for the question to
 * be on its topic; a little less for a section that gives no other card (a how-to, a list of tips).
 */
const BANK_QUESTION_IN_SECTION = 0.6;
const BANK_QUESTION_IN_BARE_SECTION = 0.45;

/**
 * The chapter's bank questions on this section's topic (as the English bank says it), as cards: the
 * question, and the right option with the reason when both fit on a card ('60 WPM. 1,500 ÷ 5 = 300
 * standard words; …'), from the set language's bank.
 */
function bankCards(p: Passage, chapter: Chapter | undefined, share: number, src: CardSource): Pick<Flashcard, 'question' | 'answer'>[] {
  const sectionTerms = new Set(p.blocks.flatMap((b) => [...b.terms]));
  return (chapter?.questions ?? []).flatMap((q, index) => {
    const own = new Set(keyTerms(`${q.question} ${Object.values(q.options).join(' ')}`));
    const inSection = [...own].filter((t) => sectionTerms.has(t)).length / Math.max(own.size, 1);
    const shown = src.bankQuestion(index);
    if (inSection < share || !shown) return [];
    const right = withFullStop(cardText(shown.options[shown.answer]), src.lang);
    const withReason = `${right} ${withFullStop(cardText(shown.explanation), src.lang)}`;
    return [
      {
        question: cardText(shown.question),
        answer: cardWords(withReason) <= CARD_ANSWER_MAX_WORDS ? withReason : right,
      },
    ];
  });
}

/** A line that opens with a term in bold: '- **फ़ायरवॉल (Firewall)** नेटवर्क की …'. */
const BOLD_LEAD = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?\*\*([^*\n]{2,60}?)\*\*\s*(\S.{8,})$/;

/**
 * The terms a paragraph or list defines in the notes' own words ('A **protocol** is a set of
 * rules…'), as cards. In Hindi, the same line of the twin block, opening with the same term in bold:
 * its sentence is the answer ('**प्रोटोकॉल** नियमों का एक समूह है…', or what follows '**term**:').
 */
function definedCards(block: Block, next: Block | undefined, src: CardSource): Pick<Flashcard, 'question' | 'answer'>[] {
  const lines = block.markdown.split('\n');
  const twinLines = src.twin(block)?.markdown.split('\n');
  const twinNext = next && src.twin(next);
  return lines.flatMap((line, j) => {
    const m = BOLD_DEFINITION.exec(line);
    if (!m) return [];
    if (src.lang === 'en') {
      const answer = wholeAnswer(m[2]!, next);
      return answer ? [{ question: CARD_WORDS.en.termQuestion(m[1]!), answer }] : [];
    }
    const led = twinLines?.length === lines.length ? BOLD_LEAD.exec(twinLines[j]!) : null;
    if (!led) return [];
    const [, bold, rest] = led as unknown as [string, string, string];
    const labelled = /:\s*$/.test(bold) || rest.startsWith(':');
    const said = labelled ? rest.replace(/^:\s*/, '') : `${bold} ${rest}`;
    const answer = wholeAnswer(said, twinNext, src.lang);
    return answer ? [{ question: CARD_WORDS[src.lang].termQuestion(bold.replace(/:\s*$/, '')), answer }] : [];
  });
}

/**
 * A section's cards: the terms its heading names, its worked examples, the other terms it uses, its
 * bank questions, its own definitions. What to card is read off the English section; each card is
 * written in the set's language (card-source.ts).
 */
function sectionCards(p: Passage, chapter: Chapter | undefined, ref: CardChapter | null, src: CardSource): Flashcard[] {
  const card = (c: Pick<Flashcard, 'question' | 'answer'>): Flashcard => ({
    ...c,
    chapter: ref,
    source: p.ref,
  });
  const terms = (chapter?.keyTerms ?? []).map((t, index) => ({ term: t.term, index })).filter((t) => termUsed(t.term, `${p.heading}\n${p.text}`));
  const keyTermCards = (named: boolean) =>
    terms
      .filter((t) => termUsed(t.term, p.heading) === named)
      .flatMap((t) => {
        const shown = src.keyTerm(t.index);
        const answer = shown && wholeAnswer(shown.definition, undefined, src.lang);
        return shown && answer ? [card({ question: CARD_WORDS[src.lang].termQuestion(shown.term), answer })] : [];
      });
  const examples: Flashcard[] = [];
  const defined: Flashcard[] = [];
  p.blocks.forEach((b, i) => {
    if (b.example && b.kind === 'paragraph') {
      const made = exampleAt(p, i, src);
      if (made) examples.push(card(made));
    } else if (b.kind === 'paragraph' || b.kind === 'list') {
      defined.push(...definedCards(b, p.blocks[i + 1], src).map(card));
    }
  });
  const others = [...keyTermCards(true), ...examples, ...keyTermCards(false)];
  const share = others.length || defined.length ? BANK_QUESTION_IN_SECTION : BANK_QUESTION_IN_BARE_SECTION;
  return [...others, ...bankCards(p, chapter, share, src).map(card), ...defined];
}

/** One card from each list in turn: every section the chat cited gets cards, the first list's first. */
function takeInTurn<T>(lists: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++)
    for (const l of lists) if (i < l.length) out.push(l[i]!);
  return out;
}

/** A chapter as the set's language titles it (the Hindi edition's title), for the cards and the set's name. */
const titledIn = (ref: CardChapter, lang: Language, view: EditionView): CardChapter =>
  lang === 'hi' ? { ...ref, title: view.chapter(ref.book, ref.chapter)?.title ?? ref.title } : ref;

/**
 * Cards without a model, only from the sections the conversation cited, the one asked about last
 * first: the chapters' key terms each section uses, the terms it defines, its worked examples with
 * their working; in the practice's language (ctx.language: Hindi from the Hindi edition of the same
 * sections). Every card goes through the defect check (defects.ts). A short chat gets fewer cards
 * rather than cards on topics it never touched.
 */
export function createOfflineFlashcardMaker(deps: {
  content: Content;
  retriever: Retriever;
}): FlashcardMaker {
  const view = createEditionView(deps.content);
  return {
    async make(ctx) {
      const lang = ctx.language === 'hi' && deps.content.hindi ? 'hi' : 'en';
      const material = await gatherMaterial(deps.content, deps.retriever, ctx);
      if (!material.passages.length) throw new NothingToStudyError(NOTHING_TO_STUDY);
      const perSection = material.passages.map((p) => {
        const ref = cardChapterOf(p);
        const chapter = material.chapters.find(
          (c) => c.ref.book === ref?.book && c.ref.chapter === ref.chapter,
        )?.chapter;
        return sectionCards(p, chapter, ref && titledIn(ref, lang, view), cardSource(p, chapter, lang, view));
      });
      const cards = soundCards(takeInTurn(perSection)).slice(0, FLASHCARDS_PER_SET.max);
      if (!cards.length) throw new NothingToStudyError(NOTHING_TO_CARD);
      return { name: nameFromChapters(material.chapters.map((c) => ({ ...c, ref: titledIn(c.ref, lang, view) })), lang), cards };
    },
  };
}
