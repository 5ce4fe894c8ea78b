import type { Redis } from 'ioredis';
import type { SharedRedis } from '../../../lib/redis.ts';

/** One Redis stream entry: its id (`0-<sequence>` for answers) and its fields. */
export type StreamEntry = [id: string, fields: string[]];

export interface StreamFollower {
  /** The entries after the last ones returned; [] when none came within `waitMs` or `signal` aborted. */
  next(waitMs: number, signal: AbortSignal): Promise<StreamEntry[]>;
  /** Stops following; the last follower gone lets the connection go after `idleMs`. */
  close(): void;
}

interface Follower {
  key: string;
  /** The sequence of the last entry handed to this follower's queue. */
  position: number;
  queue: StreamEntry[];
  wake: (() => void) | null;
}

const seqOf = (entryId: string) => Number(entryId.split('-')[1]);

/**
 * Every blocking read of this process's answer streams over ONE Redis connection: a loop XREAD BLOCKs
 * on all followed streams at once and hands each follower the entries after its own position. A
 * follower that joins while the loop waits ends that wait (CLIENT UNBLOCK), so it is read at once.
 * With nobody following, the connection is closed after `idleMs` (decision 0026).
 */
export function createSharedStreamReader(options: {
  redis: SharedRedis;
  blockMs: number;
  idleMs: number;
  onError(err: unknown): void;
}) {
  const { redis, blockMs, idleMs, onError } = options;
  const followers = new Set<Follower>();
  let conn: Redis | null = null;
  let connId: number | null = null;
  let running = false;
  let closed = false;
  let idleTimer: NodeJS.Timeout | null = null;
  // Which followers the read in flight covers: a newer generation means it must be ended and redone.
  let generation = 0;
  let readingGeneration: number | null = null;
  let wakeTimer: NodeJS.Timeout | null = null;

  function connection(): Redis {
    if (conn) return conn;
    const opened = redis.connection();
    opened.on('close', () => void (connId = null));
    conn = opened;
    return opened;
  }

  /** The lowest position wanted per stream key (several followers may read one answer). */
  function positions(): Map<string, number> {
    const lowest = new Map<string, number>();
    for (const f of followers) lowest.set(f.key, Math.min(f.position, lowest.get(f.key) ?? Infinity));
    return lowest;
  }

  /** Hands out what a read from `readFrom` returned, to each follower that read covered. */
  function deliver(reply: [key: string, entries: StreamEntry[]][], readFrom: Map<string, number>) {
    for (const [key, entries] of reply) {
      const from = readFrom.get(key) ?? Infinity;
      for (const f of followers) {
        // One that joined meanwhile further back waits for the next read, from its own position.
        if (f.key !== key || f.position < from) continue;
        const fresh = entries.filter(([id]) => seqOf(id) > f.position);
        if (!fresh.length) continue;
        f.queue.push(...fresh);
        f.position = seqOf(fresh.at(-1)![0]);
        f.wake?.();
      }
    }
  }

  async function readOnce(c: Redis) {
    if (connId === null) connId = Number(await c.client('ID'));
    const wanted = positions();
    readingGeneration = generation;
    const keys = [...wanted.keys()];
    const ids = keys.map((key) => `0-${wanted.get(key)!}`);
    try {
      const reply = (await c.xread('COUNT', 1000, 'BLOCK', blockMs, 'STREAMS', ...keys, ...ids)) as
        [string, StreamEntry[]][] | null;
      if (reply) deliver(reply, wanted);
    } finally {
      readingGeneration = null;
    }
  }

  async function run() {
    running = true;
    try {
      while (followers.size && !closed) {
        await readOnce(connection()).catch(async (err: unknown) => {
          if (closed) return;
          onError(err);
          // Redis away: wait a little rather than spin; followers check their answer meanwhile.
          await new Promise((resolve) => setTimeout(resolve, Math.min(blockMs, 500)));
        });
      }
    } finally {
      running = false;
      scheduleIdleClose();
    }
  }

  function scheduleIdleClose() {
    if (idleTimer || closed) return;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (followers.size || running || !conn) return;
      const idle = conn;
      conn = null;
      connId = null;
      void idle.quit().catch(() => idle.disconnect());
    }, idleMs);
    idleTimer.unref();
  }

  /** Ends the read in flight when it does not cover every follower; again shortly, in case it had not reached Redis yet. */
  function wake() {
    if (wakeTimer || readingGeneration === null || readingGeneration === generation || connId === null)
      return;
    void redis.client.client('UNBLOCK', connId).catch(onError);
    wakeTimer = setTimeout(() => {
      wakeTimer = null;
      wake();
    }, 50);
    wakeTimer.unref();
  }

  return {
    follow(key: string, after: number): StreamFollower {
      if (closed) throw new Error('the stream reader is closed');
      const follower: Follower = { key, position: after, queue: [], wake: null };
      followers.add(follower);
      generation += 1;
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      if (running) wake();
      else void run();
      return {
        next(waitMs, signal) {
          if (follower.queue.length || signal.aborted || closed)
            return Promise.resolve(follower.queue.splice(0));
          return new Promise<StreamEntry[]>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              signal.removeEventListener('abort', done);
              follower.wake = null;
              resolve(follower.queue.splice(0));
            };
            const timer = setTimeout(done, waitMs);
            signal.addEventListener('abort', done, { once: true });
            follower.wake = done;
          });
        },
        close() {
          followers.delete(follower);
          follower.wake?.();
        },
      };
    },

    /** Ends every wait and cuts the connection (the process is closing). */
    close() {
      closed = true;
      if (idleTimer) clearTimeout(idleTimer);
      if (wakeTimer) clearTimeout(wakeTimer);
      for (const f of followers) f.wake?.();
      conn?.disconnect();
      conn = null;
    },
  };
}
