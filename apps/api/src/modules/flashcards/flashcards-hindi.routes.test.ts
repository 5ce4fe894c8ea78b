import { FlashcardSetSchema, type FlashcardSet } from '@vidya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load-content.ts';
import { flashcardDefects } from '../../tutor/flashcards/defects.ts';
import { DEVANAGARI_WORD } from '../../tutor/language/devanagari.ts';
import { callAs, chatSession, createTestApp, registerStudent, type Student, type TestContext } from '../../../test/app.ts';

const content = loadContent(new URL('../../../../../content', import.meta.url).pathname);
/** A Devanagari word (the shared pattern is global, so `test` would keep its place between calls). */
const HINDI_WORD = new RegExp(DEVANAGARI_WORD.source);

let ctx: TestContext;
let meera: Student;
let asha: Student;

beforeAll(async () => {
  ctx = await createTestApp();
  meera = await registerStudent(ctx.app, { firstName: 'Meera', language: 'hi' });
  asha = await registerStudent(ctx.app, { firstName: 'Asha' });
});
afterAll(() => ctx.close());

const HINDI_CHAT = ['WPM क्या है?', 'शुद्ध गति कैसे निकालते हैं?', 'शुद्धता प्रतिशत क्या है?'];
const ENGLISH_CHAT = ['What is WPM?', 'How do I calculate net speed?', 'What is accuracy percentage?'];

async function cardsOf(s: Student, questions: string[]): Promise<FlashcardSet> {
  const sessionId = await chatSession(ctx.app, s, questions);
  const res = await callAs(ctx.app, s, 'POST', `/api/flashcards/${sessionId}/create-flashcards`);
  expect(res.statusCode, res.body).toBe(200);
  return FlashcardSetSchema.parse(res.json());
}

const hindiCards = (set: FlashcardSet) => set.flashcards.filter((c) => HINDI_WORD.test(c.question));

describe('flashcards in the language the chat was answered in', () => {
  it('are Hindi for a Hindi chat: cards, set name and chapter titles, with no defect', async () => {
    const set = await cardsOf(meera, HINDI_CHAT);
    expect(set.flashcards.length).toBeGreaterThan(3);
    expect(hindiCards(set)).toHaveLength(set.flashcards.length);
    expect(flashcardDefects(set.flashcards)).toEqual([]);
    expect(set.name).toBe(content.hindi!.courses.dataEntry[3]!.title);
    expect(set.flashcards.map((c) => c.chapter)).toContainEqual({ book: 'dataEntry', chapter: 4, title: 'टाइपिंग की गति और शुद्धता' });
  });

  it('follow the chat, not the account: Hindi for an English account’s Hindi chat, English for a Hindi account’s English chat', async () => {
    const hindi = await cardsOf(asha, HINDI_CHAT);
    expect(hindiCards(hindi)).toHaveLength(hindi.flashcards.length);
    const english = await cardsOf(meera, ENGLISH_CHAT);
    expect(hindiCards(english)).toEqual([]);
    expect(english.name).toBe('Typing Speed and Accuracy');
  });
});
