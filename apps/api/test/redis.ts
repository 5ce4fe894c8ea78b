import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { openRedis, type SharedRedis } from '../src/lib/redis.ts';

/** The Redis the tests may use (shared with other runs), or undefined: the Redis tests are skipped. */
export const testRedisUrl = process.env.TEST_REDIS_URL;

/** A connection under a fresh random prefix; close() also removes every key written under it. */
export async function openTestRedis(): Promise<SharedRedis> {
  if (!testRedisUrl) throw new Error('openTestRedis needs TEST_REDIS_URL');
  const prefix = `vidya-test-${randomBytes(6).toString('hex')}:`;
  const redis = await openRedis({ url: testRedisUrl, prefix }, Fastify({ logger: false }).log);
  return {
    ...redis,
    async close() {
      await deleteRedisKeys(testRedisUrl, prefix);
      await redis.close();
    },
  };
}

/** The Redis is shared with other runs: only this run's keys go, found with SCAN (never KEYS). */
export async function deleteRedisKeys(url: string, prefix: string) {
  const redis = new Redis(url, { lazyConnect: true });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
