/**
 * Counts attempts per key in a sliding window (e.g. failed sign-ins per IP).
 * @fastify/rate-limit counts every request and cannot count only failures, hence this module.
 *
 * An attempt is *reserved* before the work it guards (checking a password) starts: the check of
 * every key and the hit on each happen in one step, so no number of simultaneous requests can get
 * past a limit. The caller releases the reservation when the attempt turned out not to be a guess.
 */
export interface LimitKey {
  key: string;
  /** Attempts allowed on this key within the limiter's window. */
  max: number;
}

export interface Reservation {
  allowed: boolean;
  /** When not allowed: seconds until every blocking key has room again. 0 when allowed. */
  retryAfterSeconds: number;
  /** When not allowed: the first key that was at its limit (callers pick a message by it). */
  blockedKey?: string;
  /** Takes the recorded hit back off every key. Safe to call more than once, and when not allowed. */
  release(): Promise<void>;
}

/**
 * The store behind the limits. In memory by default; with REDIS_URL, RedisAttemptLimiter
 * (redis-attempt-limiter.ts: one Lua script over sorted sets; release = ZREM of the hit).
 */
export interface AttemptLimiter {
  reserve(keys: readonly LimitKey[]): Promise<Reservation>;
  /** Forgets every hit on `key` (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

interface Hit {
  at: number;
}

const NOTHING_TO_RELEASE = async () => {};

/** One process's memory. Behind several api processes each counts on its own: RedisAttemptLimiter counts across them. */
export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly hits = new Map<string, Hit[]>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(windowMs, 60_000));
    this.sweeper.unref();
  }

  // Nothing is awaited between the check and the record, so this is atomic within the process.
  async reserve(keys: readonly LimitKey[]): Promise<Reservation> {
    const blocked = keys.filter(({ key, max }) => this.recent(key).length >= max);
    if (blocked.length > 0) {
      const retryAfterSeconds = Math.max(...blocked.map(({ key, max }) => this.retryAfter(key, max)));
      return { allowed: false, retryAfterSeconds, blockedKey: blocked[0]!.key, release: NOTHING_TO_RELEASE };
    }
    const hit: Hit = { at: this.now() };
    for (const { key } of keys) this.hits.set(key, [...this.recent(key), hit]);
    return { allowed: true, retryAfterSeconds: 0, release: async () => this.remove(keys, hit) };
  }

  async reset(key: string): Promise<void> {
    this.hits.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }

  private retryAfter(key: string, max: number): number {
    const recent = this.recent(key);
    // The hit whose expiry brings the key back under its limit.
    const freeing = recent[recent.length - max] ?? recent[0];
    const waitMs = (freeing?.at ?? this.now()) + this.windowMs - this.now();
    return Math.max(1, Math.ceil(waitMs / 1000));
  }

  private remove(keys: readonly LimitKey[], hit: Hit): void {
    for (const { key } of keys) {
      const rest = (this.hits.get(key) ?? []).filter((h) => h !== hit);
      if (rest.length) this.hits.set(key, rest);
      else this.hits.delete(key);
    }
  }

  private recent(key: string): Hit[] {
    const since = this.now() - this.windowMs;
    return (this.hits.get(key) ?? []).filter((h) => h.at > since);
  }

  private sweep(): void {
    for (const key of this.hits.keys()) {
      const recent = this.recent(key);
      if (recent.length === 0) this.hits.delete(key);
      else this.hits.set(key, recent);
    }
  }
}
