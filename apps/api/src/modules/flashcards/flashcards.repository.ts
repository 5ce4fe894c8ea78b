import { and, asc, count, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flashcardReviews, flashcardSets, flashcards, type StoredFsrsState } from '../../db/schema.ts';

export type SetRow = typeof flashcardSets.$inferSelect;
export type CardRow = typeof flashcards.$inferSelect;
export type NewCard = Pick<typeof flashcards.$inferInsert, 'question' | 'answer' | 'book' | 'chapter' | 'chapterTitle'>;
export type ReviewRow = typeof flashcardReviews.$inferSelect;

/** SQL for flashcard sets, cards and reviews. Every read and write is scoped by the owner's id. */
export function createFlashcardsRepository(db: Db) {
  const ownedSet = (userId: string, id: string) => and(eq(flashcardSets.id, id), eq(flashcardSets.userId, userId));
  const ownedCard = (userId: string, id: string) => and(eq(flashcards.id, id), eq(flashcards.userId, userId));

  async function cardsOf(userId: string, setIds: string[]) {
    if (!setIds.length) return new Map<string, CardRow[]>();
    const rows = await db
      .select()
      .from(flashcards)
      .where(and(eq(flashcards.userId, userId), inArray(flashcards.setId, setIds))).orderBy(asc(flashcards.position));
    const bySet = new Map<string, CardRow[]>();
    for (const row of rows) (bySet.get(row.setId) ?? bySet.set(row.setId, []).get(row.setId)!).push(row);
    return bySet;
  }

  return {
    /** Summaries of all the user's sets, newest first, with their card counts. */
    listSets(userId: string) {
      return db
        .select({ set: flashcardSets, length: count(flashcards.id) })
        .from(flashcardSets)
        .leftJoin(flashcards, eq(flashcards.setId, flashcardSets.id))
        .where(eq(flashcardSets.userId, userId))
        .groupBy(flashcardSets.id)
        .orderBy(desc(flashcardSets.createdAt));
    },
    /** A session's sets, newest first, each with its cards. */
    async setsOfSession(userId: string, sessionId: string) {
      const sets = await db
        .select()
        .from(flashcardSets)
        .where(and(eq(flashcardSets.userId, userId), eq(flashcardSets.sessionId, sessionId)))
        .orderBy(desc(flashcardSets.createdAt));
      const cards = await cardsOf(userId, sets.map((s) => s.id));
      return sets.map((set) => ({ set, cards: cards.get(set.id) ?? [] }));
    },
    async insertSet(userId: string, sessionId: string, name: string, cards: NewCard[]) {
      return db.transaction(async (tx) => {
        const [set] = await tx.insert(flashcardSets).values({ userId, sessionId, name }).returning();
        const rows = await tx
          .insert(flashcards)
          .values(cards.map((c, position) => ({ ...c, position, userId, setId: set!.id })))
          .returning();
        return { set: set!, cards: rows.sort((a, b) => a.position - b.position) };
      });
    },
    /** Deletes the set (its cards and their reviews cascade); null when it is not the user's. */
    async deleteSet(userId: string, id: string) {
      const [deleted] = await db.delete(flashcardSets).where(ownedSet(userId, id)).returning();
      return deleted ?? null;
    },

    /** The user's cards due by `until`, soonest first, with their set's name. */
    dueCards(userId: string, until: Date, limit: number) {
      return db
        .select({ card: flashcards, setName: flashcardSets.name })
        .from(flashcards)
        .innerJoin(flashcardSets, eq(flashcardSets.id, flashcards.setId))
        .where(and(eq(flashcards.userId, userId), lte(flashcards.due, until)))
        .orderBy(asc(flashcards.due), asc(flashcards.position))
        .limit(limit);
    },
    async countDue(userId: string, until: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(flashcards)
        .where(and(eq(flashcards.userId, userId), lte(flashcards.due, until)));
      return row?.n ?? 0;
    },
    async findCard(userId: string, id: string) {
      const [row] = await db.select().from(flashcards).where(ownedCard(userId, id));
      return row;
    },
    /** Stores a rating and the card's new state together; the log keeps the state it replaced. */
    async recordReview(userId: string, card: CardRow, rating: ReviewRow['rating'], next: { due: Date; fsrs: StoredFsrsState }, at: Date) {
      await db.transaction(async (tx) => {
        await tx.update(flashcards).set(next).where(ownedCard(userId, card.id));
        await tx.insert(flashcardReviews).values({
          cardId: card.id,
          userId,
          rating,
          reviewedAt: at,
          previousDue: card.due,
          previousFsrs: card.fsrs,
          due: next.due,
          fsrs: next.fsrs,
        });
      });
    },
    async lastReview(userId: string) {
      const [row] = await db
        .select()
        .from(flashcardReviews)
        .where(and(eq(flashcardReviews.userId, userId), isNull(flashcardReviews.undoneAt)))
        .orderBy(desc(flashcardReviews.reviewedAt))
        .limit(1);
      return row;
    },
    /** Puts the card back as it was before `review` and marks the review undone (it stays in the log). */
    async undoReview(userId: string, review: ReviewRow, at: Date) {
      await db.transaction(async (tx) => {
        await tx.update(flashcards).set({ due: review.previousDue, fsrs: review.previousFsrs }).where(ownedCard(userId, review.cardId));
        await tx
          .update(flashcardReviews)
          .set({ undoneAt: at })
          .where(and(eq(flashcardReviews.id, review.id), eq(flashcardReviews.userId, userId)));
      });
    },
  };
}
export type FlashcardsRepository = ReturnType<typeof createFlashcardsRepository>;
