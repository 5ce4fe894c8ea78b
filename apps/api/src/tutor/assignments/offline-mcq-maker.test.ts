import { fileURLToPath } from 'node:url';
import { ASSIGNMENT_QUESTIONS, OPTION_LETTERS } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { converseCiting } from '../../../test/flashcard-chats.ts';
import { loadContent } from '../../content/load-content.ts';
import { createOfflineChatTutor } from '../chat/offline-tutor.ts';
import { createRetriever } from '../grounding/retrieval.ts';
import { DEVANAGARI_WORD } from '../language/devanagari.ts';
import type { McqWithKey } from '../types.ts';
import { gateItems } from './gate.ts';
import { createOfflineMcqMaker } from './offline-mcq-maker.ts';

/** A Devanagari word (the shared pattern is global, so `test` would keep its place between calls). */
const HINDI_WORD = new RegExp(DEVANAGARI_WORD.source);

const content = loadContent(fileURLToPath(new URL('../../../../../content', import.meta.url)));
const retriever = createRetriever(content);
const tutor = createOfflineChatTutor({ content, retriever, productName: 'Vidya' });
/** A fixed order, so two assignments of one chat differ only by what they are told. */
const maker = createOfflineMcqMaker({ content, retriever, random: () => 0.5 });

const english = (book: 'dataEntry', number: number) => content.courses[book].chapters[number - 1]!.questions;
const hindi = (book: 'dataEntry', number: number) => content.hindi!.courses[book][number - 1]!.questions;
/** An item's place in its chapter's bank, read from the bank of the language it is written in. */
const placeIn = (item: McqWithKey, bank: { question: string }[]) => bank.findIndex((q) => q.question === item.mcq);

describe('an assignment of a Hindi chat', () => {
  const chat = { bot: 'dataEntry' as const, turns: ['WPM क्या है?', 'शुद्ध गति कैसे निकालते हैं?', 'शुद्धता प्रतिशत क्या है?'] };

  it('asks the Hindi bank’s questions of the chapters the chat cited, with the English keys, and every item passes the gate', async () => {
    const messages = await converseCiting(tutor, chat);
    const items = await maker.make({ bot: 'dataEntry', messages, language: 'hi' });
    expect(items).toHaveLength(ASSIGNMENT_QUESTIONS);
    expect(gateItems(items)).toHaveLength(items.length);
    // Typing speed (chapter 4) first: the chat cited it three times; the rest from its neighbours.
    expect(items[0]!.chapter).toMatchObject({ book: 'dataEntry', number: 4, title: 'Typing Speed and Accuracy' });
    expect(items.every((i) => Math.abs(i.chapter.number - 4) <= 2)).toBe(true);
    for (const item of items) {
      const at = placeIn(item, hindi('dataEntry', item.chapter.number));
      expect(at, item.mcq).toBeGreaterThanOrEqual(0);
      expect(item.mcq).toMatch(HINDI_WORD);
      // The same question in the same place of both banks, with the same key.
      expect(item.answer).toBe(english('dataEntry', item.chapter.number)[at]!.answer);
      for (const letter of OPTION_LETTERS) expect(item.options[letter]).toBe(hindi('dataEntry', item.chapter.number)[at]!.options[letter]);
    }

    const inEnglish = await maker.make({ bot: 'dataEntry', messages });
    expect(inEnglish.map((i) => `${i.chapter.number}:${placeIn(i, english('dataEntry', i.chapter.number))}`)).toEqual(
      items.map((i) => `${i.chapter.number}:${placeIn(i, hindi('dataEntry', i.chapter.number))}`),
    );
  });

  it('counts a question met in either language as met: a Hindi assignment skips what was asked in English, and the other way round', async () => {
    const messages = await converseCiting(tutor, chat);
    const ownChapter = (items: McqWithKey[], bank: { question: string }[]) =>
      items.filter((i) => i.chapter.number === 4).map((i) => placeIn(i, bank)).sort();
    // Every chapter 4 question but the first two met before, in English.
    const metInEnglish = english('dataEntry', 4).slice(2).map((q) => q.question);
    expect(ownChapter(await maker.make({ bot: 'dataEntry', messages, language: 'hi', seen: metInEnglish }), hindi('dataEntry', 4))).toEqual([0, 1]);
    // …or in Hindi (a Hindi quick check, an earlier Hindi assignment).
    const metInHindi = hindi('dataEntry', 4).slice(2).map((q) => q.question);
    expect(ownChapter(await maker.make({ bot: 'dataEntry', messages, seen: metInHindi }), english('dataEntry', 4))).toEqual([0, 1]);
  });
});
