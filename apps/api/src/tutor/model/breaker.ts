/**
 * A circuit breaker for the model provider (decision 0029). After `failures` failed requests in a
 * row (each no more than `windowMs` after the one before), no request goes out for `cooldownMs`:
 * callers get `null` from `acquire()` and use the offline tutor at once. Then one trial request
 * may go (half-open): its success closes the breaker, its failure opens it for another cool-down.
 * One per process: each api process learns of an outage from its own requests.
 */

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  failures: number;
  cooldownMs: number;
  windowMs: number;
  /** Told when the breaker opens (with the failure that opened it) and when it closes again. */
  onChange?: (
    state: 'open' | 'closed',
    detail: { failures: number; cooldownMs: number; cause?: unknown },
  ) => void;
  now?: () => number;
}

/** One request's right to go to the provider; the first verdict counts, later ones are ignored. */
export interface Permit {
  /** The provider answered (a first token, a completion, or a refusal of the request itself). */
  succeeded(): void;
  /** The provider is down, overloaded or too slow. */
  failed(cause: unknown): void;
  /** No verdict (the student stopped the answer): a trial slot is given back. */
  released(): void;
}

export interface Breaker {
  /** A permit to call the provider, or null while the breaker is open (or a trial is under way). */
  acquire(): Permit | null;
  readonly state: BreakerState;
}

export function createBreaker(options: BreakerOptions): Breaker {
  const now = options.now ?? Date.now;
  let state: BreakerState = 'closed';
  let inARow = 0;
  let lastFailureAt = -Infinity;
  let openedAt = 0;
  let trialOut = false;
  // Each opening starts a new generation: verdicts on requests sent before it no longer count.
  let generation = 0;

  function open(cause: unknown) {
    state = 'open';
    openedAt = now();
    generation += 1;
    inARow = 0;
    trialOut = false;
    options.onChange?.('open', { failures: options.failures, cooldownMs: options.cooldownMs, cause });
  }

  function close() {
    const wasClosed = state === 'closed';
    state = 'closed';
    inARow = 0;
    trialOut = false;
    if (!wasClosed)
      options.onChange?.('closed', { failures: options.failures, cooldownMs: options.cooldownMs });
  }

  function permit(trial: boolean): Permit {
    const issued = generation;
    let settled = false;
    // A verdict counts while the breaker is closed, or from the trial itself.
    const counts = () => !settled && issued === generation && (state === 'closed' || trial);
    return {
      succeeded() {
        if (counts()) close();
        settled = true;
      },
      failed(cause) {
        if (counts()) {
          const at = now();
          inARow = at - lastFailureAt <= options.windowMs ? inARow + 1 : 1;
          lastFailureAt = at;
          if (trial || inARow >= options.failures) open(cause);
        }
        settled = true;
      },
      released() {
        if (!settled && trial && issued === generation) trialOut = false;
        settled = true;
      },
    };
  }

  return {
    acquire() {
      if (state === 'open' && now() - openedAt >= options.cooldownMs) state = 'half-open';
      if (state === 'open') return null;
      if (state === 'half-open') {
        if (trialOut) return null;
        trialOut = true;
        return permit(true);
      }
      return permit(false);
    },
    get state() {
      return state;
    },
  };
}
