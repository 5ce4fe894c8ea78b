import { randomBytes } from 'node:crypto';
import { SEND_FAILED, type ChatStreamEvent } from '@vidya/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SharedRedis } from '../../../lib/redis.ts';
import { createMemoryAnswerStreams } from './memory.ts';
import { createSharedStreamReader } from './shared-reader.ts';
import { eventId, isFinal, KEEP_FINISHED_MS, parseEventId, type AnswerMeta, type AnswerStreams, type AnswerWriter, type StoredEvent } from './types.ts';

export interface RedisAnswerStreamsOptions {
  redis: SharedRedis;
  log: FastifyBaseLogger;
  /** Stores what arrived of an answer whose process died (as interrupted); called once per answer. */
  onOrphan(meta: AnswerMeta, text: string): Promise<void>;
  /** The generating process refreshes its lease every refreshMs; an answer whose lease lapses is orphaned. */
  leaseMs?: number;
  refreshMs?: number;
  /** How often every process looks for orphaned answers. */
  sweepMs?: number;
  /** How long a reader waits for new events before checking the generator's lease. */
  blockMs?: number;
  /** How long the shared reading connection stays open with nobody reading. */
  readerIdleMs?: number;
  keepMs?: number;
  /** Events kept per answer at most (a runaway answer cannot fill Redis). */
  maxEvents?: number;
}

/**
 * Answer streams in Redis Streams, so any process can resume any answer. The generating process
 * keeps its own answers in memory too: the POST that asked reads them there, without Redis.
 * Entry ids are `0-<sequence>`, the sequence of the SSE id, so a Last-Event-ID is an XREAD position.
 */
/** How long the generating process keeps a finished answer in memory too (its readers have it by then). */
const LOCAL_KEEP_FINISHED_MS = 15_000;

export function createRedisAnswerStreams(options: RedisAnswerStreamsOptions) {
  const { redis, log, onOrphan, leaseMs = 10_000, refreshMs = 2_000, sweepMs = 5_000, blockMs = 2_000, readerIdleMs = 30_000, keepMs = KEEP_FINISHED_MS, maxEvents = 20_000 } = options;
  const { client } = redis;
  const key = {
    events: (id: string) => redis.key('answer', id),
    meta: (id: string) => redis.key('answer', id, 'meta'),
    lease: (id: string) => redis.key('answer', id, 'lease'),
    claim: (id: string) => redis.key('answer', id, 'claim'),
    current: (sessionId: string) => redis.key('session-answer', sessionId),
    /** Answers not yet ended, scored by start time: what the sweep looks through (never KEYS). */
    open: redis.key('answers-open'),
    stop: redis.key('answer-stop'),
  };
  const owner = randomBytes(6).toString('hex');
  // Redis keeps finished answers for resumes; this process's own copy (for the POST that asked, read
  // without Redis) goes soon after the end, so its memory does not grow with the answer rate.
  const local = createMemoryAnswerStreams({ keepMs: Math.min(keepMs, LOCAL_KEEP_FINISHED_MS) });
  const warn = (what: string) => (err: unknown) => void log.warn({ err }, what);

  // Stop requests reach the process generating the answer over pub/sub.
  const subscriber = redis.connection();
  subscriber.on('message', (_channel: string, id: string) => local.stopAnswer(id));
  const subscribed = subscriber.subscribe(key.stop).catch(warn('could not subscribe to answer stops'));

  // Every reader of this process shares one blocking connection (decision 0026).
  const reader = createSharedStreamReader({ redis, blockMs, idleMs: readerIdleMs, onError: warn('could not read answer streams') });
  const leases = new Set<NodeJS.Timeout>();

  const toEvent = (answerId: string, entryId: string, fields: string[]): StoredEvent => {
    const get = (name: string) => fields[fields.indexOf(name) + 1] ?? '';
    return { id: eventId(answerId, Number(entryId.split('-')[1])), event: get('e'), data: JSON.parse(get('d')) } as StoredEvent;
  };

  async function lastEvent(id: string) {
    const [entry] = await client.xrevrange(key.events(id), '+', '-', 'COUNT', 1);
    return entry ? toEvent(id, entry[0], entry[1]) : null;
  }

  /** An ended answer stays readable a few minutes, then goes; its session's pointer with it. */
  async function finish(id: string, sessionId: string | undefined) {
    const tx = client.multi().pexpire(key.events(id), keepMs).pexpire(key.meta(id), keepMs).del(key.lease(id)).zrem(key.open, id);
    await tx.exec();
    if (sessionId && (await client.get(key.current(sessionId))) === id) await client.pexpire(key.current(sessionId), keepMs);
  }

  /**
   * An answer whose process died: the first process to claim it (SET NX) stores what arrived as
   * interrupted and ends the stream with the error event, so readers see what arrived and the error.
   */
  async function claim(id: string) {
    if (local.holds(id)) return;
    if (!(await client.set(key.claim(id), owner, 'PX', 60_000, 'NX'))) return;
    try {
      const events = (await client.xrange(key.events(id), '-', '+')).map(([entryId, fields]) => toEvent(id, entryId, fields));
      const meta = (await client.hgetall(key.meta(id))) as Partial<Record<keyof AnswerMeta, string>>;
      const last = events.at(-1);
      if (!last || !isFinal(last)) {
        const text = events.map((e) => (e.event === 'delta' ? e.data.text : '')).join('');
        if (meta.sessionId && meta.userId) await onOrphan({ sessionId: meta.sessionId, userId: meta.userId, source: meta.source === 'voice' ? 'voice' : 'text' }, text);
        const seq = last ? parseEventId(last.id)!.seq + 1 : 1;
        await client.xadd(key.events(id), `0-${seq}`, 'e', 'error', 'd', JSON.stringify({ message: SEND_FAILED }));
        log.warn({ answer: id, chars: text.length }, 'an answer whose process stopped was stored as interrupted');
      }
      await finish(id, meta.sessionId);
    } catch (err) {
      // Let the next sweep (or resume) try again.
      await client.del(key.claim(id));
      throw err;
    }
  }

  async function sweep() {
    const stale = await client.zrangebyscore(key.open, '-inf', Date.now() - leaseMs, 'LIMIT', 0, 100);
    for (const id of stale) {
      if (!local.holds(id) && !(await client.exists(key.lease(id)))) await claim(id);
    }
  }
  const sweeper = setInterval(() => void sweep().catch(warn('could not sweep orphaned answers')), sweepMs);
  sweeper.unref();

  async function* readRemote(id: string, after: number, signal: AbortSignal): AsyncGenerator<StoredEvent> {
    const follower = reader.follow(key.events(id), after);
    let position = after;
    try {
      while (!signal.aborted) {
        const entries = await follower.next(blockMs, signal);
        if (signal.aborted) return;
        if (!entries.length) {
          // Quiet for a while: is the generating process still there?
          if (await client.exists(key.lease(id))) continue;
          const last = await lastEvent(id);
          // Ended (perhaps just now, by a claim elsewhere): read on to its end, unless read already.
          if (last && isFinal(last)) {
            if (parseEventId(last.id)!.seq <= position) return;
            continue;
          }
          if (!last && !(await client.exists(key.meta(id)))) return;
          await claim(id);
          continue;
        }
        for (const [entryId, fields] of entries) {
          const event = toEvent(id, entryId, fields);
          position = parseEventId(event.id)!.seq;
          yield event;
          if (isFinal(event)) return;
        }
      }
    } finally {
      follower.close();
    }
  }

  const streams: AnswerStreams = {
    async open(meta: AnswerMeta): Promise<AnswerWriter> {
      const writer = await local.open(meta);
      const { id } = writer;
      await client
        .multi()
        .hset(key.meta(id), { ...meta })
        // Safety nets: an answer is minutes long; a deployment that vanishes leaves nothing for long.
        .pexpire(key.meta(id), 3_600_000)
        .set(key.lease(id), owner, 'PX', leaseMs)
        .set(key.current(meta.sessionId), id, 'PX', 3_600_000)
        .zadd(key.open, Date.now(), id)
        .exec();
      const lease = setInterval(() => void client.pexpire(key.lease(id), leaseMs).catch(warn('could not renew an answer lease')), refreshMs);
      lease.unref();
      leases.add(lease);
      let written: Promise<unknown> = Promise.resolve();
      let seq = 0;
      return {
        id,
        stopped: writer.stopped,
        append(event: ChatStreamEvent) {
          seq += 1;
          // Readers here see an event only once it is in Redis: a client must never hold an event
          // that a resume elsewhere (after this process died) would not know. One connection keeps
          // the commands, and so these callbacks, in order.
          written = client
            .xadd(key.events(id), 'MAXLEN', '~', maxEvents, `0-${seq}`, 'e', event.event, 'd', JSON.stringify(event.data))
            .catch(warn('could not append to an answer stream'))
            .then(() => writer.append(event));
          if (isFinal(event)) {
            clearInterval(lease);
            leases.delete(lease);
            written = written.then(() => finish(id, meta.sessionId)).catch(warn('could not end an answer stream'));
          }
          return eventId(id, seq);
        },
        flushed: () => written.then(() => undefined),
      };
    },

    async follow(sessionId, lastEventId, signal) {
      const parsed = lastEventId === null ? null : parseEventId(lastEventId);
      if (lastEventId !== null && !parsed) return null;
      const id = parsed?.answerId ?? (await client.get(key.current(sessionId)));
      if (!id) return null;
      const from = lastEventId ?? eventId(id, 0);
      if (local.holds(id)) return local.follow(sessionId, from, signal);
      if ((await client.hget(key.meta(id), 'sessionId')) !== sessionId) return null;
      return readRemote(id, parsed?.seq ?? 0, signal);
    },

    async stop(sessionId) {
      const id = await client.get(key.current(sessionId));
      if (!id) return false;
      if (local.stopAnswer(id)) return true;
      if (!(await client.exists(key.lease(id)))) return false;
      await client.publish(key.stop, id);
      return true;
    },

    async close() {
      clearInterval(sweeper);
      for (const lease of leases) clearInterval(lease);
      await subscribed;
      reader.close();
      await local.close();
    },
  };
  return { ...streams, sweep };
}
