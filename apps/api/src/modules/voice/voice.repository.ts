import { and, eq, gte, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withOwnerLock } from '../../db/owner-lock.ts';
import { realtimeCalls } from '../../db/schema.ts';

export interface CallBooking {
  id: string;
  minutes: number;
}

/** SQL for realtime call keys. Every read and write is scoped by the owner's id. */
export function createVoiceRepository(db: Db) {
  return {
    /**
     * Books min(callMaxMinutes, minutes left since `since`) for one call, or null when none are
     * left. The check and the booking are one step per student (under the student's lock,
     * db/owner-lock.ts): parallel mints, on any process sharing the database, wait their turn.
     */
    async bookCall(
      userId: string,
      limits: { since: Date; dailyMinutes: number; callMaxMinutes: number },
    ): Promise<CallBooking | null> {
      return withOwnerLock(db, userId, async (tx) => {
        const [row] = await tx
          .select({ total: sum(realtimeCalls.minutes) })
          .from(realtimeCalls)
          .where(and(eq(realtimeCalls.userId, userId), gte(realtimeCalls.createdAt, limits.since)));
        const minutes = Math.min(limits.callMaxMinutes, limits.dailyMinutes - Number(row?.total ?? 0));
        if (minutes <= 0) return null;
        const [call] = await tx
          .insert(realtimeCalls)
          .values({ userId, minutes })
          .returning({ id: realtimeCalls.id });
        return { id: call!.id, minutes };
      });
    },
    /** Gives a booking's minutes back (the provider gave no key for it). */
    async cancelCall(userId: string, id: string) {
      await db.delete(realtimeCalls).where(and(eq(realtimeCalls.id, id), eq(realtimeCalls.userId, userId)));
    },
  };
}
export type VoiceRepository = ReturnType<typeof createVoiceRepository>;
