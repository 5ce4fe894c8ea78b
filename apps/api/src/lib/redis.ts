import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * One process's connections to the Redis that api processes share (throttles, session-cache
 * invalidation, answer streams). Modules take this and name their keys with `key()`, so several
 * deployments (or test runs) can share one Redis without touching each other's keys.
 */
export interface SharedRedis {
  /** Commands. Never used for SUBSCRIBE or blocking reads, which would stall every other command. */
  client: Redis;
  /** A new connection for a subscriber or a blocking read (XREAD BLOCK); closed with the rest, or by its user. */
  connection(): Redis;
  /** `prefix` + the parts joined with ':' (e.g. key('session-version', id)). Also for pub/sub channels. */
  key(...parts: string[]): string;
  prefix: string;
  close(): Promise<void>;
}

/** The name (CLIENT SETNAME) of this process's connections: `CLIENT LIST` shows whose they are. */
export const connectionName = (prefix: string, pid = process.pid) => `${prefix}pid-${pid}`;

export async function openRedis(options: { url: string; prefix: string }, log: FastifyBaseLogger): Promise<SharedRedis> {
  const opened = new Set<Redis>();
  const connect = () => {
    // Commands wait for a reconnect rather than failing at once: a Redis restart is a pause, not errors.
    const redis = new Redis(options.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 3,
      enableAutoPipelining: true,
      connectionName: connectionName(options.prefix),
    });
    redis.on('error', (err) => log.warn({ err }, 'redis connection error'));
    opened.add(redis);
    // A connection quit for good (an idle reader) is forgotten.
    redis.once('end', () => opened.delete(redis));
    return redis;
  };
  const client = connect();
  // A wrong REDIS_URL stops start-up with its reason instead of failing the first request.
  await client.connect();
  return {
    client,
    connection: () => {
      const redis = connect();
      void redis.connect().catch((err: unknown) => log.warn({ err }, 'redis connection failed'));
      return redis;
    },
    key: (...parts) => options.prefix + parts.join(':'),
    prefix: options.prefix,
    async close() {
      await Promise.all([...opened].map((r) => r.quit().catch(() => r.disconnect())));
    },
  };
}
