import { randomBytes } from 'node:crypto';
import { SEND_FAILED, type ChatMessage } from '@vidya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { callAs, chatSession, createTestApp, registerStudent, type Student, type TestContext } from './app.ts';
import { openTestDatabase } from './database.ts';
import { closedPortUrl, startFakeOpenAI, type FakeFault, type FakeOpenAI } from './fakes/openai.ts';
import { parseEvents } from './sse.ts';

/**
 * Every way the model provider can fail, over the real send route (server-sent events and JSON):
 * the student is told 'Error fetching response.', the question is kept, what arrived before the
 * fault is kept as interrupted, and the generators (name, suggestions, flashcards, assignment)
 * answer with the offline tutor's work instead.
 */

/** Short limits so a whole fault (three attempts and their backoff) takes about a second. */
const LIMITS = { connectTimeoutMs: 300, stallTimeoutMs: 300, retryDelayMs: 40, helperTimeoutMs: 1_000 };
/** Two retries by default: a failure before the first token is asked three times, never more. */
const ATTEMPTS = 3;
/** A fault must end the request well within this: no hang waiting for a provider that never answers. */
const ANSWERED_WITHIN_MS = 5_000;
const ANSWER = 'One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen.';
const QUESTION = 'Count to sixteen for me';

interface Fault {
  label: string;
  /** The fake's fault mode; none: the provider is a port nothing listens on. */
  fake?: FakeFault;
  family: 'connection' | 'timeout' | 'http' | 'stream';
  /** Some of the answer arrives before the fault. */
  partial: boolean;
}

const FAULTS: Fault[] = [
  { label: 'refused connection (nothing listens)', family: 'connection', partial: false },
  { label: 'connection reset before any answer', fake: 'refuse', family: 'connection', partial: false },
  { label: 'timeout: the provider never answers', fake: 'timeout', family: 'timeout', partial: false },
  { label: 'timeout: the answer starts, then goes silent', fake: 'stall', family: 'timeout', partial: true },
  { label: '429 on every attempt', fake: 'http429', family: 'http', partial: false },
  { label: '500 on every attempt', fake: 'http500', family: 'http', partial: false },
  { label: 'the stream cut in half', fake: 'halfway', family: 'stream', partial: true },
  { label: 'a malformed chunk', fake: 'malformed', family: 'stream', partial: true },
];

let database: Database;
let fake: FakeOpenAI;
/** The app on the fake provider, and the same app on a port nothing listens on (one database, one key). */
let onFake: TestContext;
let onClosedPort: TestContext;
let student: Student;
/** One signing key for every app on the database, so one student's token works on each. */
const JWT_SECRET = randomBytes(32).toString('hex');

beforeAll(async () => {
  database = await openTestDatabase();
  fake = await startFakeOpenAI();
  const env = { TUTOR: 'llm', OPENAI_API_KEY: 'test-key', JWT_SECRET };
  onFake = await createTestApp({ ...env, OPENAI_BASE_URL: fake.url }, { database, llmLimits: LIMITS });
  onClosedPort = await createTestApp({ ...env, OPENAI_BASE_URL: await closedPortUrl() }, { database, llmLimits: LIMITS });
  student = await registerStudent(onFake.app, { firstName: 'Meena' });
});
afterAll(async () => {
  await onFake?.close();
  await onClosedPort?.close();
  await fake?.close();
  await database?.close();
});

/** Sets the fake up for `fault` (and its retries) and returns the app that meets it. */
function meet(fault: Fault): App {
  fake.reset();
  fake.reply(ANSWER);
  if (!fault.fake) return onClosedPort.app;
  fake.fault(fault.fake);
  return onFake.app;
}

async function newSession(app: App): Promise<string> {
  const res = await callAs(app, student, 'POST', '/api/chat/session', { name: 'Faults', chatBot: 'dataEntry' });
  return (res.json() as { _id: string })._id;
}

async function storedMessages(app: App, sessionId: string): Promise<ChatMessage[]> {
  return ((await callAs(app, student, 'GET', `/api/chat/session/${sessionId}`)).json() as { messages: ChatMessage[] }).messages;
}

async function send(app: App, sessionId: string, stream: boolean) {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: `/api/chat/session/${sessionId}/send`,
    payload: { question: QUESTION },
    headers: { authorization: `Bearer ${student.accessToken}`, ...(stream ? { accept: 'text/event-stream' } : {}) },
  });
  return { res, ms: performance.now() - started };
}

describe.each([
  ['server-sent events', true],
  ['JSON', false],
] as const)('the send route (%s) when the provider fails', (_transport, stream) => {
  it.each(FAULTS.map((f) => [f.label, f] as const))('%s', async (_label, fault) => {
    const app = meet(fault);
    const sessionId = await newSession(app);
    const { res, ms } = await send(app, sessionId, stream);
    expect(ms).toBeLessThan(ANSWERED_WITHIN_MS);
    const stored = await storedMessages(app, sessionId);

    // The question is kept, whatever the provider did.
    expect(stored[0]).toMatchObject({ sender: 'user', text: QUESTION, status: 'complete' });
    // What arrived is kept as interrupted; nothing is stored as the bot's when nothing arrived.
    const kept = stored[1];
    if (fault.partial) {
      expect(stored).toHaveLength(2);
      expect(kept).toMatchObject({ sender: 'bot', status: 'interrupted' });
      expect(kept!.text.length).toBeGreaterThan(0);
      expect(ANSWER.startsWith(kept!.text)).toBe(true);
      expect(kept!.text).not.toBe(ANSWER);
    } else {
      expect(stored).toHaveLength(1);
    }

    if (stream) {
      // The student's screen: the stored question, what arrived, then the clear message; never 'done'.
      expect(res.statusCode).toBe(200);
      const events = parseEvents(res.body);
      expect(events[0]).toMatchObject({ event: 'question', data: { message: { _id: stored[0]!._id, text: QUESTION } } });
      expect(events.at(-1)).toMatchObject({ event: 'error', data: { message: SEND_FAILED } });
      expect(events.map((e) => e.event)).not.toContain('done');
      const shown = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text).join('');
      // What the student saw is exactly what is stored.
      expect(shown).toBe(kept?.text ?? '');
    } else {
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: SEND_FAILED });
    }

    // Retried only before the first token, and never more than the limit.
    if (fault.fake) expect(fake.requests).toHaveLength(fault.partial ? 1 : ATTEMPTS);
  });
});

describe('retries', () => {
  it('spaces a 429’s retries by the backoff, and many students at once make no retry storm', async () => {
    const fault = FAULTS.find((f) => f.fake === 'http429')!;
    const app = meet(fault);
    const sessions = await Promise.all(Array.from({ length: 10 }, () => newSession(app)));
    const results = await Promise.all(sessions.map((id) => send(app, id, false)));
    expect(results.map((r) => r.res.statusCode)).toEqual(sessions.map(() => 502));
    expect(fake.requests).toHaveLength(sessions.length * ATTEMPTS);

    fake.requests.length = 0;
    await send(app, await newSession(app), false);
    const [first, second, third] = fake.requests.map((r) => r.at);
    // Backoff doubles, with at most a quarter taken off as jitter.
    expect(second! - first!).toBeGreaterThanOrEqual(LIMITS.retryDelayMs * 0.75);
    expect(third! - second!).toBeGreaterThanOrEqual(LIMITS.retryDelayMs * 2 * 0.75);
  });

  it('a regenerate after the fault answers the kept question once the provider is back', async () => {
    const app = meet(FAULTS.find((f) => f.fake === 'halfway')!);
    const sessionId = await newSession(app);
    await send(app, sessionId, true);
    fake.fault('ok');
    const res = await callAs(app, student, 'POST', `/api/chat/session/${sessionId}/regenerate`);
    expect(res.statusCode).toBe(200);
    const stored = await storedMessages(app, sessionId);
    expect(stored.map((m) => [m.sender, m.status])).toEqual([
      ['user', 'complete'],
      ['bot', 'interrupted'],
      ['bot', 'complete'],
    ]);
    expect(stored[2]!.text).toBe(ANSWER);
  });
});

describe('the generators fall back to the offline tutor', () => {
  let offline: TestContext;
  let sessionId: string;
  beforeAll(async () => {
    // A conversation long enough for flashcards and an assignment, answered by the model.
    fake.reset();
    fake.reply('Touch typing means typing with all ten fingers without looking. (Chapter 3: Keyboard Mastery and Touch Typing)');
    sessionId = await chatSession(onFake.app, student, ['What is touch typing?', 'What is the home row?', 'How do I use the numeric keypad?']);
    // What the offline tutor makes of the same session: the fallbacks must give the same.
    offline = await createTestApp({ TUTOR: 'offline', JWT_SECRET }, { database });
  });
  afterAll(() => offline?.close());

  /** The four generators, each through its route. */
  async function generate(app: App, as: Student) {
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const started = performance.now();
      const res = await callAs(app, as, method, url, payload);
      expect(performance.now() - started, url).toBeLessThan(ANSWERED_WITHIN_MS);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json() as Record<string, unknown>;
    };
    return {
      name: await call('GET', `/api/chat/sessions/${sessionId}/generate-name`),
      suggestions: await call('POST', `/api/chat/session/${sessionId}/generate-questions`, { inputText: '' }),
      flashcards: await call('POST', `/api/flashcards/${sessionId}/create-flashcards`),
      assignment: await call('POST', `/api/assignments/${sessionId}/generate-assignment`),
    };
  }

  // One fault of each family: the port nothing listens on, the silent provider, a 500, a cut stream.
  const families = [FAULTS[0]!, ...FAULTS.filter((f) => f.fake === 'timeout' || f.fake === 'http500' || f.fake === 'halfway')];
  it.each(families.map((f) => [f.family, f] as const))('on a %s fault', async (_family, fault) => {
    const app = meet(fault);
    const got = await generate(app, student);
    if (fault.fake) expect(fake.requests.length).toBeGreaterThanOrEqual(4);
    fake.reset();
    const expected = await generate(offline.app, student);

    expect(got.name).toEqual(expected.name);
    expect(got.suggestions).toEqual(expected.suggestions);
    const cards = (set: Record<string, unknown>) => {
      const { name, flashcards } = set as { name: string; flashcards: { question: string; answer: string }[] };
      return { name, cards: flashcards.map((c) => [c.question, c.answer]) };
    };
    expect(cards(got.flashcards)).toEqual(cards(expected.flashcards));
    expect(Object.keys(got.assignment.assignment as object)).toHaveLength(10);
    expect(JSON.stringify(got.assignment)).not.toContain('Model question');
  });
});
