/**
 * Practice checks: flashcard defects over sample chats. Real chats with the offline tutor over every
 * course (follow-ups, sums, Hinglish), real notes, real cards: none defective, each from a section
 * the chat cited, and the topic asked about last among them.
 */
import { fileURLToPath } from 'node:url';
import { COURSE_BOTS, FLASHCARDS_PER_SET } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { converseCiting, SAMPLE_CHATS } from '../../../test/flashcard-chats.ts';
import { loadContent } from '../../content/load-content.ts';
import { createOfflineChatTutor } from '../chat/offline-tutor.ts';
import { createRetriever, sectionRef } from '../grounding/retrieval.ts';
import { flashcardDefects } from './defects.ts';
import { NOTHING_TO_CARD } from './material.ts';
import { createOfflineFlashcardMaker } from './offline.ts';

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
