import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { MemoryAttemptLimiter, type AttemptLimiter, type LimitKey, type Reservation } from './attempt-limiter.ts';
import type { SharedRedis } from './redis.ts';

/**
 * The check of every key and the hit on each, as one script, so it is atomic across processes.
 * Each key is a sorted set of hits scored by time. KEYS: the keys. ARGV: now (ms), window (ms), this
 * hit's unique member, then each key's max. Returns {0, 0} when allowed (the hit recorded on every
 * key), else {index of the first key at its limit (1-based), ms until every blocking key has room}.
 */
const RESERVE = `
local now, window, member = tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3]
local blocked, waitMs = 0, 0
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local max, count = tonumber(ARGV[3 + i]), redis.call('ZCARD', key)
  if count >= max then
    if blocked == 0 then blocked = i end
    -- The hit whose expiry brings the key back under its limit.
    local freeing = redis.call('ZRANGE', key, count - max, count - max, 'WITHSCORES')
    waitMs = math.max(waitMs, tonumber(freeing[2]) + window - now)
  end
end
if blocked > 0 then return {blocked, waitMs} end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, member)
  redis.call('PEXPIRE', key, window)
end
return {0, 0}
`;

type ReserveCommand = (numKeys: number, ...args: (string | number)[]) => Promise<[number, number]>;
type WithReserve = Redis & { vidyaReserveAttempts?: ReserveCommand };

/**
 * Counts in Redis, so every api process sees every attempt. If Redis fails, this process counts on
 * its own meanwhile: a Redis outage neither locks everyone out nor lifts the limits.
 */
export class RedisAttemptLimiter implements AttemptLimiter {
  private readonly client: WithReserve & { vidyaReserveAttempts: ReserveCommand };
  private readonly fallback: MemoryAttemptLimiter;

  constructor(
    private readonly redis: SharedRedis,
    private readonly options: { name: string; windowMs: number; now?: () => number; onError(err: unknown): void },
  ) {
    const client: WithReserve = redis.client;
    // ioredis sends the script's hash and loads the script only when Redis does not know it yet.
    if (!client.vidyaReserveAttempts) client.defineCommand('vidyaReserveAttempts', { lua: RESERVE });
    this.client = client as typeof this.client;
    this.fallback = new MemoryAttemptLimiter(options.windowMs, options.now);
  }

  async reserve(keys: readonly LimitKey[]): Promise<Reservation> {
    const redisKeys = keys.map(({ key }) => this.redisKey(key));
    const member = randomUUID();
    const now = (this.options.now ?? Date.now)();
    let result: [number, number];
    try {
      result = await this.client.vidyaReserveAttempts(redisKeys.length, ...redisKeys, now, this.options.windowMs, member, ...keys.map((k) => k.max));
    } catch (err) {
      this.options.onError(err);
      return this.fallback.reserve(keys);
    }
    const [blocked, waitMs] = result;
    if (blocked > 0) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), blockedKey: keys[blocked - 1]!.key, release: async () => {} };
    }
    return {
      allowed: true,
      retryAfterSeconds: 0,
      release: () => this.ignoringErrors(Promise.all(redisKeys.map((key) => this.client.zrem(key, member)))),
    };
  }

  async reset(key: string): Promise<void> {
    await Promise.all([this.ignoringErrors(this.client.del(this.redisKey(key))), this.fallback.reset(key)]);
  }

  async close(): Promise<void> {
    await this.fallback.close();
  }

  private redisKey(key: string) {
    return this.redis.key('attempts', this.options.name, key);
  }

  /** A release or reset that fails leaves a hit counted until its window ends: logged, not the request's failure. */
  private async ignoringErrors(work: Promise<unknown>) {
    await work.then(
      () => undefined,
      (err: unknown) => this.options.onError(err),
    );
  }
}

/** Redis when the processes share one, else this process's memory. */
export function createAttemptLimiter(redis: SharedRedis | null, name: string, windowMs: number, onError: (err: unknown) => void): AttemptLimiter {
  return redis ? new RedisAttemptLimiter(redis, { name, windowMs, onError }) : new MemoryAttemptLimiter(windowMs);
}
