import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { SEND_FAILED, type ChatMessage } from '@vidya/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { callAs, chatSession, createTestApp, registerStudent, type Student, type TestContext } from './app.ts';
import { openTestDatabase } from './database.ts';
import { closedPortUrl, startFakeOpenAI, type FakeFault, type FakeOpenAI } from './fakes/openai.ts';
import { MODEL_UNREACHABLE_NOTE } from '../src/tutor/with-fallback.ts';
import { parseEvents } from './sse.ts';

/**
 * Every way the model provider can fail, over the real send route (server-sent events and JSON):
 * the question is kept; a failure before the first word is answered by the offline tutor, after a
 * note saying so; what arrived before a later fault is kept as interrupted and the student is told
 * 'Error fetching response.'; the generators (name, suggestions, flashcards, assignment) answer
 * with the offline tutor's work instead. The circuit breaker then stops asking a failing provider.
 */

/**
 * Short limits so a whole fault (three attempts and their backoff) takes about a second. The
 * breaker is kept out of the way here (each fault must be met afresh); it has tests of its own.
 */
const LIMITS = { connectTimeoutMs: 300, stallTimeoutMs: 300, retryDelayMs: 40, helperTimeoutMs: 1_000, breakerFailures: 1_000 };
/** Two retries by default: a failure before the first token is asked three times, never more. */
const ATTEMPTS = 3;
/** A fault must end the request well within this: no hang waiting for a provider that never answers. */
const ANSWERED_WITHIN_MS = 5_000;
const ANSWER = 'One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen.';
/** A question the course notes answer, so the offline tutor's fallback cites them. */
const QUESTION = 'What is touch typing?';

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
/** The same database with no model: what the offline tutor answers. */
let offline: TestContext;
let student: Student;
/** Building apps is slow on a busy machine (load ~12): a generous bound, never a failing guess. */
const SETUP_TIMEOUT_MS = 180_000;
/** One signing key for every app on the database, so one student's token works on each. */
const JWT_SECRET = randomBytes(32).toString('hex');

beforeAll(async () => {
  database = await openTestDatabase();
  fake = await startFakeOpenAI();
  const env = { TUTOR: 'llm', OPENAI_API_KEY: 'test-key', JWT_SECRET };
  onFake = await createTestApp({ ...env, OPENAI_BASE_URL: fake.url }, { database, llmLimits: LIMITS });
  onClosedPort = await createTestApp({ ...env, OPENAI_BASE_URL: await closedPortUrl() }, { database, llmLimits: LIMITS });
  offline = await createTestApp({ TUTOR: 'offline', JWT_SECRET }, { database });
  student = await registerStudent(onFake.app, { firstName: 'Meena' });
  // Three apps, each loading and indexing the course notes: on a loaded 2-core machine that took
  // longer than the 30 s hook default.
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await offline?.close();
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

async function send(app: App, sessionId: string, stream: boolean, question = QUESTION) {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: `/api/chat/session/${sessionId}/send`,
    payload: { question },
    headers: { authorization: `Bearer ${student.accessToken}`, ...(stream ? { accept: 'text/event-stream' } : {}) },
  });
  return { res, ms: performance.now() - started };
}

/** The four generators of a session, each through its route: each must answer, and in time. */
async function generators(app: App, as: Student, sessionId: string) {
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

/** What the offline tutor answers to `question` at the start of a session. */
async function offlineAnswer(question = QUESTION): Promise<string> {
  const { res } = await send(offline.app, await newSession(offline.app), false, question);
  expect(res.statusCode).toBe(200);
  return (res.json() as { answer: string }).answer;
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
    expect(stored).toHaveLength(2);
    const kept = stored[1]!;
    if (fault.partial) {
      // What arrived is kept as interrupted: the student saw words, so no second answer follows.
      expect(kept).toMatchObject({ sender: 'bot', status: 'interrupted' });
      expect(kept.text.length).toBeGreaterThan(0);
      expect(ANSWER.startsWith(kept.text)).toBe(true);
      expect(kept.text).not.toBe(ANSWER);
    } else {
      // Nothing arrived: the offline tutor answers in full (citation, quick check), after the note.
      expect(kept).toMatchObject({ sender: 'bot', status: 'complete' });
      expect(kept.text).toBe(`${MODEL_UNREACHABLE_NOTE}\n\n${await offlineAnswer()}`);
      expect(kept.text).toContain('From your course notes: Chapter');
    }

    if (stream) {
      // The student's screen: the stored question, then what is stored, then 'done' or the clear message.
      expect(res.statusCode).toBe(200);
      const events = parseEvents(res.body);
      expect(events[0]).toMatchObject({ event: 'question', data: { message: { _id: stored[0]!._id, text: QUESTION } } });
      if (fault.partial) {
        expect(events.at(-1)).toMatchObject({ event: 'error', data: { message: SEND_FAILED } });
        expect(events.map((e) => e.event)).not.toContain('done');
      } else {
        expect(events.at(-1)).toMatchObject({ event: 'done', data: { message: { _id: kept._id, text: kept.text } } });
        expect(events.map((e) => e.event)).not.toContain('error');
      }
      const shown = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text).join('');
      // What the student saw is exactly what is stored.
      expect(shown).toBe(kept.text);
    } else if (fault.partial) {
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: SEND_FAILED });
    } else {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ answer: kept.text, message: { _id: kept._id, status: 'complete' } });
    }

    // Retried only before the first token, and never more than the limit. (An attempt the client
    // gave up on may reach the fake, in this same process, late on a loaded machine.)
    if (fault.fake) await vi.waitFor(() => expect(fake.requests).toHaveLength(fault.partial ? 1 : ATTEMPTS), { timeout: 30_000 });
  });
});

describe('retries', () => {
  /**
   * Its own app, with a connect timeout no 429 comes near: on a loaded machine (load ~12) the
   * fake, which shares this process, could take longer than LIMITS' 300 ms to read a request; the
   * client then gave up on that attempt before the fake counted it (24 of 30 were counted).
   */
  let patient: TestContext;
  beforeAll(async () => {
    patient = await createTestApp(
      // Ten sessions of one student stand for ten students: their answers run at once.
      { TUTOR: 'llm', OPENAI_API_KEY: 'test-key', JWT_SECRET, OPENAI_BASE_URL: fake.url, ANSWERS_IN_FLIGHT_PER_STUDENT: '100' },
      { database, llmLimits: { ...LIMITS, connectTimeoutMs: 60_000 } },
    );
  }, SETUP_TIMEOUT_MS);
  afterAll(() => patient?.close());

  it('spaces a 429’s retries by the backoff, and many students at once make no retry storm', async () => {
    meet(FAULTS.find((f) => f.fake === 'http429')!);
    const app = patient.app;
    const sessions = await Promise.all(Array.from({ length: 10 }, () => newSession(app)));
    const results = await Promise.all(sessions.map((id) => send(app, id, false)));
    // Each student is answered offline, and was asked for exactly three times: never more.
    expect(results.map((r) => r.res.statusCode)).toEqual(sessions.map(() => 200));
    expect(results.map((r) => (r.res.json() as { answer: string }).answer.startsWith(MODEL_UNREACHABLE_NOTE))).toEqual(sessions.map(() => true));
    expect(fake.requests).toHaveLength(sessions.length * ATTEMPTS);

    fake.requests.length = 0;
    await send(app, await newSession(app), false);
    expect(fake.requests).toHaveLength(ATTEMPTS);
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
  let sessionId: string;
  beforeAll(async () => {
    // A conversation long enough for flashcards and an assignment, answered by the model.
    fake.reset();
    fake.reply('Touch typing means typing with all ten fingers without looking. (Chapter 3: Keyboard Mastery and Touch Typing)');
    sessionId = await chatSession(onFake.app, student, ['What is touch typing?', 'What is the home row?', 'How do I use the numeric keypad?']);
  }, SETUP_TIMEOUT_MS);

  // What the offline tutor makes of the same session: the fallbacks must give the same.
  const generate = (app: App, as: Student) => generators(app, as, sessionId);

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

describe('the circuit breaker', () => {
  /**
   * An app on the fake with the breaker at its default of 3 failures in a row, and `cooldownMs`.
   * Where the fault answers at once (429, 500) the connect timeout is far off, so that on a loaded
   * machine no attempt is given up before the fake, in this same process, has counted it.
   */
  const guarded = (cooldownMs: number, connectTimeoutMs = 60_000) =>
    createTestApp(
      { TUTOR: 'llm', OPENAI_API_KEY: 'test-key', JWT_SECRET, OPENAI_BASE_URL: fake.url, ANSWERS_IN_FLIGHT_PER_STUDENT: '100' },
      { database, llmLimits: { ...LIMITS, connectTimeoutMs, breakerFailures: 3, breakerCooldownMs: cooldownMs } },
    );
  /** Long enough that no test here reaches its end, however loaded the machine. */
  let open: TestContext;
  /** Short, to see the trial after it. */
  const SHORT_COOLDOWN_MS = 500;
  let brief: TestContext;
  beforeAll(async () => {
    open = await guarded(10 * 60_000, LIMITS.connectTimeoutMs);
    brief = await guarded(SHORT_COOLDOWN_MS);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await open?.close();
    await brief?.close();
  });

  const answerOf = (r: Awaited<ReturnType<typeof send>>) => (r.res.json() as { answer: string }).answer;

  it('opens after a provider that never answers fails three times: then nothing waits for it, and nothing asks it', async () => {
    meet(FAULTS.find((f) => f.fake === 'timeout')!);
    const first = await send(open.app, await newSession(open.app), false);
    expect(answerOf(first).startsWith(MODEL_UNREACHABLE_NOTE)).toBe(true);
    // On a loaded machine an attempt given up on may reach the fake late: wait for all three.
    await vi.waitFor(() => expect(fake.requests).toHaveLength(ATTEMPTS), { timeout: 30_000 });
    // The first student waited for three connect timeouts; the next are answered without any wait.
    expect(first.ms).toBeGreaterThanOrEqual(ATTEMPTS * LIMITS.connectTimeoutMs);

    fake.requests.length = 0;
    const expected = `${MODEL_UNREACHABLE_NOTE}\n\n${await offlineAnswer()}`;
    for (const stream of [false, true]) {
      const sessionId = await newSession(open.app);
      const next = await send(open.app, sessionId, stream);
      expect(next.ms).toBeLessThan(first.ms);
      expect(next.res.statusCode).toBe(200);
      const stored = await storedMessages(open.app, sessionId);
      expect(stored.map((m) => [m.sender, m.status, m.text])).toEqual([
        ['user', 'complete', QUESTION],
        ['bot', 'complete', expected],
      ]);
    }
    // Names, suggestions, flashcards and assignments do not ask it either.
    const sessionId = await chatSession(open.app, student, ['What is touch typing?', 'What is the home row?', 'How do I use the numeric keypad?']);
    await generators(open.app, student, sessionId);
    expect(fake.requests).toHaveLength(0);
  });

  it('10 students at once on a 429: once it opens, nobody retries and everybody is answered offline', async () => {
    meet(FAULTS.find((f) => f.fake === 'http429')!);
    const fresh = await guarded(10 * 60_000);
    const app = fresh.app;
    try {
      const sessions = await Promise.all(Array.from({ length: 10 }, () => newSession(app)));
      const results = await Promise.all(sessions.map((id) => send(app, id, false)));
      expect(results.map((r) => r.res.statusCode)).toEqual(sessions.map(() => 200));
      expect(results.map((r) => answerOf(r).startsWith(MODEL_UNREACHABLE_NOTE))).toEqual(sessions.map(() => true));
      // Three failures open it; then at most the requests already on their way (one per student)
      // reach the provider. Without the breaker each student would be asked for three times (30).
      expect(fake.requests.length).toBeGreaterThanOrEqual(3);
      expect(fake.requests.length).toBeLessThanOrEqual(sessions.length + 2);
    } finally {
      await fresh.close();
    }
  });

  it('after the cool-down one trial request goes through: a healthy provider closes it, a failing one keeps it open', async () => {
    meet(FAULTS.find((f) => f.fake === 'http500')!);
    await send(brief.app, await newSession(brief.app), false);
    expect(fake.requests).toHaveLength(ATTEMPTS);

    // Still failing after the cool-down: one trial, no retries, and the offline answer.
    await sleep(SHORT_COOLDOWN_MS * 1.5);
    fake.requests.length = 0;
    const trial = await send(brief.app, await newSession(brief.app), false);
    expect(answerOf(trial).startsWith(MODEL_UNREACHABLE_NOTE)).toBe(true);
    expect(fake.requests).toHaveLength(1);

    // Back after the next cool-down: the trial answers from the model and closes the breaker.
    await sleep(SHORT_COOLDOWN_MS * 1.5);
    fake.reset();
    fake.reply(ANSWER);
    const healthy = await send(brief.app, await newSession(brief.app), false);
    expect(answerOf(healthy)).toBe(ANSWER);
    expect(fake.requests).toHaveLength(1);
    // Closed: a failure is retried again (three attempts), as before it opened.
    fake.fault('http500');
    const again = await send(brief.app, await newSession(brief.app), false);
    expect(answerOf(again).startsWith(MODEL_UNREACHABLE_NOTE)).toBe(true);
    expect(fake.requests).toHaveLength(1 + ATTEMPTS);
  });
});
