import type { ServerMessageCode } from '@vidya/contract';
import { coded, tooManyRequests } from '../../lib/http-error.ts';
import type { GenerationKind, GenerationsRepository } from './generations.repository.ts';

/** A student's limits (config.quotas; decision 0028-quotas). */
export interface Quotas {
  uploadBytes: number;
  sessions: number;
  messagesPerSession: number;
  assignmentsPerDay: number;
  flashcardSetsPerDay: number;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The messages a student sees past a limit: each says the limit and what to do. */
export const quotaErrors = {
  sessions: (max: number) => coded(409, 'chatsLimit', { max }),
  messages: (max: number) => coded(409, 'messagesLimit', { max }),
  uploads: (max: number, used: number) => coded(413, 'storageLimit', { max: megabytes(max), used: megabytes(used) }),
};

/** The start of today in UTC (05:30 in India), as the voice minutes count it. */
export const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Seconds until the next UTC day, for Retry-After. */
const secondsToTomorrow = (now: Date) =>
  Math.ceil((startOfUtcDay(now).getTime() + 86_400_000 - now.getTime()) / 1000);

const dailyLimitCode = { assignment: 'assignmentsToday', flashcards: 'flashcardSetsToday' } as const satisfies Record<GenerationKind, ServerMessageCode>;

/**
 * The daily limits of generated assignments and flashcard sets: a generation is booked before the
 * work starts (so parallel requests cannot pass the limit) and given back when the work fails.
 */
export function createDailyLimits(deps: {
  repo: GenerationsRepository;
  limits: Record<GenerationKind, number>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async within<T>(userId: string, kind: GenerationKind, work: () => Promise<T>): Promise<T> {
      const at = now();
      const max = deps.limits[kind];
      const booking = await deps.repo.book(userId, kind, startOfUtcDay(at), max);
      if (!booking) throw tooManyRequests(secondsToTomorrow(at), { code: dailyLimitCode[kind], params: { max } });
      try {
        return await work();
      } catch (err) {
        await deps.repo.release(userId, booking);
        throw err;
      }
    },
  };
}
export type DailyLimits = ReturnType<typeof createDailyLimits>;
