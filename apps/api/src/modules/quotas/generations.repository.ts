import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withOwnerLock } from '../../db/owner-lock.ts';
import { generations } from '../../db/schema.ts';

export type GenerationKind = (typeof generations.$inferInsert)['kind'];

/** SQL for the ledger of generated assignments and flashcard sets. Scoped by the owner's id. */
export function createGenerationsRepository(db: Db) {
  return {
    /** Books one generation if fewer than `limit` were booked since `since`: its id, or null when full. */
    book(userId: string, kind: GenerationKind, since: Date, limit: number): Promise<string | null> {
      return withOwnerLock(db, userId, async (tx) => {
        const [row] = await tx
          .select({ n: count() })
          .from(generations)
          .where(
            and(
              eq(generations.userId, userId),
              eq(generations.kind, kind),
              gte(generations.createdAt, since),
            ),
          );
        if ((row?.n ?? 0) >= limit) return null;
        const [booked] = await tx
          .insert(generations)
          .values({ userId, kind })
          .returning({ id: generations.id });
        return booked!.id;
      });
    },
    /** Gives a booking back (the generation failed). */
    async release(userId: string, id: string) {
      await db.delete(generations).where(and(eq(generations.id, id), eq(generations.userId, userId)));
    },
  };
}
export type GenerationsRepository = ReturnType<typeof createGenerationsRepository>;
