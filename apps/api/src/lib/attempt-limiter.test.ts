import { afterEach, describe, expect, it } from 'vitest';
import { MemoryAttemptLimiter, type LimitKey } from './attempt-limiter.ts';

const WINDOW_MS = 10 * 60_000;
let clock = 1_000_000;
let limiter: MemoryAttemptLimiter;
const create = () => (limiter = new MemoryAttemptLimiter(WINDOW_MS, () => clock));
afterEach(() => limiter.close());

const pair: LimitKey = { key: 'ip+email|10.0.0.1|asha@example.in', max: 3 };
const ip: LimitKey = { key: 'ip|10.0.0.1', max: 5 };

describe('MemoryAttemptLimiter', () => {
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
