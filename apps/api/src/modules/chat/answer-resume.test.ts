import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SessionSchema } from '@vidya/contract';
import { asc, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema.ts';
import { connectionName } from '../../lib/redis.ts';
import { createTestApp, registerStudent, type Student, type TestContext } from '../../../test/app.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../../../test/fakes/openai.ts';
import { deleteRedisKeys, testRedisUrl } from '../../../test/redis.ts';
import { deltas, read, readSse, resumeMany, seqs, textOf } from '../../../test/sse.ts';

// Answers that survive a dropped connection (decision 0021), over real HTTP: in memory on one
// process, and with TEST_REDIS_URL on two processes (two apps on one database and one Redis).

const redisUrl = testRedisUrl;
const ANSWER = Array.from({ length: 45 }, (_, i) => `word${i}`).join(' ');
const jwtSecret = randomBytes(32).toString('hex');

const baseOf = (ctx: TestContext) => `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;

function client(base: string, student: Student) {
  const call = (method: string, path: string, { body, headers = {}, signal }: { body?: object; headers?: Record<string, string>; signal?: AbortSignal } = {}) =>
    fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${student.accessToken}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
      signal,
    });
  return {
    call,
    async newSession() {
      return ((await (await call('POST', '/api/chat/session', { body: { name: 'Asha', chatBot: 'dataEntry' } })).json()) as { _id: string })._id;
    },
    /** A streamed send; `abort` drops the connection. */
    send(sessionId: string, abort = new AbortController()) {
      return call('POST', `/api/chat/session/${sessionId}/send`, { body: { question: 'Say many words' }, headers: { accept: 'text/event-stream' }, signal: abort.signal });
    },
    resume(sessionId: string, lastEventId?: string) {
      return call('GET', `/api/chat/session/${sessionId}/stream`, { headers: { accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) } });
    },
    async stored(sessionId: string) {
      return SessionSchema.parse(await (await call('GET', `/api/chat/session/${sessionId}`)).json()).messages;
    },
  };
}

async function storedAnswer(c: ReturnType<typeof client>, sessionId: string) {
  await expect.poll(async () => (await c.stored(sessionId)).length, { timeout: 5000 }).toBe(2);
  return (await c.stored(sessionId))[1]!;
}

const modes = [{ name: 'in memory, one process', redis: false }, ...(redisUrl ? [{ name: 'on Redis, two processes', redis: true }] : [])];

describe.each(modes)('answers $name', ({ redis }) => {
  let fake: FakeOpenAI;
  let one: TestContext;
  let two: TestContext;
  let asha: Student;
  let ravi: Student;
  const prefix = `vidya-test-${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    fake = await startFakeOpenAI({ delayMs: 25 });
    fake.reply(ANSWER);
    const env = {
      TUTOR: 'llm',
      OPENAI_BASE_URL: fake.url,
      OPENAI_API_KEY: 'test-key',
      JWT_SECRET: jwtSecret,
      ...(redis ? { REDIS_URL: redisUrl!, REDIS_PREFIX: prefix } : {}),
    };
    one = await createTestApp(env);
    two = redis ? await createTestApp(env, { database: one.database }) : one;
    for (const ctx of new Set([one, two])) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    asha = await registerStudent(one.app, { firstName: 'Asha' });
    ravi = await registerStudent(one.app, { firstName: 'Ravi' });
  });
  afterAll(async () => {
    if (two !== one) await two.app.close();
    await one.close();
    await fake.close();
    if (redis) await deleteRedisKeys(redisUrl!, prefix);
  });

  it('an answer cut off mid-way and resumed with Last-Event-ID (on the other process) arrives whole, nothing twice', async () => {
    const [onOne, onTwo] = [client(baseOf(one), asha), client(baseOf(two), asha)];
    const whole = await read(await onOne.send(await onOne.newSession()), null);
    expect(whole.at(-1)?.event).toBe('done');

    const id = await onOne.newSession();
    const abort = new AbortController();
    const before = await read(await onOne.send(id, abort), abort, (events) => deltas(events).length === 3);
    expect(before[0]?.event).toBe('question');
    // The answer goes on while the phone is out of signal.
    await new Promise((r) => setTimeout(r, 150));
    const resumed = await onTwo.resume(id, before.at(-1)!.id);
    expect(resumed.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const after = await read(resumed, null);
    const events = [...before, ...after];

    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    expect(seqs(events)).toEqual(events.map((_, i) => i + 1));
    expect(events.at(-1)?.event).toBe('done');
    expect(textOf(events)).toBe(textOf(whole));
    expect(textOf(events)).toBe(ANSWER);
    const stored = await storedAnswer(onOne, id);
    expect(stored).toMatchObject({ text: ANSWER, status: 'complete' });
    expect((events.at(-1)!.data.message as { text: string }).text).toBe(ANSWER);

    // Without Last-Event-ID: the whole answer from its start, the stored question first.
    const again = await read(await onTwo.resume(id), null);
    expect(again.map((e) => e.id)).toEqual(events.map((e) => e.id));
  });

  it('a dropped connection no longer stops the answer: it is stored complete', async () => {
    const c = client(baseOf(one), asha);
    const id = await c.newSession();
    const abort = new AbortController();
    await read(await c.send(id, abort), abort, (events) => deltas(events).length === 1);
    expect(await storedAnswer(c, id)).toMatchObject({ text: ANSWER, status: 'complete' });
  });

  it('Stop from another request stores what arrived as interrupted; the readers get the error', async () => {
    const [onOne, onTwo] = [client(baseOf(one), asha), client(baseOf(two), asha)];
    const id = await onOne.newSession();
    const reader = readSse(await onOne.send(id));
    const events = await read(reader, null, (list) => deltas(list).length === 2);
    const stop = await onTwo.call('POST', `/api/chat/session/${id}/stop`);
    expect(await stop.json()).toEqual({ stopped: true });
    events.push(...(await read(reader, null)));
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { message: 'Error fetching response.' } });
    const stored = await storedAnswer(onOne, id);
    expect(stored.status).toBe('interrupted');
    expect(stored.text).toBe(textOf(events));
    expect(stored.text.length).toBeLessThan(ANSWER.length);
    expect(await (await onTwo.call('POST', `/api/chat/session/${id}/stop`)).json()).toEqual({ stopped: false });
  });

  it('regenerate runs the same way: resumable, and whole', async () => {
    const [onOne, onTwo] = [client(baseOf(one), asha), client(baseOf(two), asha)];
    const id = await onOne.newSession();
    await read(await onOne.send(id), null);
    const abort = new AbortController();
    const res = await onOne.call('POST', `/api/chat/session/${id}/regenerate`, { headers: { accept: 'text/event-stream' }, signal: abort.signal });
    const before = await read(res, abort, (events) => deltas(events).length === 2);
    const after = await read(await onTwo.resume(id, before.at(-1)!.id), null);
    expect(textOf([...before, ...after])).toBe(ANSWER);
    expect(after.at(-1)?.event).toBe('done');
  });

  it.runIf(redis)("200 parallel resumes on one process share its Redis connections, and leave none behind", async () => {
    const admin = new Redis(redisUrl!);
    // This test process's connections under this run's prefix (both apps live here).
    const count = async () => ((await admin.client('LIST')) as string).split('\n').filter((line) => line.includes(` name=${connectionName(prefix)} `)).length;
    try {
      const [onOne, onTwo] = [client(baseOf(one), asha), client(baseOf(two), asha)];
      const id = await onOne.newSession();
      await read(await onOne.send(id), null);
      const before = await count();
      // A slow answer (15 pieces, 1 s apart), so every reader is attached while it is written.
      fake.delay(1000);
      const abort = new AbortController();
      const first = await read(await onOne.send(id, abort), abort, (events) => deltas(events).length === 1);
      let during = 0;
      const rests = await resumeMany(200, () => onTwo.resume(id, first.at(-1)!.id), async () => void (during = await count()));
      // Every reader gets the whole rest, however late it joined the shared read.
      for (const events of rests) expect(textOf([...first, ...events])).toBe(ANSWER);
      const after = await count();
      // The old way opened one connection per reader (during: 200 more) and kept them all.
      expect(during - before).toBeLessThanOrEqual(2);
      expect(after - before).toBeLessThanOrEqual(2);
    } finally {
      fake.delay(25);
      admin.disconnect();
    }
  }, 180_000);

  it("answers 404 for another student's session, a session with no answer, and an id of another session", async () => {
    const [mine, theirs] = [client(baseOf(two), asha), client(baseOf(two), ravi)];
    const id = await mine.newSession();
    const quiet = await mine.resume(await mine.newSession());
    expect(quiet.status).toBe(404);
    expect(await quiet.json()).toEqual({ message: 'No answer in progress' });
    const events = await read(await mine.send(id), null);
    expect((await theirs.resume(id)).status).toBe(404);
    expect((await theirs.resume(id, events[1]!.id)).status).toBe(404);
    expect((await theirs.call('POST', `/api/chat/session/${id}/stop`)).status).toBe(404);
    // Asha's own other session cannot read this answer by its id either.
    expect((await mine.resume(await mine.newSession(), events[1]!.id)).status).toBe(404);
  });
});

const messagesOf = (ctx: TestContext, sessionId: string) =>
  ctx.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(asc(chatMessages.seq));

describe('graceful shutdown', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ delayMs: 30 });
    fake.reply(ANSWER);
  });
  afterAll(() => fake.close());

  async function started(env: Record<string, string> = {}) {
    const ctx = await createTestApp({ TUTOR: 'llm', OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'test-key', ...env });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const c = client(baseOf(ctx), await registerStudent(ctx.app));
    const id = await c.newSession();
    const reader = readSse(await c.send(id));
    const events = await read(reader, null, (list) => deltas(list).length === 1);
    return { ctx, c, id, rest: async () => [...events, ...(await read(reader, null))] };
  }

  it('lets answers in flight finish, refusing new questions meanwhile', async () => {
    const { ctx, c, id, rest } = await started();
    const closing = ctx.app.close();
    const refused = await c.send(id).catch(() => null);
    expect(refused === null || refused.status === 503).toBe(true);
    const events = await rest();
    const ended = Date.now();
    await closing;
    // Not held open by the answer's keep-alive connection (Node keeps an idle one for 72 s).
    expect(Date.now() - ended).toBeLessThan(5000);
    expect(events.at(-1)?.event).toBe('done');
    expect(textOf(events)).toBe(ANSWER);
    const [, answer, ...more] = await messagesOf(ctx, id);
    expect(more).toEqual([]);
    expect(answer).toMatchObject({ status: 'complete', text: ANSWER });
    await ctx.close();
  });

  it('past SHUTDOWN_DRAIN_SECONDS stops the rest, stored as interrupted with what arrived', async () => {
    const { ctx, id, rest } = await started({ SHUTDOWN_DRAIN_SECONDS: '0' });
    const closing = ctx.app.close();
    const events = await rest();
    await closing;
    expect(events.at(-1)?.event).toBe('error');
    const [, answer] = await messagesOf(ctx, id);
    expect(answer).toMatchObject({ status: 'interrupted', text: textOf(events) });
    await ctx.close();
  });

  it.runIf(redisUrl)('closes readers of another process\'s answer at once; the client resumes there', async () => {
    const prefix = `vidya-test-${randomBytes(4).toString('hex')}:`;
    const env = { TUTOR: 'llm', OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'test-key', JWT_SECRET: jwtSecret, REDIS_URL: redisUrl!, REDIS_PREFIX: prefix };
    const one = await createTestApp(env);
    const two = await createTestApp(env, { database: one.database });
    try {
      for (const ctx of [one, two]) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const student = await registerStudent(one.app);
      const [onOne, onTwo] = [client(baseOf(one), student), client(baseOf(two), student)];
      const id = await onOne.newSession();
      const first = await read(await onOne.send(id, new AbortController()), null, (events) => deltas(events).length === 1);
      const following = await onTwo.resume(id, first.at(-1)!.id);
      const reading = read(following, null);
      await new Promise((r) => setTimeout(r, 50));
      const began = Date.now();
      await two.app.close();
      // At once, not after the 30 s drain.
      expect(Date.now() - began).toBeLessThan(5000);
      const cut = await reading;
      expect(cut.some((e) => e.event === 'done' || e.event === 'error')).toBe(false);
      const rest = await read(await onOne.resume(id, (cut.at(-1) ?? first.at(-1)!).id), null);
      expect(textOf([...first, ...cut, ...rest])).toBe(ANSWER);
    } finally {
      await one.close();
      await deleteRedisKeys(redisUrl!, prefix);
    }
  });
});
