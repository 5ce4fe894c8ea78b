/**
 * Practice checks: flashcard defects over sample chats. Real chats with the offline tutor over every
 * course (follow-ups, sums, Hinglish), real notes, real cards: none defective, each from a section
 * the chat cited, and the topic asked about last among them.
 */
import { fileURLToPath } from 'node:url';
import { COURSE_BOTS, FLASHCARDS_PER_SET } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { converseCiting, HINDI_SAMPLE_CHATS, SAMPLE_CHATS } from '../../../test/flashcard-chats.ts';
import { loadContent } from '../../content/load-content.ts';
import { createOfflineChatTutor } from '../chat/offline-tutor.ts';
import { createRetriever, sectionRef } from '../grounding/retrieval.ts';
import { DEVANAGARI_WORD } from '../language/devanagari.ts';
import { practiceLanguage } from '../practice-language.ts';
import type { Flashcard } from '../types.ts';
import { flashcardDefects } from './defects.ts';
import { NOTHING_TO_CARD } from './material.ts';
import { createOfflineFlashcardMaker } from './offline.ts';

/** A Devanagari word (the shared pattern is global, so `test` would keep its place between calls). */
const HINDI_WORD = new RegExp(DEVANAGARI_WORD.source);

const content = loadContent(fileURLToPath(new URL('../../../../../content', import.meta.url)));
const retriever = createRetriever(content);
const tutor = createOfflineChatTutor({ content, retriever, productName: 'Vidya' });
const maker = createOfflineFlashcardMaker({ content, retriever });

describe('practice checks: flashcard defects over sample chats', () => {
  it('covers every course', () => {
    expect(new Set(SAMPLE_CHATS.map((c) => c.bot))).toEqual(new Set(COURSE_BOTS));
  });

  it.each(SAMPLE_CHATS.map((chat) => [chat.turns.join(' => '), chat] as const))('%s', async (_, chat) => {
    const messages = await converseCiting(tutor, chat);
    const cited = messages.flatMap((m) => (m.citedSection ? [m.citedSection] : []));
    const { cards } = await maker.make({ bot: chat.bot, messages });

    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(FLASHCARDS_PER_SET.max);
    expect(flashcardDefects(cards).map((d) => ({ ...d, card: cards[d.card] }))).toEqual([]);
    for (const card of cards) expect(cited).toContain(card.source);
    expect(cards.map((c) => c.source)).toContain(cited.at(-1));
  });

  it('makes cards from the one section a chat cited, or says there is nothing to card, never off-topic ones', async () => {
    const refs = COURSE_BOTS.flatMap((bot) =>
      content.courses[bot].chapters.flatMap((c) => c.sections.map((s) => ({ bot, ref: sectionRef({ source: bot, chapterNumber: c.number, chapterTitle: c.title, heading: s.heading }) }))),
    );
    let empty = 0;
    for (const { bot, ref } of refs) {
      if (!retriever.section(ref)) continue;
      const messages = [{ sender: 'bot' as const, text: 'About it.', citedSection: ref }];
      const made = await maker.make({ bot, messages }).catch((e: Error) => e);
      if (made instanceof Error) {
        expect(made.message).toBe(NOTHING_TO_CARD);
        empty++;
      } else expect(new Set(made.cards.map((c) => c.source))).toEqual(new Set([ref]));
    }
    expect(empty).toBeLessThan(refs.length / 10);
  });
});

/** Formulas and code in a text, as written. */
const spans = (text: string) => text.match(/\$\$[^$]*\$\$|\$[^$]*\$|`[^`]*`/g) ?? [];

/** Everything the Hindi edition says of a card's section: the section, and its chapter's key terms and bank. */
function hindiSource(card: Flashcard): string {
  const [bot, chapter, heading] = card.source!.split('|') as [keyof typeof content.courses, string, string];
  const hindi = content.hindi!.courses[bot][Number(chapter) - 1]!;
  const section = hindi.sections.find((s) => s.id === heading)!;
  const bank = hindi.questions.flatMap((q) => [q.question, ...Object.values(q.options), q.explanation]);
  return [section.heading, section.text, ...hindi.keyTerms.flatMap((t) => [t.term, t.definition]), ...bank].join('\n');
}

/**
 * A card written in Hindi: Hindi words in its question, and in its answer unless that is a figure or
 * a command the notes keep in English ('224px।', 'git commit -m "…"।'), which Hindi's stop (।) ends.
 */
const readsHindi = (card: Flashcard) => {
  const hindi = (text: string) => HINDI_WORD.test(text);
  return hindi(card.question) && (hindi(card.answer) || card.answer.includes('।'));
};

describe('practice checks in Hindi: flashcards of Hindi chats', () => {
  it('covers every course', () => {
    expect(new Set(HINDI_SAMPLE_CHATS.map((c) => c.bot))).toEqual(new Set(COURSE_BOTS));
  });

  it.each(HINDI_SAMPLE_CHATS.map((chat) => [chat.turns.join(' => '), chat] as const))('%s', async (_, chat) => {
    const messages = await converseCiting(tutor, chat);
    const cited = messages.flatMap((m) => (m.citedSection ? [m.citedSection] : []));
    // Answered in Hindi, so practised in Hindi, whatever the account says.
    expect(practiceLanguage(messages, 'en')).toBe('hi');
    const { name, cards } = await maker.make({ bot: chat.bot, messages, language: 'hi' });

    expect(name).toMatch(HINDI_WORD);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(FLASHCARDS_PER_SET.max);
    expect(flashcardDefects(cards).map((d) => ({ ...d, card: cards[d.card] }))).toEqual([]);
    expect(cards.filter((c) => !readsHindi(c))).toEqual([]);
    for (const card of cards) {
      expect(cited).toContain(card.source);
      expect(card.chapter?.title).toBe(content.hindi!.courses[card.chapter!.book][card.chapter!.chapter - 1]!.title);
      // Code and formulas exactly as the Hindi notes write them (the same as the English ones).
      const source = hindiSource(card);
      for (const span of spans(`${card.question} ${card.answer}`)) expect(source, card.question).toContain(span);
    }
    expect(cards.map((c) => c.source)).toContain(cited.at(-1));
  });

  it('makes Hindi cards from the one section a chat cited (nine sections in ten at least), never off-topic ones', async () => {
    let empty = 0;
    let sections = 0;
    for (const bot of COURSE_BOTS) {
      for (const c of content.courses[bot].chapters) {
        for (const s of c.sections) {
          const ref = sectionRef({ source: bot, chapterNumber: c.number, chapterTitle: c.title, heading: s.heading });
          if (!retriever.section(ref)) continue;
          sections++;
          const messages = [{ sender: 'bot' as const, text: 'इसके बारे में।', citedSection: ref }];
          const made = await maker.make({ bot, messages, language: 'hi' }).catch((e: Error) => e);
          if (made instanceof Error) {
            expect(made.message).toBe(NOTHING_TO_CARD);
            empty++;
            continue;
          }
          expect(new Set(made.cards.map((card) => card.source))).toEqual(new Set([ref]));
          expect(flashcardDefects(made.cards)).toEqual([]);
          expect(made.cards.filter((card) => !readsHindi(card))).toEqual([]);
        }
      }
    }
    expect(empty).toBeLessThan(sections / 10);
  });
});
