/**
 * Sign-ins (refresh-token families) ended recently, so access tokens already verified and cached by
 * this process stop working at once instead of living out their 15 minutes.
 *
 * A family only needs remembering until every access token issued for it has expired; after that
 * the token's own expiry refuses it. Another implementation (Redis pub/sub: `revoke` publishes,
 * a subscriber calls the same internal `remember`) can replace the database poll later.
 */
export interface RevocationList {
  /** Takes effect on this process at once; other processes learn of it from the shared store. */
  revoke(familyIds: readonly string[]): void;
  isRevoked(familyId: string): boolean;
  /** Stops any timer and waits for a poll in flight. */
  close(): Promise<void>;
}

/** What the poll reads from the database (auth.repository.ts). */
export interface RevocationSource {
  /** Families revoked after `sinceMs` (null: none, just the clock), and the database's own clock. */
  revokedSince(sinceMs: number | null): Promise<{ nowMs: number; familyIds: string[] }>;
}

interface PollOptions {
  source: RevocationSource;
  /** How long to remember a family: the longest access-token lifetime plus a margin for clock skew. */
  rememberMs: number;
  pollMs: number;
  /**
   * Rows revoked inside a transaction carry its start time but appear only at commit, so each poll
   * looks back this far before the previous one.
   */
  overlapMs: number;
  onError(err: unknown): void;
  now?: () => number;
}

/**
 * Remembers revocations in memory and, every `pollMs`, reads those other processes wrote to
 * `refresh_tokens.revoked_at` (indexed). Times come from the database's clock, so servers whose
 * clocks disagree still see every row.
 */
export function createPolledRevocationList(opts: PollOptions): RevocationList {
  const now = opts.now ?? Date.now;
  const forgetAt = new Map<string, number>();
  let sinceMs: number | null = null;
  let inFlight: Promise<void> | null = null;

  const remember = (ids: readonly string[]) => {
    const until = now() + opts.rememberMs;
    for (const id of ids) forgetAt.set(id, until);
  };
  const sweep = () => {
    const t = now();
    for (const [id, until] of forgetAt) if (until <= t) forgetAt.delete(id);
  };
  const poll = async () => {
    const { nowMs, familyIds } = await opts.source.revokedSince(sinceMs === null ? null : sinceMs - opts.overlapMs);
    remember(familyIds);
    sinceMs = nowMs;
    sweep();
  };
  const tick = () => {
    // A slow database must not pile polls up: skip the tick while one is still running.
    inFlight ??= poll()
      .catch(opts.onError)
      .finally(() => (inFlight = null));
  };

  tick();
  const timer = setInterval(tick, opts.pollMs);
  timer.unref();
  return {
    revoke: remember,
    isRevoked: (familyId) => {
      const until = forgetAt.get(familyId);
      return until !== undefined && until > now();
    },
    async close() {
      clearInterval(timer);
      await inFlight;
    },
  };
}
