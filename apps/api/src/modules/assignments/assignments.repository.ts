import type { Language } from '@vidya/contract';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assignments, users, type StoredQuestion } from '../../db/schema.ts';

export type AssignmentRow = typeof assignments.$inferSelect;

/** SQL for assignments. Every read and write is scoped by the owner's id. */
export function createAssignmentsRepository(db: Db) {
  const owned = (userId: string, id: string) => and(eq(assignments.id, id), eq(assignments.userId, userId));

  return {
    async insert(userId: string, sessionId: string, chatBot: string, questions: StoredQuestion[], language: Language = 'en') {
      const [row] = await db
        .insert(assignments)
        .values({ userId, sessionId, chatBot, questions, language })
        .returning();
      return row!;
    },
    /** The questions of the student's latest `limit` assignments in a course. */
    async recentQuestions(userId: string, chatBot: string, limit = 20): Promise<string[]> {
      const rows = await db
        .select({ questions: assignments.questions })
        .from(assignments)
        .where(and(eq(assignments.userId, userId), eq(assignments.chatBot, chatBot)))
        .orderBy(desc(assignments.createdAt))
        .limit(limit);
      return rows.flatMap((r) => r.questions.map((q) => q.mcq));
    },
    async find(userId: string, id: string): Promise<AssignmentRow | undefined> {
      const [row] = await db.select().from(assignments).where(owned(userId, id));
      return row;
    },
    /** Stores the answers, score and report once: false when the attempt was already submitted. */
    async submit(
      userId: string,
      id: string,
      result: { answers: Record<string, string>; score: number; report: string },
    ) {
      const rows = await db
        .update(assignments)
        .set({ ...result, submittedAt: new Date() })
        .where(and(owned(userId, id), isNull(assignments.submittedAt)))
        .returning({ id: assignments.id });
      return rows.length === 1;
    },
    /** Submitted attempts, newest first. */
    listSubmitted(userId: string) {
      return db
        .select()
        .from(assignments)
        .where(and(eq(assignments.userId, userId), isNotNull(assignments.submittedAt)))
        .orderBy(desc(assignments.submittedAt));
    },
    async studentName(userId: string) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return row ? `${row.firstName} ${row.lastName}`.trim() : '';
    },
  };
}
export type AssignmentsRepository = ReturnType<typeof createAssignmentsRepository>;
