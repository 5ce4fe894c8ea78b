import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';
import type { SharedRedis } from '../../lib/redis.ts';
import type { ChatRepository } from './chat.repository.ts';

/**
 * What lets several api processes cache session reads (decision 0020). Every write to a session
 * moves its version before the write returns; a cached read is used only while the session's
 * version is still the one read before that cached read's queries began.
 */
export interface SessionVersions {
  /** The session's version now; null when it cannot be known (gone, not this user's, the store failing). */
  current(userId: string, sessionId: string): Promise<string | null>;
  /** After a write: moves the version where the database has not already, and tells the other processes. Never throws. */
  changed(sessionId: string): Promise<void>;
  /** Calls `listener` with each session another process (or this one) announces as changed. */
  onChanged(listener: (sessionId: string) => void): void;
  close(): Promise<void>;
}

/**
 * The session's version is a random token in Redis, replaced after every write (random rather than a
 * counter: a Redis that lost its keys cannot bring an old value back). A session without a token gets
 * one on its first read. Changes are announced by pub/sub.
 */
const CURRENT_OR_NEW = `
local version = redis.call('GET', KEYS[1])
if not version then
  version = ARGV[1]
  redis.call('SET', KEYS[1], version, 'PX', ARGV[2])
end
return version
`;
type CurrentCommand = (key: string, fresh: string, ttlMs: number) => Promise<string>;

export function redisSessionVersions(redis: SharedRedis, options: { ttlMs: number; log: FastifyBaseLogger }): SessionVersions {
  const client = redis.client as Redis & { vidyaSessionVersion?: CurrentCommand };
  if (!client.vidyaSessionVersion) client.defineCommand('vidyaSessionVersion', { numberOfKeys: 1, lua: CURRENT_OR_NEW });
  const currentOrNew = client.vidyaSessionVersion!.bind(client);
  const key = (sessionId: string) => redis.key('session-version', sessionId);
  const channel = redis.key('session-changed');
  const listeners: ((sessionId: string) => void)[] = [];
  const subscriber = redis.connection();
  subscriber.on('message', (_channel: string, sessionId: string) => listeners.forEach((l) => l(sessionId)));
  subscriber.subscribe(channel).catch((err: unknown) => options.log.warn({ err }, 'session cache: could not subscribe to changes'));

  // Sessions whose version could not be moved after a write: not trusted here, and moved as soon as
  // Redis answers again. After ttlMs no other process still holds a read from before the write.
  const unsettled = new Map<string, NodeJS.Timeout>();
  const move = async (sessionId: string) => {
    await Promise.all([client.set(key(sessionId), randomUUID(), 'PX', options.ttlMs), client.publish(channel, sessionId)]);
  };
  const keepMoving = (sessionId: string, until: number) => {
    clearTimeout(unsettled.get(sessionId));
    if (Date.now() >= until) return void unsettled.delete(sessionId);
    const retry = () => move(sessionId).then(() => unsettled.delete(sessionId), () => keepMoving(sessionId, until));
    unsettled.set(sessionId, setTimeout(retry, 1000).unref());
  };

  return {
    async current(_userId, sessionId) {
      // While Redis is away, reads go to the database at once instead of queueing for a reconnect.
      if (unsettled.has(sessionId) || client.status !== 'ready') return null;
      return currentOrNew(key(sessionId), randomUUID(), options.ttlMs).catch(() => null);
    },
    async changed(sessionId) {
      try {
        await move(sessionId);
      } catch (err) {
        options.log.error({ err, sessionId }, 'session cache: Redis failed after a write; other processes may show the session as before it until Redis answers');
        keepMoving(sessionId, Date.now() + options.ttlMs);
      }
    },
    onChanged: (listener) => void listeners.push(listener),
    async close() {
      for (const timer of unsettled.values()) clearTimeout(timer);
      unsettled.clear();
    },
  };
}

const CHANGED = 'vidya_session_changed';

/**
 * PostgreSQL without Redis: the version is the session row's own column, moved in the same statement
 * as the write (migration 0008), so it cannot lag behind; LISTEN/NOTIFY only frees memory early.
 */
export function postgresSessionVersions(database: Database, repo: ChatRepository, log: FastifyBaseLogger): SessionVersions {
  const listeners: ((sessionId: string) => void)[] = [];
  const listening = database.listen?.(CHANGED, (sessionId) => listeners.forEach((l) => l(sessionId)));
  listening?.catch((err: unknown) => log.warn({ err }, 'session cache: could not listen for changes'));
  return {
    async current(userId, sessionId) {
      const version = await repo.sessionVersion(userId, sessionId).catch(() => null);
      return version === null ? null : String(version);
    },
    async changed(sessionId) {
      await database.db.execute(sql`select pg_notify(${CHANGED}, ${sessionId})`).catch((err: unknown) => log.warn({ err }, 'session cache: could not announce a change'));
    },
    onChanged: (listener) => void listeners.push(listener),
    async close() {
      const stop = await listening?.catch(() => null);
      await stop?.();
    },
  };
}
