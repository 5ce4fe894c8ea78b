import {
  DueCardsSchema,
  FLASHCARD_MESSAGES,
  FlashcardSetSchema,
  FlashcardSetSummarySchema,
  InitialFlashcardSetSchema,
  SessionFlashcardsSchema,
  type DueCard,
  type FlashcardSet,
} from '@vidya/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, flashcardReviews, flashcards } from '../../db/schema.ts';
import { flashcardDefects } from '../../tutor/flashcards/defects.ts';
import { MISTAKES_SET_NAME } from './flashcards.service.ts';
import { chatSession, createTestApp, registerStudent, type Student, type TestContext } from '../../../test/app.ts';
import { startFakeOpenAI, type FakeOpenAI, type FakeRequest } from '../../../test/fakes/openai.ts';

let ctx: TestContext;
let asha: Student;
let ravi: Student;

beforeAll(async () => {
  ctx = await createTestApp();
  asha = await registerStudent(ctx.app, { firstName: 'Asha' });
  ravi = await registerStudent(ctx.app, { firstName: 'Ravi' });
});
afterAll(() => ctx.close());

const call = (s: Student, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, app = ctx.app) =>
  app.inject({ method, url, payload, headers: { authorization: `Bearer ${s.accessToken}` } });

const QUESTIONS = ['What is touch typing?', 'What is the home row?', 'How do I use the numeric keypad?'];

/** A session with `questions` asked and answered (two stored messages each). */
const conversation = (s: Student, questions = QUESTIONS, chatBot = 'dataEntry', app = ctx.app) => chatSession(app, s, questions, chatBot);

const create = async (s: Student, sessionId: string, app = ctx.app) => {
  const res = await call(s, 'POST', `/api/flashcards/${sessionId}/create-flashcards`, undefined, app);
  expect(res.statusCode, res.body).toBe(200);
  return FlashcardSetSchema.parse(res.json());
};

/** A set with no defective card (cut, repeated, too long…); a short chat gets fewer cards rather than off-topic ones. */
function expectGoodSet(set: FlashcardSet, atLeast = 1) {
  expect(set.length).toBe(set.flashcards.length);
  expect(set.flashcards.length).toBeGreaterThanOrEqual(atLeast);
  expect(set.flashcards.length).toBeLessThanOrEqual(15);
  expect(flashcardDefects(set.flashcards)).toEqual([]);
}

describe('flashcard sets (offline tutor)', () => {
  it('refuses a session with fewer than 6 messages, with the spec message', async () => {
    const sessionId = await conversation(asha, QUESTIONS.slice(0, 2));
    const res = await call(asha, 'POST', `/api/flashcards/${sessionId}/create-flashcards`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: FLASHCARD_MESSAGES.notEnoughConversation });
    expect(res.json().message).toContain('isn’t');
  });

  it('creates a set from what the conversation cited, lists, fetches, shows it first, and deletes it', async () => {
    const sessionId = await conversation(asha);
    const before = InitialFlashcardSetSchema.parse((await call(asha, 'GET', `/api/flashcards/${sessionId}/fetch-initial-flashcardSet`)).json());
    expect(before).toEqual({ exists: false, flashcardSet: null });

    const set = await create(asha, sessionId);
    expectGoodSet(set);
    // Ids as the spec's note says: `id` and `_id` name the set; the session is its sessionId.
    expect(set.id).toBe(set._id);
    expect(set.sessionId).toBe(sessionId);
    expect(set.name).toBe('Keyboard Mastery and Touch Typing');
    // Grounded in the sections the answers cited, each card with its chapter.
    const questions = set.flashcards.map((c) => c.question).join('\n');
    expect(questions).toMatch(/touch typing/i);
    expect(questions).toMatch(/home row/i);
    expect(set.flashcards.every((c) => c.chapter?.book === 'dataEntry' && c.chapter.chapter === 3)).toBe(true);

    const summaries = (await call(asha, 'GET', '/api/flashcards')).json() as unknown[];
    expect(summaries.map((s) => FlashcardSetSummarySchema.parse(s))).toContainEqual({
      id: set.id,
      _id: set._id,
      name: set.name,
      sessionId,
      length: set.length,
    });
    const ofSession = SessionFlashcardsSchema.parse((await call(asha, 'GET', `/api/flashcards/${sessionId}`)).json());
    expect(ofSession).toEqual({ sessionId, flashcards: [set] });
    const initial = InitialFlashcardSetSchema.parse((await call(asha, 'GET', `/api/flashcards/${sessionId}/fetch-initial-flashcardSet`)).json());
    expect(initial).toEqual({ exists: true, flashcardSet: set });

    // Two sets: deleting one says others remain; deleting the last says there are none.
    const second = await create(asha, sessionId);
    const deleted = await call(asha, 'DELETE', `/api/flashcards/${second._id}/delete`);
    expect(deleted.json()).toEqual({ message: FLASHCARD_MESSAGES.deleted, otherSetsInSession: 1 });
    const last = await call(asha, 'DELETE', `/api/flashcards/${set._id}/delete`);
    expect(last.json()).toEqual({ message: FLASHCARD_MESSAGES.noneForChat, otherSetsInSession: 0 });
    expect((await call(asha, 'GET', `/api/flashcards/${sessionId}`)).json()).toEqual({ sessionId, flashcards: [] });
    expect((await call(asha, 'DELETE', `/api/flashcards/${set._id}/delete`)).statusCode).toBe(404);
  });

  it('makes cards from the course chapters the questions match when the answers cited nothing', async () => {
    const sessionId = await conversation(asha, ['hello', 'thanks', 'What is the home row?']);
    await ctx.database.db.execute(`update chat_messages set cited_section = null where session_id = '${sessionId}'`);
    const set = await create(asha, sessionId);
    expectGoodSet(set);
    expect(set.flashcards.some((c) => /home row/i.test(c.question))).toBe(true);
  });

  it('says why when the conversation never touched the course notes, and stores no empty set', async () => {
    const sessionId = await conversation(asha, ['hello', 'good morning', 'thank you'], 'nios');
    const res = await call(asha, 'POST', `/api/flashcards/${sessionId}/create-flashcards`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/nothing to make flashcards from/);
    expect((await call(asha, 'GET', `/api/flashcards/${sessionId}`)).json().flashcards).toEqual([]);
  });

  it("answers 404 for another student's session, set and card, and never shows them", async () => {
    const sessionId = await conversation(ravi);
    const set = await create(ravi, sessionId);
    for (const [method, url] of [
      ['GET', `/api/flashcards/${sessionId}`],
      ['POST', `/api/flashcards/${sessionId}/create-flashcards`],
      ['GET', `/api/flashcards/${sessionId}/fetch-initial-flashcardSet`],
      ['DELETE', `/api/flashcards/${set._id}/delete`],
    ] as const) {
      expect({ url, status: (await call(asha, method, url)).statusCode }).toEqual({ url, status: 404 });
    }
    const rate = await call(asha, 'POST', `/api/flashcards/review/${set.flashcards[0]!._id}/rate`, { rating: 'gotIt' });
    expect(rate.statusCode).toBe(404);
    expect(((await call(asha, 'GET', '/api/flashcards')).json() as { id: string }[]).map((s) => s.id)).not.toContain(set.id);
    const due = DueCardsSchema.parse((await call(asha, 'GET', '/api/flashcards/review/due')).json());
    expect(due.cards.map((c) => c.setId)).not.toContain(set.id);
    // Ravi's set is untouched.
    expect((await call(ravi, 'GET', `/api/flashcards/${sessionId}`)).json().flashcards).toHaveLength(1);
  });
});

describe('revise mode (FSRS on the server)', () => {
  let student: Student;
  let set: FlashcardSet;
  beforeAll(async () => {
    student = await registerStudent(ctx.app, { firstName: 'Meena' });
    set = await create(student, await conversation(student));
  });
  const endOfDay = () => new Date(Date.now() + 12 * 3600_000).toISOString();
  const due = async () => DueCardsSchema.parse((await call(student, 'GET', `/api/flashcards/review/due?until=${encodeURIComponent(endOfDay())}`)).json());
  const rate = (card: { _id: string }, rating: string) => call(student, 'POST', `/api/flashcards/review/${card._id}/rate`, { rating });
  const stored = async (id: string) => (await ctx.database.db.select().from(flashcards).where(eq(flashcards.id, id)))[0]!;

  it('lists every new card as due, with the next due date of each answer, and counts them', async () => {
    const list = await due();
    expect(list.dueCount).toBe(set.length);
    expect(list.cards.map((c) => c._id).sort()).toEqual(set.flashcards.map((c) => c._id).sort());
    const first = list.cards[0]!;
    expect(first.setName).toBe(set.name);
    expect(first.chapter).toMatchObject({ book: 'dataEntry', chapter: 3 });
    const inMinutes = (iso: string) => (new Date(iso).getTime() - Date.now()) / 60_000;
    expect(inMinutes(first.next.forgot)).toBeLessThan(inMinutes(first.next.gotIt));
    expect((await call(student, 'GET', '/api/flashcards/review/due-count')).json()).toEqual({ due: set.length });
    expect(list.canUndo).toBe(false);
  });

  it('brings a card rated Forgot back today, pushes one rated Got it out, and undo restores the stored state', async () => {
    const [forgot, known] = (await due()).cards as [DueCard, DueCard];
    const res = await rate(forgot, 'forgot');
    expect(res.statusCode).toBe(200);
    const forgotDue = new Date(res.json().due).getTime();
    expect(forgotDue - Date.now()).toBeLessThan(15 * 60_000);
    expect((await due()).cards.map((c) => c._id)).toContain(forgot._id);

    // Got it twice (now, and again when it comes back) graduates the card to days away.
    await rate(known, 'gotIt');
    const before = await stored(known._id);
    const again = await rate(known, 'gotIt');
    expect(new Date(again.json().due).getTime() - Date.now()).toBeGreaterThan(20 * 3600_000);
    expect((await due()).cards.map((c) => c._id)).not.toContain(known._id);
    expect((await due()).dueCount).toBe(set.length - 1);

    const undo = await call(student, 'POST', '/api/flashcards/review/undo');
    expect(undo.json()).toEqual({ cardId: known._id, due: before.due.toISOString() });
    expect(await stored(known._id)).toEqual(before);
    // The log stays honest: three ratings, the last one marked undone.
    const log = await ctx.database.db.select().from(flashcardReviews).where(eq(flashcardReviews.userId, student.user._id));
    expect(log).toHaveLength(3);
    expect(log.filter((r) => r.undoneAt).map((r) => [r.cardId, r.rating])).toEqual([[known._id, 'gotIt']]);
  });

  it('takes only a rating from the client; anything else is refused', async () => {
    const [card] = (await due()).cards;
    expect((await call(student, 'POST', `/api/flashcards/review/${card!._id}/rate`, { rating: 'easy' })).statusCode).toBe(400);
    const tampered = await call(student, 'POST', `/api/flashcards/review/${card!._id}/rate`, { rating: 'gotIt', due: '2099-01-01T00:00:00Z', stability: 9999 });
    expect(new Date(tampered.json().due).getFullYear()).toBeLessThan(2099);
  });
});

describe('an assignment’s wrong answers', () => {
  it('become a set of the assignment’s chat, due for revision, each with the right answer and its chapter', async () => {
    const student = await registerStudent(ctx.app, { firstName: 'Meena' });
    const sessionId = await conversation(student, QUESTIONS.slice(0, 2));
    const generated = (await call(student, 'POST', `/api/assignments/${sessionId}/generate-assignment`)).json() as {
      assignmentId: string;
      assignment: Record<string, { mcq: string }>;
    };
    const stored = (await ctx.database.db.select().from(assignments).where(eq(assignments.id, generated.assignmentId)))[0]!.questions;
    // The first three answered wrongly, the rest right.
    const userAnswers = Object.fromEntries(stored.map((q, i) => [String(i + 1), i < 3 ? (q.answer === 'A' ? 'B' : 'A') : q.answer]));
    expect((await call(student, 'POST', `/api/assignments/${generated.assignmentId}/evaluate`, { userAnswers })).statusCode).toBe(200);

    const sets = SessionFlashcardsSchema.parse((await call(student, 'GET', `/api/flashcards/${sessionId}`)).json()).flashcards;
    const mistakes = sets.find((set) => set.name === MISTAKES_SET_NAME)!;
    expect(mistakes.flashcards.map((c) => c.question)).toEqual(stored.slice(0, 3).map((q) => q.mcq));
    for (const [i, card] of mistakes.flashcards.entries()) {
      expect(card.answer.startsWith(stored[i]!.options[stored[i]!.answer])).toBe(true);
      expect(card.chapter).toMatchObject({ book: stored[i]!.book, chapter: stored[i]!.chapter });
    }
    expect((await call(student, 'GET', '/api/flashcards/review/due-count')).json()).toEqual({ due: 3 });
  });
});

describe('flashcards with a model (fake OpenAI-compatible server)', () => {
  let llm: TestContext;
  let fake: FakeOpenAI;
  let student: Student;
  let sessionId: string;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    llm = await createTestApp(
      { TUTOR: 'llm', OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'test-key' },
      { llmLimits: { connectTimeoutMs: 500, stallTimeoutMs: 500, retryDelayMs: 5 } },
    );
    student = await registerStudent(llm.app, { firstName: 'Meena' });
    fake.reply('Touch typing means typing with all ten fingers without looking. (Chapter 3: Keyboard Mastery and Touch Typing)');
    sessionId = await conversation(student, QUESTIONS, 'dataEntry', llm.app);
  });
  afterAll(async () => {
    await llm.close();
    await fake.close();
  });

  const isFlashcards = (r: FakeRequest) => JSON.stringify(r.body.messages).includes('revision flashcards');
  const modelCards = (n: number, source = 'P1') => ({
    name: 'Typing basics',
    cards: Array.from({ length: n }, (_, i) => ({ question: `Model question ${i + 1}?`, answer: `Model answer ${i + 1}.`, source })),
  });

  it('uses valid model output, with each card given the chapter of its passage', async () => {
    fake.reset();
    fake.reply(JSON.stringify(modelCards(10)));
    const set = await create(student, sessionId, llm.app);
    expect(set.name).toBe('Typing basics');
    expect(set.flashcards.map((c) => c.question)).toEqual(modelCards(10).cards.map((c) => c.question));
    expect(set.flashcards[0]!.chapter).toMatchObject({ book: 'dataEntry', chapter: 3 });
    const prompt = JSON.stringify(fake.requests.filter(isFlashcards)[0]!.body.messages);
    expect(prompt).toContain('[P1]');
    expect(prompt).toContain('Keyboard Mastery and Touch Typing');
    expect(fake.requests.filter(isFlashcards)).toHaveLength(1);
  });

  it('asks again after invalid output and uses the valid second answer', async () => {
    fake.reset();
    fake.replyOnce(JSON.stringify(modelCards(3)));
    fake.reply(JSON.stringify(modelCards(9)));
    const set = await create(student, sessionId, llm.app);
    expect(set.name).toBe('Typing basics');
    expect(set.flashcards).toHaveLength(9);
    expect(fake.requests.filter(isFlashcards)).toHaveLength(2);
  });

  it('falls back to the offline maker when the output is never valid (unknown source)', async () => {
    fake.reset();
    const bad = modelCards(10, 'P99');
    fake.reply(JSON.stringify(bad));
    const set = await create(student, sessionId, llm.app);
    expect(fake.requests.filter(isFlashcards)).toHaveLength(2);
    expectGoodSet(set);
    expect(set.flashcards.map((c) => c.question)).not.toContain('Model question 1?');
    expect(set.flashcards.some((c) => /touch typing/i.test(c.question))).toBe(true);
  });

  it('drops defective model cards, and falls back to the offline maker when too few are left', async () => {
    const withCutAnswers = (n: number, cut: number) => {
      const out = modelCards(n);
      out.cards.slice(0, cut).forEach((c) => (c.answer = 'Your raw speed, before mistakes are considered:'));
      return out;
    };
    fake.reset();
    fake.reply(JSON.stringify(withCutAnswers(12, 2)));
    const kept = await create(student, sessionId, llm.app);
    expect(kept.flashcards.map((c) => c.question)).toEqual(modelCards(12).cards.slice(2).map((c) => c.question));

    fake.reset();
    fake.reply(JSON.stringify(withCutAnswers(10, 3)));
    const offline = await create(student, sessionId, llm.app);
    expect(fake.requests.filter(isFlashcards)).toHaveLength(1);
    expectGoodSet(offline);
    expect(offline.flashcards.map((c) => c.question)).not.toContain('Model question 4?');
  });
});
