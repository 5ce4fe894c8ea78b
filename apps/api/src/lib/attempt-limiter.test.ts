import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestRedis, testRedisUrl } from '../../test/redis.ts';
import { MemoryAttemptLimiter, type AttemptLimiter, type LimitKey } from './attempt-limiter.ts';
import { openRedis, type SharedRedis } from './redis.ts';
import { RedisAttemptLimiter } from './redis-attempt-limiter.ts';

const WINDOW_MS = 10 * 60_000;
let clock = 1_000_000;
let limiter: AttemptLimiter;
afterEach(() => limiter.close());

const pair: LimitKey = { key: 'ip+email|10.0.0.1|asha@example.in', max: 3 };
const ip: LimitKey = { key: 'ip|10.0.0.1', max: 5 };

let redis: SharedRedis | undefined;
beforeAll(async () => {
  if (testRedisUrl) redis = await openTestRedis();
});
afterAll(() => redis?.close());

let run = 0;
const failOnRedisError = (err: unknown) => {
  throw err;
};
/** Each test its own name unless told, so no test sees another's hits in the shared Redis. */
const redisLimiter = (shared: SharedRedis, name = `run-${++run}`) =>
  new RedisAttemptLimiter(shared, { name, windowMs: WINDOW_MS, now: () => clock, onError: failOnRedisError });

// The same behaviour in one process's memory and in Redis (the latter when TEST_REDIS_URL is set).
const implementations = [
  {
    implementation: 'MemoryAttemptLimiter',
    skip: false,
    make: (): AttemptLimiter => new MemoryAttemptLimiter(WINDOW_MS, () => clock),
  },
  {
    implementation: 'RedisAttemptLimiter on real Redis',
    skip: !testRedisUrl,
    make: (): AttemptLimiter => redisLimiter(redis!),
  },
];
for (const { implementation, skip, make } of implementations) {
  const create = () => (limiter = make());

  describe.skipIf(skip)(implementation, () => {
    it('lets no more simultaneous reservations through than the limit', async () => {
      create();
      const results = await Promise.all(Array.from({ length: 20 }, () => limiter.reserve([ip, pair])));
      expect(results.filter((r) => r.allowed)).toHaveLength(3);
      expect(results.filter((r) => !r.allowed).every((r) => r.blockedKey === pair.key)).toBe(true);
    });

    it('records a hit on every key only when all have room', async () => {
      create();
      for (let i = 0; i < 3; i++) expect((await limiter.reserve([ip, pair])).allowed).toBe(true);
      expect((await limiter.reserve([ip, pair])).allowed).toBe(false);
      // The refused attempt took nothing from the IP's own allowance: 2 of its 5 are left.
      expect((await limiter.reserve([ip])).allowed).toBe(true);
      expect((await limiter.reserve([ip])).allowed).toBe(true);
      expect((await limiter.reserve([ip])).allowed).toBe(false);
    });

    it('gives a released attempt back to every key, once', async () => {
      create();
      const first = await limiter.reserve([ip, pair]);
      for (let i = 0; i < 2; i++) await limiter.reserve([ip, pair]);
      await first.release();
      await first.release();
      expect((await limiter.reserve([ip, pair])).allowed).toBe(true);
      expect((await limiter.reserve([ip, pair])).allowed).toBe(false);
    });

    it('says how long to wait: until the hit that frees a place leaves the window', async () => {
      create();
      await limiter.reserve([pair]);
      clock += 60_000;
      await limiter.reserve([pair]);
      await limiter.reserve([pair]);
      const refused = await limiter.reserve([pair]);
      expect(refused.retryAfterSeconds).toBe((WINDOW_MS - 60_000) / 1000);
      clock += WINDOW_MS - 60_000;
      expect((await limiter.reserve([pair])).allowed).toBe(true);
    });

    it('forgets a key on reset', async () => {
      create();
      for (let i = 0; i < 3; i++) await limiter.reserve([pair]);
      await limiter.reset(pair.key);
      expect((await limiter.reserve([pair])).allowed).toBe(true);
    });
  });
}

describe.skipIf(!testRedisUrl)('RedisAttemptLimiter across processes', () => {
  it('counts the attempts of every process on one limit', async () => {
    // A second connection, as another api process has.
    const other = await openRedis(
      { url: testRedisUrl!, prefix: redis!.prefix },
      Fastify({ logger: false }).log,
    );
    const first = (limiter = redisLimiter(redis!, `shared-${++run}`));
    const second = redisLimiter(other, `shared-${run}`);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).reserve([pair])),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    await second.close();
    await other.close();
  });

  it('counts in this process while Redis fails, and says so', async () => {
    const broken = await openTestRedis();
    await broken.close();
    const errors: unknown[] = [];
    limiter = new RedisAttemptLimiter(broken, {
      name: 'broken',
      windowMs: WINDOW_MS,
      now: () => clock,
      onError: (err) => errors.push(err),
    });
    const results = await Promise.all(Array.from({ length: 5 }, () => limiter.reserve([pair])));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(errors.length).toBeGreaterThan(0);
  });
});
