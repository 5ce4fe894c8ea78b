import type { BankQuestion, KeyTerm, Language } from '@vidya/contract';
import type { Chapter } from '../../content/load-content.ts';
import type { EditionView } from '../chat/edition-view.ts';
import type { Block } from '../grounding/blocks.ts';
import type { Passage } from '../types.ts';

/**
 * What a section's cards are written from. The English section decides what is carded (the key
 * terms it uses, its worked examples and definitions, the bank questions on its topic: checks tuned
 * on the English notes); each card is then written from the same piece in the set's language: the
 * English notes, or the Hindi edition's twin (the key term and bank question in the same position,
 * the block that says what the English block says: edition-view.ts).
 */
export interface CardSource {
  lang: Language;
  /** The section's heading in this language. */
  heading: string;
  keyTerm(index: number): KeyTerm | undefined;
  bankQuestion(index: number): BankQuestion | undefined;
  /** The block that says what the English section's `block` says. */
  twin(block: Block): Block | undefined;
}

export function cardSource(p: Passage, chapter: Chapter | undefined, lang: Language, view: EditionView): CardSource {
  const english: CardSource = {
    lang: 'en',
    heading: p.heading,
    keyTerm: (i) => chapter?.keyTerms[i],
    bankQuestion: (i) => chapter?.questions[i],
    twin: (block) => block,
  };
  if (lang === 'en' || p.chapterNumber === null) return english;
  const place = view.place(p);
  const translated = view.chapter(p.source, p.chapterNumber);
  // Every section has its twin (the loader checks the sections, content.test.ts the blocks); were one
  // missing, its cards would be English rather than none.
  if (!place || !translated) return english;
  return {
    lang,
    heading: place.heading,
    keyTerm: (i) => translated.keyTerms[i],
    bankQuestion: (i) => translated.questions[i],
    twin: (block) => place.twins([block])[0],
  };
}
