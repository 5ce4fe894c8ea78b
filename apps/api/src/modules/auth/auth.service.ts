import { randomUUID } from 'node:crypto';
import {
  FORGOT_PASSWORD_SENT,
  PASSWORD_RESET_DONE,
  type AuthResponse,
  type ForgotPasswordInput,
  type LoginInput,
  type RegisterInput,
} from '@vidya/contract';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-error.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { AccessTokens } from './access-token.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import type { GoogleProfile } from './google.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

const REFRESH_TTL_MS = 30 * 24 * 3600_000;
/** A rotated refresh token still works this long, in case the answer carrying its successor was lost. */
const REFRESH_REUSE_GRACE_MS = 10_000;
const RESET_TTL_MS = 60 * 60_000;

interface Deps {
  repo: AuthRepository;
  accessTokens: AccessTokens;
  mailer: Mailer;
  verifyGoogleToken(token: string): Promise<GoogleProfile>;
  allowedOrigins: readonly string[];
  productName: string;
  onMailError(err: unknown): void;
}

export function createAuthService(deps: Deps) {
  const { repo } = deps;

  async function issueTokens(user: UserRow, familyId: string = randomUUID()): Promise<AuthResponse> {
    const { token, expiresAt } = await deps.accessTokens.sign(user.id);
    const refreshToken = randomToken();
    await repo.insertRefreshToken({
      userId: user.id,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
    });
    return { accessToken: token, refreshToken, accessTokenExpiresAt: expiresAt.toISOString(), user: toUser(user) };
  }

  return {
    async register(input: RegisterInput) {
      const user = await repo.insertUser({
        email: input.email.toLowerCase(),
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash: await hashPassword(input.password),
      });
      if (!user) throw conflict('An account with this email already exists. Please sign in instead.');
      return issueTokens(user);
    },

    async login(input: LoginInput) {
      const user = await repo.findUserByEmail(input.email.toLowerCase());
      const ok = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !ok) {
        const googleOnly = user && !user.passwordHash;
        throw unauthorized(googleOnly ? 'This account uses Google sign-in. Please sign in with Google.' : 'Invalid email or password');
      }
      return issueTokens(user);
    },

    async googleLogin(googleToken: string) {
      const profile = await deps.verifyGoogleToken(googleToken);
      let user = await repo.findUserByGoogleSub(profile.sub);
      if (!user) {
        const byEmail = await repo.findUserByEmail(profile.email);
        if (byEmail) {
          // Google verified this email, so it is the same person: link the accounts.
          await repo.linkGoogle(byEmail.id, profile.sub);
          user = byEmail;
        } else {
          user = await repo.insertUser({
            email: profile.email,
            firstName: profile.firstName,
            lastName: profile.lastName,
            googleSub: profile.sub,
          });
          if (!user) throw conflict('Please try again.');
        }
      }
      return issueTokens(user);
    },

    /** Same answer, and no mail wait, whether or not the email has an account. */
    async forgotPassword(input: ForgotPasswordInput) {
      const origin = new URL(input.frontendUrl).origin;
      if (!deps.allowedOrigins.includes(origin)) throw badRequest('frontendUrl is not an allowed origin for this site.');
      const token = randomToken();
      const user = await repo.findUserByEmail(input.email.toLowerCase());
      if (user) {
        await repo.replaceResetToken(user.id, sha256(token), new Date(Date.now() + RESET_TTL_MS));
        const link = `${origin}/reset-password/${token}`;
        deps.mailer.send(resetMail(user, link, deps.productName)).catch(deps.onMailError);
      }
      return { message: FORGOT_PASSWORD_SENT };
    },

    async resetPassword(token: string, password: string) {
      const ok = await repo.resetPassword(sha256(token), await hashPassword(password));
      if (!ok) throw badRequest('This reset link is invalid or has expired. Please request a new one.');
      return { msg: PASSWORD_RESET_DONE };
    },

    async refresh(refreshToken: string) {
      const row = await repo.findRefreshToken(sha256(refreshToken));
      if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw unauthorized();
      if (row.replacedAt || !(await repo.markReplaced(row.id))) {
        const replacedAt = row.replacedAt?.getTime() ?? Date.now();
        if (Date.now() - replacedAt > REFRESH_REUSE_GRACE_MS) {
          // A rotated token came back: it may have been stolen, so end the whole sign-in.
          await repo.revokeFamily(row.familyId);
          throw unauthorized();
        }
      }
      const user = await repo.findUserById(row.userId);
      if (!user) throw unauthorized();
      return issueTokens(user, row.familyId);
    },

    async logout(refreshToken: string | undefined) {
      if (!refreshToken) return;
      const row = await repo.findRefreshToken(sha256(refreshToken));
      if (row) await repo.revokeFamily(row.familyId);
    },

    async me(userId: string) {
      const user = await repo.findUserById(userId);
      if (!user) throw notFound('Account not found');
      return toUser(user);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

const toUser = (u: UserRow) => ({ _id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email });

function resetMail(user: UserRow, link: string, productName: string) {
  return {
    to: user.email,
    subject: `Reset your ${productName} password`,
    text: [
      `Hello ${user.firstName},`,
      '',
      `Someone (hopefully you) asked to reset your ${productName} password. Open this link within 60 minutes to choose a new one:`,
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this mail; your password stays the same.',
    ].join('\n'),
  };
}
