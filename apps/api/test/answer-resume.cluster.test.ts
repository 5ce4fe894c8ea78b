import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionName } from '../src/lib/redis.ts';
import { newStudent } from './app.ts';
import { startCluster, type Cluster } from './cluster.ts';
import { startFakeOpenAI, type FakeOpenAI } from './fakes/openai.ts';
import { deltas, read, readSse, resumeMany, textOf, type Sse } from './sse.ts';

// Answers across two real api processes on one PostgreSQL and one Redis (decision 0021): resumed on
// the other process, and stored as interrupted when the process generating them is killed.

const ANSWER = Array.from({ length: 75 }, (_, i) => `word${i}`).join(' ');

describe('answers across two api processes', () => {
  let fake: FakeOpenAI;
  let cluster: Cluster;
  let token: string;

  beforeAll(async () => {
    // Slow enough (25 pieces, 100 ms apart) to cut the connection, or kill the process, mid-answer.
    fake = await startFakeOpenAI({ delayMs: 100 });
    fake.reply(ANSWER);
    cluster = await startCluster({ processes: 2, env: { TUTOR: 'llm', OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'test-key' } });
    const res = await fetch(`${cluster.urls[0]}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(newStudent()) });
    token = ((await res.json()) as { accessToken: string }).accessToken;
  });
  afterAll(async () => {
    await cluster?.stop();
    await fake?.close();
  });

  const call = (process: number, method: string, path: string, { body, headers = {}, signal }: { body?: object; headers?: Record<string, string>; signal?: AbortSignal } = {}) =>
    fetch(`${cluster.urls[process]}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
      signal,
    });
  const newSession = async () => ((await (await call(1, 'POST', '/api/chat/session', { body: { name: 'Asha', chatBot: 'dataEntry' } })).json()) as { _id: string })._id;
  /** Asks on process 0 and reads until three pieces have arrived. */
  async function askOnFirst(id: string, abort: AbortController) {
    const res = await call(0, 'POST', `/api/chat/session/${id}/send`, { body: { question: 'Count for me' }, headers: { accept: 'text/event-stream' }, signal: abort.signal });
    return read(readSse(res), abort, (events) => deltas(events).length === 3);
  }
  const resumeOnSecond = async (id: string, last: Sse) => read(await call(1, 'GET', `/api/chat/session/${id}/stream`, { headers: { 'last-event-id': last.id } }), null);
  const storedAnswer = async (id: string) => {
    const { messages } = (await (await call(1, 'GET', `/api/chat/session/${id}`)).json()) as { messages: { sender: string; text: string; status: string }[] };
    return messages.filter((m) => m.sender === 'bot');
  };

  it('an answer started on process 0 and resumed on process 1 arrives whole, nothing twice', async () => {
    const id = await newSession();
    const before = await askOnFirst(id, new AbortController());
    const after = await resumeOnSecond(id, before.at(-1)!);
    const events = [...before, ...after];
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    expect(after.at(-1)?.event).toBe('done');
    expect(textOf(events)).toBe(ANSWER);
    expect(await storedAnswer(id)).toEqual([expect.objectContaining({ text: ANSWER, status: 'complete' })]);
  });

  it("200 parallel resumes on process 1 share its Redis connections, and leave none behind", async () => {
    const admin = new Redis(cluster.redisUrl);
    const name = connectionName(cluster.redisPrefix, cluster.pid(1)!);
    const count = async () => ((await admin.client('LIST')) as string).split('\n').filter((line) => line.includes(` name=${name} `)).length;
    try {
      const before = await count();
      // A slow answer (25 pieces, 1 s apart), so every reader is attached while it is written.
      fake.delay(1000);
      const id = await newSession();
      const abort = new AbortController();
      const first = await askOnFirst(id, abort);
      let during = 0;
      const resume = () => call(1, 'GET', `/api/chat/session/${id}/stream`, { headers: { 'last-event-id': first.at(-1)!.id } });
      const rests = await resumeMany(200, resume, async () => void (during = await count()));
      for (const events of rests) expect(textOf([...first, ...events])).toBe(ANSWER);
      const after = await count();
      // One reader per connection would be 200 more, kept after the answer ended.
      expect(during - before).toBeLessThanOrEqual(2);
      expect(after - before).toBeLessThanOrEqual(2);
    } finally {
      fake.delay(100);
      admin.disconnect();
    }
  }, 240_000);

  it('process 0 killed mid-answer: what arrived is stored as interrupted, and the resume on process 1 ends with the error', async () => {
    const id = await newSession();
    const abort = new AbortController();
    const before = await askOnFirst(id, abort);
    await cluster.kill(0, 'SIGKILL');
    // The lease (10 s) lapses; process 1 claims the answer while its reader waits.
    const after = await resumeOnSecond(id, before.at(-1)!);
    expect(after.at(-1), cluster.output(1)).toMatchObject({ event: 'error', data: { message: 'Error fetching response.' } });
    const arrived = textOf([...before, ...after]);
    expect(ANSWER.startsWith(arrived)).toBe(true);
    expect(arrived.length).toBeLessThan(ANSWER.length);
    expect(await storedAnswer(id)).toEqual([expect.objectContaining({ text: arrived, status: 'interrupted' })]);
  });
});
