import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { API, SessionSchema, SessionSummarySchema, type SessionSummary } from '@vidya/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  chatSession,
  createTestApp,
  registerStudent,
  type Student,
  type TestContext,
} from '../../../test/app.ts';
import { fileOf, multipartBody } from '../../../test/sample-files.ts';
import { chatFiles, chatSessions } from '../../db/schema.ts';
import { createGenerationsRepository } from './generations.repository.ts';
import { createDailyLimits } from './quotas.ts';

// Small limits, so each is reached in a few requests (decision 0028-quotas).
const LIMITS = {
  MAX_SESSIONS: '5',
  SESSION_MAX_MESSAGES: '6',
  UPLOAD_QUOTA_MB: '1',
  ASSIGNMENTS_PER_DAY: '3',
  FLASHCARD_SETS_PER_DAY: '3',
  // Parallel sends here test the stored limits, not the answers one student may have in flight.
  ANSWERS_IN_FLIGHT_PER_STUDENT: '100',
};
const KB = 1024;

let ctx: TestContext;
// Starting an app (migrations on a fresh database) can take a while on a busy machine.
beforeAll(async () => {
  ctx = await createTestApp(LIMITS);
}, 180_000);
afterAll(() => ctx.close());

const student = () => registerStudent(ctx.app) as Promise<Student>;
const newSession = async (s: Student, chatBot = 'dataEntry') => {
  const res = await callAs(ctx.app, s, 'POST', API.chat.createSession, { name: 'Chat', chatBot });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { _id: string })._id;
};
const messagesOf = async (s: Student, id: string) =>
  SessionSchema.parse((await callAs(ctx.app, s, 'GET', `/api/chat/session/${id}`)).json()).messages;
const send = (s: Student, id: string, question: string) =>
  callAs(ctx.app, s, 'POST', `/api/chat/session/${id}/send`, { question });
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();
/** Files in DATA_DIR/uploads (storage spreads them over sub-folders). */
const storedFileCount = () => {
  const dir = join(ctx.dataDir, 'uploads');
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (n, d) => n + (d.isDirectory() ? readdirSync(join(dir, d.name)).length : 0),
    0,
  );
};
const sendFile = async (s: Student, id: string, bytes: number) => {
  const form = new FormData();
  form.append('question', 'What does my file say?');
  form.append(
    'files',
    fileOf(Buffer.alloc(bytes, 'typing speed is measured in words per minute. '), 'notes.txt', 'text/plain'),
  );
  const body = await multipartBody(form);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/chat/session/${id}/send`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${s.accessToken}` },
  });
};

describe('chats per student (MAX_SESSIONS)', () => {
  it('grants at most the limit to 20 parallel creates; deleting an old chat makes room', async () => {
    const s = await student();
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callAs(ctx.app, s, 'POST', API.chat.createSession, {
          name: `Chat ${i}`,
          chatBot: i % 2 ? 'dataEntry' : 'itEssentials',
        }),
      ),
    );
    expect(statuses(all)).toEqual([...Array(5).fill(200), ...Array(15).fill(409)]);
    const refused = all.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toBe(
      'You have 5 chats, the most one student can keep. Delete old chats in Chat History, then start a new one.',
    );
    const [kept] = await ctx.database.db
      .select({ n: count() })
      .from(chatSessions)
      .where(eq(chatSessions.userId, s.user._id));
    expect(kept!.n).toBe(5);

    const old = all.find((r) => r.statusCode === 200)!.json() as { _id: string };
    expect((await callAs(ctx.app, s, 'DELETE', `/api/chat/session/${old._id}/delete`)).statusCode).toBe(200);
    await newSession(s);
  });
});

describe('messages per chat (SESSION_MAX_MESSAGES)', () => {
  it('refuses a question past the limit, and a regenerate, keeping every stored message', async () => {
    const s = await student();
    const id = await chatSession(ctx.app, s, [
      'What is touch typing?',
      'What is net speed?',
      'What is accuracy?',
    ]);
    const before = await messagesOf(s, id);
    expect(before).toHaveLength(6);

    const refused = await send(s, id, 'What is a keyboard?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This chat has reached its limit of 6 messages. Start a new chat to keep asking.',
    );
    const again = await callAs(ctx.app, s, 'POST', API.chat.regenerate(id));
    expect(again.statusCode).toBe(409);
    expect(await messagesOf(s, id)).toEqual(before);
  });

  it('lets 8 parallel questions store at most the limit, each question with its answer', async () => {
    const s = await student();
    const id = await newSession(s);
    const all = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(s, id, `What is data entry, part ${i}?`)),
    );
    expect(statuses(all)).toEqual([...Array(3).fill(200), ...Array(5).fill(409)]);
    const stored = await messagesOf(s, id);
    expect(stored).toHaveLength(6);
    expect(stored.filter((m) => m.sender === 'user')).toHaveLength(3);
  });

  it('stores the lines of a call that fit and says how many did not; a full chat stores none and says so', async () => {
    const s = await student();
    const id = await chatSession(ctx.app, s, ['What is touch typing?', 'What is net speed?']);
    const lines = ['one', 'two', 'three', 'four', 'five'].map((text, i) => ({
      text,
      sender: i % 2 ? ('bot' as const) : ('user' as const),
    }));
    const res = await callAs(ctx.app, s, 'POST', API.chat.storeVoiceMessages(id), {
      voiceCallMessages: lines,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      stored: 2,
      notStored: 3,
      message:
        'This chat reached its limit of 6 messages: the first 2 lines of the call were saved, the rest were not. Start a new chat to keep talking.',
      code: 'voicePartlySaved',
      params: { max: 6, kept: 2 },
    });
    expect((await messagesOf(s, id)).map((m) => m.text).slice(4)).toEqual(['one', 'two']);

    const full = await callAs(ctx.app, s, 'POST', API.chat.storeVoiceMessages(id), {
      voiceCallMessages: lines,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/could not be saved here\. Start a new chat/);
    expect(await messagesOf(s, id)).toHaveLength(6);
  });
});

describe('stored upload bytes per student (UPLOAD_QUOTA_MB)', () => {
  it('refuses files past the quota before storing anything; deleting the chat frees its files', async () => {
    const s = await student();
    const first = await newSession(s);
    expect((await sendFile(s, first, 600 * KB)).statusCode).toBe(200);
    const files = storedFileCount();
    const second = await newSession(s);

    const refused = await sendFile(s, second, 600 * KB);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(
      'These files would pass your storage limit of 1 MB (your chats hold 1 MB of files). Deleting old chats frees the space their files take; then send again.',
    );
    expect(storedFileCount()).toBe(files);
    expect(await messagesOf(s, second)).toEqual([]);

    expect((await callAs(ctx.app, s, 'DELETE', `/api/chat/session/${first}/delete`)).statusCode).toBe(200);
    expect((await sendFile(s, second, 600 * KB)).statusCode).toBe(200);
  });

  it('lets 4 parallel sends store at most the quota', async () => {
    const s = await student();
    const ids = await Promise.all([1, 2, 3, 4].map(() => newSession(s)));
    const all = await Promise.all(ids.map((id) => sendFile(s, id, 400 * KB)));
    expect(statuses(all)).toEqual([200, 200, 413, 413]);
    const [row] = await ctx.database.db
      .select({ bytes: sql<number>`sum(${chatFiles.size})`.mapWith(Number) })
      .from(chatFiles)
      .where(eq(chatFiles.userId, s.user._id));
    expect(row!.bytes).toBe(800 * KB);
  });
});

describe('generated per day (ASSIGNMENTS_PER_DAY, FLASHCARD_SETS_PER_DAY)', () => {
  it('grants at most the day’s assignments to 10 parallel requests', async () => {
    const s = await student();
    const id = await chatSession(ctx.app, s, ['What is touch typing?', 'How do I calculate net speed?']);
    const all = await Promise.all(
      Array.from({ length: 10 }, () => callAs(ctx.app, s, 'POST', API.assignments.generate(id))),
    );
    expect(statuses(all)).toEqual([...Array(3).fill(200), ...Array(7).fill(429)]);
    const refused = all.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({
      message: 'You have made 3 assignments today, the most for one day. Come back tomorrow for more.',
      // The app words it in the student's language from these.
      code: 'assignmentsToday',
      params: { max: 3 },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another student's day is their own.
    const other = await student();
    const theirs = await chatSession(ctx.app, other, [
      'What is touch typing?',
      'How do I calculate net speed?',
    ]);
    expect((await callAs(ctx.app, other, 'POST', API.assignments.generate(theirs))).statusCode).toBe(200);
  });

  it('grants at most the day’s flashcard sets to 10 parallel requests; deleting a set gives none back', async () => {
    const s = await student();
    const id = await chatSession(ctx.app, s, [
      'What is touch typing?',
      'How do I calculate net speed?',
      'What is accuracy?',
    ]);
    const all = await Promise.all(
      Array.from({ length: 10 }, () => callAs(ctx.app, s, 'POST', API.flashcards.create(id))),
    );
    expect(statuses(all)).toEqual([...Array(3).fill(200), ...Array(7).fill(429)]);
    expect(all.find((r) => r.statusCode === 429)!.json().message).toBe(
      'You have made 3 flashcard sets today, the most for one day. Come back tomorrow for more.',
    );

    const made = all.find((r) => r.statusCode === 200)!.json() as { _id: string };
    expect((await callAs(ctx.app, s, 'DELETE', API.flashcards.delete(made._id))).statusCode).toBe(200);
    expect((await callAs(ctx.app, s, 'POST', API.flashcards.create(id))).statusCode).toBe(429);
  });

  it('gives a booking back when the generation fails', async () => {
    const s = await student();
    const daily = createDailyLimits({
      repo: createGenerationsRepository(ctx.database.db),
      limits: { assignment: 2, flashcards: 2 },
    });
    const failing = () =>
      daily.within(s.user._id, 'assignment', () => Promise.reject(new Error('the model failed')));
    for (let i = 0; i < 4; i += 1) await expect(failing()).rejects.toThrow('the model failed');
    const made = await Promise.allSettled(
      Array.from({ length: 5 }, () => daily.within(s.user._id, 'assignment', async () => 'made')),
    );
    expect(made.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
  });
});

describe('the session list, page by page', () => {
  it('walks 120 sessions newest first: none twice, none missing, ties in a stable order', async () => {
    const s = await student();
    const other = await student();
    // Straight into the table: the chat limit (5 here) is not what this tests. Groups of 30 share a
    // millisecond, some differing only in microseconds, so the order must break ties by id.
    const rows = Array.from({ length: 120 }, (_, i) => ({
      userId: s.user._id,
      name: `Chat ${i}`,
      chatBot: 'dataEntry',
      lastActiveAt: sql`${`2026-11-${10 + Math.floor(i / 30)}T10:00:00.123${String(i % 7).padStart(3, '0')}Z`}::timestamptz`,
    }));
    const ids = (
      await ctx.database.db
        .insert(chatSessions)
        .values(rows as never)
        .returning({ id: chatSessions.id })
    ).map((r) => r.id);
    await ctx.database.db.insert(chatSessions).values([
      { userId: s.user._id, name: 'Other course', chatBot: 'itEssentials' },
      { userId: other.user._id, name: 'Not yours', chatBot: 'dataEntry' },
    ]);

    const seen: SessionSummary[] = [];
    let query = '?limit=25';
    for (let page = 0; page < 10; page += 1) {
      const res = await callAs(ctx.app, s, 'GET', `${API.chat.sessions('dataEntry')}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const items = SessionSummarySchema.array().parse(res.json());
      expect(items.length).toBeLessThanOrEqual(25);
      seen.push(...items);
      const last = items.at(-1);
      if (items.length < 25 || !last) break;
      query = `?limit=25&before=${encodeURIComponent(last.updatedAt)}&beforeId=${last._id}`;
    }
    expect(seen.map((x) => x._id).sort()).toEqual([...ids].sort());
    const times = seen.map((x) => x.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    // The same walk again gives the same order.
    const firstPage = SessionSummarySchema.array().parse(
      (await callAs(ctx.app, s, 'GET', `${API.chat.sessions('dataEntry')}?limit=25`)).json(),
    );
    expect(firstPage.map((x) => x._id)).toEqual(seen.slice(0, 25).map((x) => x._id));
    // Without a limit: the first 50 (old clients still get an array).
    expect((await callAs(ctx.app, s, 'GET', API.chat.sessions('dataEntry'))).json()).toHaveLength(50);
  });

  it('says what is wrong with a bad page request', async () => {
    const s = await student();
    const url = API.chat.sessions('dataEntry');
    for (const [query, message] of [
      ['?limit=0', 'limit must be at least 1'],
      ['?limit=101', 'limit must be at most 100'],
      ['?before=2026-11-20T10:00:00.000Z', 'before and beforeId go together'],
      ['?before=yesterday&beforeId=3f1c2b9e-8d1a-4c55-9a0e-6b7d2f1e0a11', 'before must be a date-time'],
    ] as const) {
      const res = await callAs(ctx.app, s, 'GET', `${url}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});
