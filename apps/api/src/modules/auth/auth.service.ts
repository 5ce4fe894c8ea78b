import { randomUUID } from 'node:crypto';
import {
  FORGOT_PASSWORD_SENT,
  PASSWORD_RESET_DONE,
  type AuthResponse,
  type ForgotPasswordInput,
  type LoginInput,
  type Language,
  type RegisterInput,
  type UpdateMeInput,
} from '@vidya/contract';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-error.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { AccessTokens } from './access-token.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import type { GoogleProfile } from './google.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { RevocationList } from './revocation-list.ts';

const REFRESH_TTL_MS = 30 * 24 * 3600_000;
/** A rotated refresh token still works this long, in case the answer carrying its successor was lost. */
const REFRESH_REUSE_GRACE_MS = 10_000;
const RESET_TTL_MS = 60 * 60_000;

interface Deps {
  repo: AuthRepository;
  accessTokens: AccessTokens;
  revocations: RevocationList;
  mailer: Mailer;
  verifyGoogleToken(token: string): Promise<GoogleProfile>;
  allowedOrigins: readonly string[];
  productName: string;
  /** A reset mail that could not be prepared or sent (it happens after the answer, so only the log hears). */
  onMailError(err: unknown): void;
}

export function createAuthService(deps: Deps) {
  const { repo } = deps;
  const background = new Set<Promise<void>>();

  /** The sign-in row first: the access token names it, and is checked against it on first use. */
  async function issueTokens(user: UserRow, familyId: string = randomUUID()): Promise<AuthResponse> {
    const refreshToken = randomToken();
    await repo.insertRefreshToken({
      userId: user.id,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
    });
    const { token, expiresAt } = await deps.accessTokens.sign({ userId: user.id, familyId });
    return { accessToken: token, refreshToken, accessTokenExpiresAt: expiresAt.toISOString(), user: toUser(user) };
  }

  /**
   * Starts once the answer has been written (setImmediate runs after the reply's own microtasks),
   * so not even the lookup's first step delays it. close() waits for it before the database closes.
   */
  function inBackground(task: () => Promise<void>) {
    const run = new Promise((resolve) => setImmediate(resolve)).then(task).catch(deps.onMailError);
    background.add(run);
    void run.finally(() => background.delete(run));
  }

  async function mailResetLink(email: string, origin: string) {
    const user = await repo.findUserByEmail(email);
    if (!user) return;
    const token = randomToken();
    await repo.replaceResetToken(user.id, sha256(token), new Date(Date.now() + RESET_TTL_MS));
    await deps.mailer.send(resetMail(user, `${origin}/reset-password/${token}`, deps.productName));
  }

  return {
    async register(input: RegisterInput) {
      const user = await repo.insertUser({
        email: input.email.toLowerCase(),
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash: await hashPassword(input.password),
        language: input.language,
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

    async googleLogin(googleToken: string, language?: Language) {
      const profile = await deps.verifyGoogleToken(googleToken);
      let user = await repo.findUserByGoogleSub(profile.sub);
      if (!user) {
        const byEmail = await repo.findUserByEmail(profile.email);
        if (byEmail) {
          // Google verified this email, so it is the same person: link the accounts.
          const { revokedFamilies } = await repo.linkGoogle(byEmail.id, profile.sub);
          deps.revocations.revoke(revokedFamilies);
          user = byEmail;
        } else {
          user = await repo.insertUser({
            email: profile.email,
            firstName: profile.firstName,
            lastName: profile.lastName,
            googleSub: profile.sub,
            language,
          });
          if (!user) throw conflict('Please try again.');
        }
      }
      return issueTokens(user);
    },

    /**
     * Answers at once, the same way whether or not the email has an account: looking the account up,
     * storing the link and mailing it happen after the answer, so its timing tells nothing.
     */
    async forgotPassword(input: ForgotPasswordInput) {
      const origin = new URL(input.frontendUrl).origin;
      if (!deps.allowedOrigins.includes(origin)) throw badRequest('frontendUrl is not an allowed origin for this site.');
      const email = input.email.toLowerCase();
      inBackground(() => mailResetLink(email, origin));
      return { message: FORGOT_PASSWORD_SENT };
    },

    async resetPassword(token: string, password: string) {
      const done = await repo.resetPassword(sha256(token), await hashPassword(password));
      if (!done) throw badRequest('This reset link is invalid or has expired. Please request a new one.');
      deps.revocations.revoke(done.revokedFamilies);
      return { msg: PASSWORD_RESET_DONE };
    },

    async refresh(refreshToken: string) {
      const row = await repo.findRefreshToken(sha256(refreshToken));
      if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw unauthorized();
      if (row.replacedAt || !(await repo.markReplaced(row.id))) {
        const replacedAt = row.replacedAt?.getTime() ?? Date.now();
        if (Date.now() - replacedAt > REFRESH_REUSE_GRACE_MS) {
          // A rotated token came back: it may have been stolen, so end the whole sign-in.
          deps.revocations.revoke(await repo.revokeFamily(row.familyId));
          throw unauthorized();
        }
      }
      const user = await repo.findUserById(row.userId);
      if (!user) throw unauthorized();
      return issueTokens(user, row.familyId);
    },

    /** Ends the sign-in named by the refresh token, or by the access token's `sid` (spec: the access token is passed in). */
    async logout(refreshToken: string | undefined, accessToken: string | null) {
      const row = refreshToken ? await repo.findRefreshToken(sha256(refreshToken)) : undefined;
      const familyId = row?.familyId ?? (accessToken ? (await deps.accessTokens.verify(accessToken))?.familyId : undefined);
      if (familyId) deps.revocations.revoke(await repo.revokeFamily(familyId));
    },

    /** Waits for reset mails still being prepared or sent. */
    async close() {
      await Promise.all(background);
    },

    async me(userId: string) {
      const user = await repo.findUserById(userId);
      if (!user) throw notFound('Account not found');
      return toUser(user);
    },

    async updateMe(userId: string, input: UpdateMeInput) {
      const user = await repo.setLanguage(userId, input.language);
      if (!user) throw notFound('Account not found');
      return toUser(user);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

const toUser = (u: UserRow) => ({ _id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, language: u.language });

/** The reset mail, in the account's language (the English one is the product's original wording). */
function resetMail(user: UserRow, link: string, productName: string) {
  const words = RESET_MAIL[user.language](user.firstName, productName);
  return { to: user.email, subject: words.subject, text: [words.hello, '', words.body, '', link, '', words.ignore].join('\n') };
}

const RESET_MAIL: Record<Language, (name: string, product: string) => Record<'subject' | 'hello' | 'body' | 'ignore', string>> = {
  en: (name, product) => ({
    subject: `Reset your ${product} password`,
    hello: `Hello ${name},`,
    body: `Someone (hopefully you) asked to reset your ${product} password. Open this link within 60 minutes to choose a new one:`,
    ignore: 'If you did not ask for this, you can ignore this mail; your password stays the same.',
  }),
  hi: (name, product) => ({
    subject: `अपना ${product} पासवर्ड फिर से बनाएँ`,
    hello: `नमस्ते ${name},`,
    body: `किसी ने (शायद आपने ही) आपका ${product} पासवर्ड बदलने को कहा है। नया पासवर्ड चुनने के लिए यह लिंक 60 मिनट के अंदर खोलें:`,
    ignore: 'अगर यह आपने नहीं माँगा था, तो इस मेल को अनदेखा कर दें; आपका पासवर्ड वही रहेगा।',
  }),
};
