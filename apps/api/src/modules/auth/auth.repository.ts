import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, refreshTokens, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

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
    async linkGoogle(userId: string, googleSub: string) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ googleSub, passwordHash: null }).where(eq(users.id, userId));
        await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
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
    async revokeFamily(familyId: string) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
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
     * Returns false when the token is unknown, used or expired.
     */
    async resetPassword(tokenHash: string, passwordHash: string) {
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
        if (!token) return false;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, token.userId));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.userId, token.userId), isNull(refreshTokens.revokedAt)));
        return true;
      });
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
