import { FLASHCARD_ANSWER_MAX_WORDS, FLASHCARDS_PER_SET, type CardChapter } from '@vidya/contract';
import type { Content } from '../../content/load-content.ts';
import { NothingToStudyError, type Flashcard, type FlashcardMaker, type Passage, type Retriever } from '../types.ts';
import { cardChapterOf, gatherMaterial, nameFromChapters, NOTHING_TO_STUDY } from './material.ts';

/** '- **Function keys:** F1 to F12 …' or '**Term** – definition': a term defined in the notes' own words. */
const BOLD_DEFINITION = /^\s*(?:[-*+]\s+)?\*\*([^*\n]{2,60}?)(?::\*\*|\*\*\s*(?::|–|—|-))\s*(\S.{8,})$/;
/** '**HyperText** means text with links…', '**HTML** (HyperText Markup Language) is the language…'. */
const BOLD_MEANS = /^\s*(?:[-*+]\s+)?\*\*([^*\n]{2,60}?)\*\*\s*(?:\([^)]*\)\s*)?(?:means|is|are)\s+(\S.{8,})$/;
const EXAMPLE_PREFIX = /^\s*(\*\*)?(worked )?(examples?|for example)\s*:?\s*(\*\*)?\s*:?\s*/i;

/** Markdown as plain text, cut to its first sentence, and to the answer's word limit. */
export function shortAnswer(markdown: string): string {
  const plain = markdown
    .replace(/\*\*|__|`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^.+?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain;
  const words = sentence.split(' ');
  if (words.length <= FLASHCARD_ANSWER_MAX_WORDS) return sentence;
  // Too long: up to the last clause that fits, else the words that fit.
  const fits = words.slice(0, FLASHCARD_ANSWER_MAX_WORDS).join(' ');
  const clause = /^(.{40,}?)[,;:](?=[^,;:]*$)/.exec(fits)?.[1];
  return `${clause ?? fits}…`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const termQuestion = (term: string) => `What does “${term.trim()}” mean?`;

/** The terms a passage defines in bold, and its worked examples, as cards. */
function passageCards(p: Passage, chapter: CardChapter | null): { definitions: Flashcard[]; examples: Flashcard[] } {
  const definitions: Flashcard[] = [];
  const examples: Flashcard[] = [];
  for (const block of p.blocks) {
    if (block.kind === 'code' || block.kind === 'table' || block.kind === 'math') continue;
    if (block.example && block.kind === 'paragraph') {
      examples.push({ question: `Give an example of ${p.heading.toLowerCase()}.`, answer: shortAnswer(block.markdown.replace(EXAMPLE_PREFIX, '')), chapter });
      continue;
    }
    for (const line of block.markdown.split('\n')) {
      const m = BOLD_DEFINITION.exec(line) ?? BOLD_MEANS.exec(line);
      if (m) definitions.push({ question: termQuestion(m[1]!), answer: capitalised(shortAnswer(m[2]!)), chapter });
    }
  }
  return { definitions, examples };
}

/**
 * Cards without a model, from the sections the conversation cited: the terms they define, the
 * chapters' key terms they use, their worked examples; topped up from the key terms of the
 * chapters touched, so a short conversation still gets a full set.
 */
export function createOfflineFlashcardMaker(deps: { content: Content; retriever: Retriever }): FlashcardMaker {
  return {
    async make(ctx) {
      const material = await gatherMaterial(deps.content, deps.retriever, ctx);
      if (!material.passages.length) throw new NothingToStudyError(NOTHING_TO_STUDY);

      const keyTermCard = (term: { term: string; definition: string }, chapter: CardChapter) => ({
        question: termQuestion(term.term),
        answer: shortAnswer(term.definition),
        chapter,
      });
      const used: Flashcard[] = [];
      const examples: Flashcard[] = [];
      for (const p of material.passages) {
        const chapter = cardChapterOf(p);
        const found = passageCards(p, chapter);
        used.push(...found.definitions);
        examples.push(...found.examples);
        const ch = material.chapters.find((c) => c.ref.book === chapter?.book && c.ref.chapter === chapter.chapter);
        const text = `${p.heading}\n${p.text}`.toLowerCase();
        for (const t of ch?.chapter.keyTerms ?? []) {
          if (text.includes(t.term.replace(/\s*\(.*\)/, '').toLowerCase())) used.push(keyTermCard(t, ch!.ref));
        }
      }
      const topUp = material.chapters.flatMap(({ chapter, ref }) => chapter.keyTerms.map((t) => keyTermCard(t, ref)));
      // Taught and used first, an example or two, then the rest of the chapters' key terms.
      const cards = unique([...used.slice(0, FLASHCARDS_PER_SET.max - 2), ...examples.slice(0, 2), ...used, ...topUp]);
      return { name: nameFromChapters(material.chapters), cards: cards.slice(0, FLASHCARDS_PER_SET.max) };
    },
  };
}

/** One card per question (and per term): the notes define a term in its section and again as a key term. */
function unique(cards: Flashcard[]): Flashcard[] {
  const seen = new Set<string>();
  return cards.filter((c) => {
    const key = c.question.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
    return !seen.has(key) && seen.add(key);
  });
}
