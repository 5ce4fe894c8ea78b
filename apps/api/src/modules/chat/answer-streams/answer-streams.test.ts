import { randomBytes } from 'node:crypto';
import type { ChatStreamEvent } from '@vidya/contract';
import Fastify from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openRedis, type SharedRedis } from '../../../lib/redis.ts';
import { deleteRedisKeys, testRedisUrl } from '../../../../test/redis.ts';
import { createMemoryAnswerStreams } from './memory.ts';
import { createRedisAnswerStreams } from './redis.ts';
import type { AnswerMeta, AnswerStreams, StoredEvent } from './types.ts';

const redisUrl = testRedisUrl;
const log = Fastify({ logger: false }).log;
const meta = (sessionId = `s-${randomBytes(4).toString('hex')}`): AnswerMeta => ({ sessionId, userId: 'u1', source: 'text' });
const delta = (text: string): ChatStreamEvent => ({ event: 'delta', data: { text } });
const done: ChatStreamEvent = { event: 'error', data: { message: 'Error fetching response.' } };

async function all(events: AsyncIterable<StoredEvent> | null) {
  const list: StoredEvent[] = [];
  for await (const e of events ?? []) list.push(e);
  return list;
}
const never = () => new AbortController().signal;
const texts = (list: StoredEvent[]) => list.map((e) => (e.event === 'delta' ? e.data.text : `<${e.event}>`));

/** Where an answer is written and where it is read: one store in memory; two "processes" on one Redis. */
type Pair = (options?: { keepMs?: number }) => Promise<[writer: AnswerStreams, reader: AnswerStreams]>;

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const s of opened.splice(0)) await s.close();
});

// What both stores must do: the behaviour the routes rely on.
function storeBehaviour(name: string, pair: Pair) {
  describe(`${name} answer streams`, () => {
    it('gives a reader every event from the start, live, then ends at the final event', async () => {
      const [writing, streams] = await pair();
      const m = meta();
      const writer = await writing.open(m);
      writer.append(delta('One '));
      const reading = all(await streams.follow(m.sessionId, null, never()));
      writer.append(delta('two.'));
      writer.append(done);
      await writer.flushed();
      const events = await reading;
      expect(texts(events)).toEqual(['One ', 'two.', '<error>']);
      expect(events.map((e) => e.id)).toEqual([1, 2, 3].map((n) => `${writer.id}:${n}`));
    });

    it('continues after a Last-Event-ID with nothing repeated, and ends at once after the last one', async () => {
      const [writing, streams] = await pair();
      const m = meta();
      const writer = await writing.open(m);
      const ids = ['a', 'b', 'c'].map((t) => writer.append(delta(t)));
      const last = writer.append(done);
      await writer.flushed();
      expect(texts(await all(await streams.follow(m.sessionId, ids[0]!, never())))).toEqual(['b', 'c', '<error>']);
      expect(await all(await streams.follow(m.sessionId, last, never()))).toEqual([]);
    });

    it("knows nothing of another session's answer, an unknown answer, or a malformed id", async () => {
      const [writing, streams] = await pair();
      const m = meta();
      const writer = await writing.open(m);
      const id = writer.append(delta('secret'));
      await writer.flushed();
      expect(await streams.follow('another-session', id, never())).toBeNull();
      expect(await streams.follow('another-session', null, never())).toBeNull();
      expect(await streams.follow(m.sessionId, '0123456789ab:1', never())).toBeNull();
      expect(await streams.follow(m.sessionId, 'nonsense', never())).toBeNull();
    });

    it('stops an answer in progress, and only one in progress', async () => {
      const [writing, streams] = await pair();
      const m = meta();
      const writer = await writing.open(m);
      expect(await streams.stop('no-such-session')).toBe(false);
      expect(await streams.stop(m.sessionId)).toBe(true);
      await expect.poll(() => writer.stopped.aborted).toBe(true);
      writer.append(done);
      await writer.flushed();
      expect(await streams.stop(m.sessionId)).toBe(false);
    });

    it('keeps a finished answer for a while, then forgets it', async () => {
      const [writing, streams] = await pair({ keepMs: 300 });
      const m = meta();
      const writer = await writing.open(m);
      writer.append(delta('kept'));
      writer.append(done);
      await writer.flushed();
      expect(texts(await all(await streams.follow(m.sessionId, null, never())))).toEqual(['kept', '<error>']);
      await new Promise((r) => setTimeout(r, 500));
      expect(await streams.follow(m.sessionId, null, never())).toBeNull();
    });

    it('a reader that goes away stops reading', async () => {
      const [writing, streams] = await pair();
      const m = meta();
      const writer = await writing.open(m);
      const gone = new AbortController();
      const reading = all(await streams.follow(m.sessionId, null, gone.signal));
      writer.append(delta('first'));
      await new Promise((r) => setTimeout(r, 50));
      gone.abort();
      expect(texts(await reading)).toEqual(['first']);
      writer.append(done);
    });
  });
}

storeBehaviour('memory', async (options) => {
  const s = createMemoryAnswerStreams(options);
  opened.push(s);
  return [s, s];
});

describe('memory answer streams', () => {
  it('keeps at most maxFinished finished answers, dropping the oldest, and never one in progress', async () => {
    const s = createMemoryAnswerStreams({ maxFinished: 2 });
    opened.push(s);
    const running = meta();
    (await s.open(running)).append(delta('still going'));
    const finished = [meta(), meta(), meta()];
    for (const m of finished) {
      const writer = await s.open(m);
      writer.append(delta('answer'));
      writer.append(done);
    }
    expect(await s.follow(finished[0]!.sessionId, null, never())).toBeNull();
    for (const m of finished.slice(1)) expect(texts(await all(await s.follow(m.sessionId, null, never())))).toEqual(['answer', '<error>']);
    const gone = new AbortController();
    const reading = all(await s.follow(running.sessionId, null, gone.signal));
    gone.abort();
    expect(texts(await reading)).toEqual(['still going']);
  });
});

describe.runIf(redisUrl)('Redis answer streams across processes', () => {
  const prefix = `vidya-test-${randomBytes(4).toString('hex')}:`;
  const connections: SharedRedis[] = [];
  const orphans: { meta: AnswerMeta; text: string }[] = [];

  /** One "process": its own Redis connections and store, sharing the Redis and the prefix. */
  async function process(options: Partial<Parameters<typeof createRedisAnswerStreams>[0]> = {}) {
    const redis = await openRedis({ url: redisUrl!, prefix }, log);
    connections.push(redis);
    const streams = createRedisAnswerStreams({ redis, log, onOrphan: async (m, text) => void orphans.push({ meta: m, text }), leaseMs: 400, refreshMs: 100, sweepMs: 60_000, blockMs: 200, ...options });
    opened.push(streams);
    return streams;
  }

  afterAll(async () => {
    for (const s of opened.splice(0)) await s.close();
    await deleteRedisKeys(redisUrl!, prefix);
    for (const c of connections) await c.close();
  });

  storeBehaviour('Redis', async (options) => [await process(options), await process(options)]);

  it('resumes on another process an answer being generated on the first', async () => {
    const [one, two] = [await process(), await process()];
    const m = meta();
    const writer = await one.open(m);
    const first = writer.append(delta('One '));
    await writer.flushed();
    const reading = all(await two.follow(m.sessionId, first, never()));
    writer.append(delta('two '));
    writer.append(delta('three.'));
    writer.append({ event: 'done', data: { message: { _id: 'x', text: 'One two three.', sender: 'bot', timestamp: '', status: 'complete', source: 'text', files: [] } } });
    expect(texts(await reading)).toEqual(['two ', 'three.', '<done>']);
    // From the start, too, and by the session alone.
    expect(texts(await all(await two.follow(m.sessionId, null, never())))).toEqual(['One ', 'two ', 'three.', '<done>']);
  });

  it('stops an answer from another process', async () => {
    const [one, two] = [await process(), await process()];
    const m = meta();
    const writer = await one.open(m);
    expect(await two.stop(m.sessionId)).toBe(true);
    await expect.poll(() => writer.stopped.aborted).toBe(true);
  });

  it('an answer whose process died is claimed once: what arrived is kept, and readers get the error', async () => {
    const dying = await process();
    const m = meta();
    const writer = await dying.open(m);
    writer.append(delta('Half an '));
    writer.append(delta('answer'));
    await writer.flushed();
    // The process dies: its lease is no longer renewed.
    await dying.close();
    const [two, three] = [await process(), await process()];
    const reading = all(await two.follow(m.sessionId, null, never()));
    await new Promise((r) => setTimeout(r, 500));
    await Promise.all([two.sweep(), three.sweep(), three.sweep()]);
    expect(texts(await reading)).toEqual(['Half an ', 'answer', '<error>']);
    expect(orphans.filter((o) => o.meta.sessionId === m.sessionId)).toEqual([{ meta: m, text: 'Half an answer' }]);
  });
});
