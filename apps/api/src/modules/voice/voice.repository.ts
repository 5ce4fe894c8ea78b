import { and, eq, gte, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { realtimeCalls } from '../../db/schema.ts';

/** SQL for realtime call keys. Every read and write is scoped by the owner's id. */
export function createVoiceRepository(db: Db) {
  return {
    /** Minutes granted to this student's calls since `since`. */
    async minutesSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: sum(realtimeCalls.minutes) })
        .from(realtimeCalls)
        .where(and(eq(realtimeCalls.userId, userId), gte(realtimeCalls.createdAt, since)));
      return Number(row?.total ?? 0);
    },
    async recordCall(userId: string, minutes: number) {
      await db.insert(realtimeCalls).values({ userId, minutes });
    },
  };
}
export type VoiceRepository = ReturnType<typeof createVoiceRepository>;
