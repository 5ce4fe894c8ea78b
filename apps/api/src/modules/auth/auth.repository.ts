import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@vidya/contract';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, refreshTokens, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Ends every sign-in matching `where` and returns the families it ended, for the revocation list.
 * The time is the database's, so servers polling for revocations share one clock.
 */
async function revokeWhere(db: Db | Tx, where: SQL | undefined): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(where, isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((r) => r.familyId))];
}

/** SQL for accounts and their tokens. Emails arrive here already lower-cased. */
export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },
    async findUserById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async setLanguage(id: string, language: Language) {
      const [row] = await db.update(users).set({ language }).where(eq(users.id, id)).returning();
      return row;
    },
    async findUserByGoogleSub(sub: string) {
      const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
      return row;
    },
    /** Inserts the user, or returns undefined when the email is taken. */
    async insertUser(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
      return row;
    },
    /**
     * Links a Google account to the user with its (Google-verified) email. A password set before
     * is dropped and every sign-in ended: sign-up never proved that whoever chose it owned the
     * email, so it could be a stranger's way into this account. The owner can set one again by reset.
     */
    async linkGoogle(userId: string, googleSub: string): Promise<{ revokedFamilies: string[] }> {
      return db.transaction(async (tx) => {
        await tx.update(users).set({ googleSub, passwordHash: null }).where(eq(users.id, userId));
        return { revokedFamilies: await revokeWhere(tx, eq(refreshTokens.userId, userId)) };
      });
    },

    async insertRefreshToken(values: typeof refreshTokens.$inferInsert) {
      await db.insert(refreshTokens).values(values);
    },
    async findRefreshToken(tokenHash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },
    /** Marks a token rotated; false if someone else rotated it first. */
    async markReplaced(id: string) {
      const rows = await db
        .update(refreshTokens)
        .set({ replacedAt: new Date() })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.replacedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },
    /** Returns the family id when this call ended it, else an empty list. */
    async revokeFamily(familyId: string): Promise<string[]> {
      return revokeWhere(db, eq(refreshTokens.familyId, familyId));
    },
    /** One query, on the first sight of an access token: is its sign-in still on, for this user? */
    async isSignInLive(userId: string, familyId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
        .limit(1);
      return row !== undefined;
    },
    /** For the revocation poll: families revoked after `sinceMs`, and the database clock (ms). */
    async revokedSince(sinceMs: number | null): Promise<{ nowMs: number; familyIds: string[] }> {
      const result = await db.execute(sql`
        select extract(epoch from now())::float8 * 1000 as now_ms,
          array(select distinct family_id::text from refresh_tokens
                where revoked_at > to_timestamp(${sinceMs}::float8 / 1000)) as family_ids`);
      const [row] = (result as unknown as { rows: { now_ms: number; family_ids: string[] }[] }).rows;
      return { nowMs: Number(row!.now_ms), familyIds: row!.family_ids };
    },

    /** A new reset request retires the user's older unused links. */
    async replaceResetToken(userId: string, tokenHash: string, expiresAt: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        await tx.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
      });
    },
    /**
     * Consumes a valid reset token, sets the new password and ends every session, in one transaction.
     * Returns null when the token is unknown, used or expired.
     */
    async resetPassword(tokenHash: string, passwordHash: string): Promise<{ revokedFamilies: string[] } | null> {
      return db.transaction(async (tx) => {
        const [token] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, tokenHash),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!token) return null;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, token.userId));
        return { revokedFamilies: await revokeWhere(tx, eq(refreshTokens.userId, token.userId)) };
      });
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
