import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResetTokens, refreshTokens, users } from '../../db/schema.ts';
import { createTestApp, newStudent, randomIp, registerStudent, type TestContext } from '../../../test/app.ts';
import { startFakeGoogle } from '../../../test/fakes/google.ts';
import { startFakeSmtp } from '../../../test/fakes/smtp.ts';

const ORIGIN = 'http://localhost:3000';
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
const jwtSecret = 'test-secret-'.repeat(4);

beforeAll(async () => {
  smtp = await startFakeSmtp();
  google = await startFakeGoogle();
  ctx = await createTestApp({ SMTP_URL: smtp.url, GOOGLE_CLIENT_ID: 'vidya-client', GOOGLE_API_URL: google.url, JWT_SECRET: jwtSecret });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
  await google.close();
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: randomIp() });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string, app = ctx.app) => app.inject({ url: '/api/auth/me', headers: bearer(token) });
/** The sign-in (refresh-token family) a student's tokens belong to. */
async function familyOf(userId: string) {
  const [row] = await ctx.database.db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.userId, userId));
  return row!.familyId;
}
const ourKey = new TextEncoder().encode(jwtSecret);
/** A token signed with the server's own key, as only someone holding JWT_SECRET could make. */
const forge = (claims: { sub: string; sid?: string }) => {
  const { sub, sid } = claims;
  return new SignJWT(sid === undefined ? {} : { sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuer('vidya').setExpirationTime('10m').sign(ourKey);
};

describe('register', () => {
  it('creates an account and answers with tokens and the user', async () => {
    const body = newStudent({ email: 'Ravi.Kumar@Example.IN' });
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(200);
    const auth = res.json();
    expect(auth).toMatchObject({ user: { firstName: 'Asha', lastName: 'Verma', email: 'ravi.kumar@example.in' } });
    expect(auth.accessToken.split('.')).toHaveLength(3);
    expect(auth.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(new Date(auth.accessTokenExpiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a second account for the same email in any letter case', async () => {
    await post('/api/auth/register', newStudent({ email: 'meena@example.in' }));
    const res = await post('/api/auth/register', newStudent({ email: 'MEENA@example.in' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already exists/);
  });

  it.each([
    [{ firstName: '' }, 'firstName: First name is required'],
    [{ lastName: '   ' }, 'lastName: Last name is required'],
    [{ email: 'not-an-email' }, 'email: Invalid email address'],
    [{ email: '' }, 'email: Email is required'],
    [{ password: 'short', confirmPassword: 'short' }, 'password: Password must be at least 8 characters'],
    [{ confirmPassword: 'something else' }, 'confirmPassword: Passwords must match'],
    [{ password: 'x'.repeat(257), confirmPassword: 'x'.repeat(257) }, 'password: Password must be at most 256 characters'],
  ])('rejects %o with a message naming the field', async (change, message) => {
    const res = await post('/api/auth/register', { ...newStudent(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it('keeps long passwords whole (no truncation) and has no composition rules', async () => {
    const password = 'ह'.repeat(100) + 'a'.repeat(150);
    const { user } = await registerStudent(ctx.app, { password });
    expect((await post('/api/auth/login', { email: user.email, password })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: user.email, password: password.slice(0, 249) })).statusCode).toBe(401);
    expect((await post('/api/auth/register', newStudent({ password: 'aaaaaaaa' }))).statusCode).toBe(200);
  });

  it('answers malformed, empty, mistyped and huge bodies with 4xx and { message }', async () => {
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: randomIp(), headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'The request body is not valid JSON.' });
    const typed = await post('/api/auth/register', { ...newStudent(), email: 42 });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().message).toMatch(/^email:/);
    const missing = await post('/api/auth/login', {});
    expect(missing.statusCode).toBe(400);
    const huge = await post('/api/auth/register', { ...newStudent(), firstName: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBeTruthy();
  });
});

describe('login and tokens', () => {
  it('signs in with the right password, case-insensitive email, and refuses a wrong one', async () => {
    const { user, password } = await registerStudent(ctx.app);
    const ok = await post('/api/auth/login', { email: user.email.toUpperCase(), password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user._id).toBe(user._id);
    const wrong = await post('/api/auth/login', { email: user.email, password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.in', password: 'wrong password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('GET /api/auth/me needs a valid access token', async () => {
    const { accessToken, user } = await registerStudent(ctx.app);
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.json()).toEqual(user);
    expect((await ctx.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    // The raw token without 'Bearer ' is only for the widget's send call.
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: accessToken } })).statusCode).toBe(401);
  });

  it('rejects a JWT with alg none, a wrong key, past its expiry, or without its sign-in (sid)', async () => {
    const { user } = await registerStudent(ctx.app);
    const sid = await familyOf(user._id);
    const unsigned = new UnsecuredJWT({ sid }).setSubject(user._id).setIssuer('vidya').setExpirationTime('10m').encode();
    const wrongKey = await new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(user._id).setIssuer('vidya').setExpirationTime('10m').sign(new TextEncoder().encode('x'.repeat(48)));
    const signed = () => new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(user._id).setIssuer('vidya');
    const good = await signed().setExpirationTime('10m').sign(ourKey);
    const expired = await signed().setExpirationTime(Math.floor(Date.now() / 1000) - 5).sign(ourKey);
    const noExpiry = await signed().sign(ourKey);
    // Issued before access tokens named their sign-in: refused, and the web app refreshes.
    const noSid = await forge({ sub: user._id });
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${good}` } })).statusCode).toBe(200);
    for (const token of [unsigned, wrongKey, expired, noExpiry, noSid]) {
      const res = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
    }
  });

  it('rotates the refresh token and revokes the family when a rotated token comes back', async () => {
    const first = await registerStudent(ctx.app);
    const second = (await post('/api/auth/refresh', { refreshToken: first.refreshToken })).json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const third = (await post('/api/auth/refresh', { refreshToken: second.refreshToken })).json();
    expect(third.accessToken).toBeTruthy();

    // Age the first rotation past the grace period, then replay the first token: the family ends.
    await ctx.database.db.update(refreshTokens).set({ replacedAt: new Date(Date.now() - 60_000) }).where(eq(refreshTokens.userId, first.user._id));
    expect((await post('/api/auth/refresh', { refreshToken: first.refreshToken })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken: third.refreshToken })).statusCode).toBe(401);
  });

  it('lets a just-rotated token through once more within the grace period (lost answer)', async () => {
    const first = await registerStudent(ctx.app);
    expect((await post('/api/auth/refresh', { refreshToken: first.refreshToken })).statusCode).toBe(200);
    expect((await post('/api/auth/refresh', { refreshToken: first.refreshToken })).statusCode).toBe(200);
  });

  it('stores only hashes of refresh tokens and rejects unknown or expired ones', async () => {
    const { refreshToken, user } = await registerStudent(ctx.app);
    const rows = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user._id));
    expect(rows.map((r) => r.tokenHash)).not.toContain(refreshToken);
    expect((await post('/api/auth/refresh', { refreshToken: 'made-up' })).statusCode).toBe(401);
    await ctx.database.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.userId, user._id));
    expect((await post('/api/auth/refresh', { refreshToken })).statusCode).toBe(401);
  });

  it('logout revokes the family', async () => {
    const { refreshToken, accessToken } = await registerStudent(ctx.app);
    const out = await post('/api/auth/logout', { refreshToken }, { authorization: `Bearer ${accessToken}` });
    expect(out.statusCode).toBe(200);
    expect((await post('/api/auth/refresh', { refreshToken })).statusCode).toBe(401);
  });
});

/** A mail's text: nodemailer sends ASCII as quoted-printable and Hindi as base64. */
function mailText(raw: string) {
  const [head = '', ...body] = raw.split(/\r?\n\r?\n/);
  const text = body.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(text.replace(/\s/g, ''), 'base64').toString('utf8');
  return text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}
const linkIn = (raw: string) => {
  const unfolded = mailText(raw);
  const m = /http:\/\/localhost:3000\/reset-password\/([\w-]+)/.exec(unfolded);
  if (!m?.[1]) throw new Error(`no reset link in mail:\n${raw}`);
  return m[1];
};
/** Asks for a reset link and waits for its mail: the mail is sent after the answer. */
async function requestReset(email: string) {
  const before = smtp.mails.length;
  const res = await post('/api/auth/forgot-password', { email, frontendUrl: ORIGIN });
  expect(res.statusCode).toBe(200);
  const mails = await smtp.waitFor(before + 1);
  return linkIn(mails[before]!.raw);
}

describe('an access token lasts only as long as its sign-in', () => {
  it('answers 401, not 500, for a signed token whose user is unknown, not a UUID, or not its sign-in', async () => {
    const asha = await registerStudent(ctx.app);
    const ravi = await registerStudent(ctx.app);
    const ashaSid = await familyOf(asha.user._id);
    const tokens = await Promise.all([
      forge({ sub: 'not-a-uuid', sid: ashaSid }),
      forge({ sub: asha.user._id, sid: 'not-a-uuid' }),
      forge({ sub: randomUUID(), sid: randomUUID() }),
      forge({ sub: asha.user._id, sid: randomUUID() }),
      // Ravi's id with Asha's sign-in: each is real, but not together.
      forge({ sub: ravi.user._id, sid: ashaSid }),
    ]);
    for (const token of tokens) {
      const calls = [
        ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) }),
        ctx.app.inject({ method: 'POST', url: '/api/chat/session', headers: bearer(token), payload: { name: 'Algebra', chatBot: 'learn' } }),
        ctx.app.inject({ url: '/api/chat/sessions/learn', headers: bearer(token) }),
      ];
      for (const res of await Promise.all(calls)) expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 401, body: { message: 'Please sign in again.' } });
    }
  });

  it('keeps working across refreshes of the same sign-in', async () => {
    const first = await registerStudent(ctx.app);
    const second = (await post('/api/auth/refresh', { refreshToken: first.refreshToken })).json();
    expect((await me(first.accessToken)).statusCode).toBe(200);
    expect((await me(second.accessToken)).statusCode).toBe(200);
  });

  it('ends at once when the student signs out, and only that sign-in', async () => {
    const phone = await registerStudent(ctx.app);
    const laptop = (await post('/api/auth/login', { email: phone.user.email, password: phone.password })).json();
    expect((await me(phone.accessToken)).statusCode).toBe(200);
    await post('/api/auth/logout', { refreshToken: phone.refreshToken }, bearer(phone.accessToken));
    expect((await me(phone.accessToken)).statusCode).toBe(401);
    expect((await me(laptop.accessToken)).statusCode).toBe(200);
  });

  it('ends at once on a sign-out that passes only the access token', async () => {
    const { accessToken, refreshToken } = await registerStudent(ctx.app);
    expect((await post('/api/auth/logout', undefined, bearer(accessToken))).statusCode).toBe(200);
    expect((await me(accessToken)).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken })).statusCode).toBe(401);
  });

  it('ends at once for every sign-in when the password is reset', async () => {
    const { user, accessToken } = await registerStudent(ctx.app);
    expect((await me(accessToken)).statusCode).toBe(200);
    const token = await requestReset(user.email);
    expect((await post(`/api/auth/reset-password/${token}`, { password: 'a brand new secret' })).statusCode).toBe(200);
    expect((await me(accessToken)).statusCode).toBe(401);
  });

  it('ends at once when a rotated refresh token comes back (a stolen copy)', async () => {
    const first = await registerStudent(ctx.app);
    const second = (await post('/api/auth/refresh', { refreshToken: first.refreshToken })).json();
    expect((await me(second.accessToken)).statusCode).toBe(200);
    await ctx.database.db.update(refreshTokens).set({ replacedAt: new Date(Date.now() - 60_000) }).where(eq(refreshTokens.userId, first.user._id));
    expect((await post('/api/auth/refresh', { refreshToken: first.refreshToken })).statusCode).toBe(401);
    expect((await me(first.accessToken)).statusCode).toBe(401);
    expect((await me(second.accessToken)).statusCode).toBe(401);
  });

  it('ends at once when Google sign-in takes over an unproven account', async () => {
    const squatter = await registerStudent(ctx.app, { email: 'taken.over@example.in' });
    expect((await me(squatter.accessToken)).statusCode).toBe(200);
    google.addToken('takeover-token', { aud: 'vidya-client', sub: 'g-takeover', email: 'taken.over@example.in', email_verified: true, expires_in: 3000 });
    const owner = await post('/api/auth/googleLogin', { token: 'takeover-token' });
    expect(owner.statusCode).toBe(200);
    expect((await me(squatter.accessToken)).statusCode).toBe(401);
    expect((await me(owner.json().accessToken)).statusCode).toBe(200);
  });

  it('ends within a couple of seconds on another server sharing the database', async () => {
    const other = await createTestApp({ JWT_SECRET: jwtSecret }, { database: ctx.database });
    try {
      const { accessToken, refreshToken } = await registerStudent(ctx.app);
      // The other server has verified and cached the token before the sign-out.
      expect((await me(accessToken, other.app)).statusCode).toBe(200);
      await post('/api/auth/logout', { refreshToken });
      expect((await me(accessToken)).statusCode).toBe(401);
      await vi.waitFor(async () => expect((await me(accessToken, other.app)).statusCode).toBe(401), { timeout: 5000, interval: 100 });
    } finally {
      await other.close();
    }
  });
});

describe('forgot and reset password', () => {

  it('gives the same answer whether or not the email exists, and mails only real accounts', async () => {
    const { user } = await registerStudent(ctx.app);
    const before = smtp.mails.length;
    const known = await post('/api/auth/forgot-password', { email: user.email, frontendUrl: ORIGIN });
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.in', frontendUrl: ORIGIN });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: 'If your email exists, a reset link has been sent.' });
    expect(unknown.json()).toEqual(known.json());
    await smtp.waitFor(before + 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.slice(before).map((m) => m.to)).toEqual([[user.email]]);
  });

  it('resets with the mailed link once, ends all sessions, and the new password works', async () => {
    const { user, refreshToken } = await registerStudent(ctx.app);
    const token = await requestReset(user.email);
    const rows = await ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user._id));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);

    const reset = await post(`/api/auth/reset-password/${token}`, { password: 'a brand new secret' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ msg: 'Password has been reset successfully' });
    expect((await post('/api/auth/refresh', { refreshToken })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: 'a brand new secret' })).statusCode).toBe(200);

    const again = await post(`/api/auth/reset-password/${token}`, { password: 'yet another secret' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);
  });

  it('a newer request invalidates older links, and expired links fail', async () => {
    const { user } = await registerStudent(ctx.app);
    const older = await requestReset(user.email);
    const newer = await requestReset(user.email);
    expect((await post(`/api/auth/reset-password/${older}`, { password: 'password one!' })).statusCode).toBe(400);
    await ctx.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.userId, user._id));
    expect((await post(`/api/auth/reset-password/${newer}`, { password: 'password two!' })).statusCode).toBe(400);
  });

  it('validates the new password', async () => {
    const res = await post('/api/auth/reset-password/whatever', { password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'password: Password must be at least 8 characters',
      code: 'invalidField',
      params: { field: 'password', reason: 'Password must be at least 8 characters' },
    });
  });

  it('refuses a frontendUrl that is not an allowed origin', async () => {
    const { user } = await registerStudent(ctx.app);
    const res = await post('/api/auth/forgot-password', { email: user.email, frontendUrl: 'https://evil.example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not an allowed origin/);
  });

  it('answers before looking the account up or mailing: the answer comes while the database is locked', async () => {
    const { user } = await registerStudent(ctx.app);
    const before = smtp.mails.length;
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users, password_reset_tokens in access exclusive mode`);
      // Only a guard against hanging here if the request path touched the database again.
      const stuck = new Promise<'stuck'>((resolve) => setTimeout(() => resolve('stuck'), 5000).unref());
      const res = await Promise.race([post('/api/auth/forgot-password', { email: user.email, frontendUrl: ORIGIN }), stuck]);
      expect(res === 'stuck' ? res : res.json()).toEqual({ message: 'If your email exists, a reset link has been sent.' });
      expect(smtp.mails.length).toBe(before);
    });
    const mails = await smtp.waitFor(before + 1);
    expect(mails[before]!.to).toEqual([user.email]);
  });

  it('sends at most 3 mails an hour per address and email, answering 429 with Retry-After', async () => {
    const ip = randomIp();
    const ask = () => ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'limit.me@example.in', frontendUrl: ORIGIN }, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    const res = await ask();
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().message).toMatch(/^Too many reset requests for this email\. Please wait \d+ minutes and check your inbox\.$/);
  });

  it("does not let requests from another address block the owner's own", async () => {
    const { user } = await registerStudent(ctx.app);
    const before = smtp.mails.length;
    const from = (ip: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email, frontendUrl: ORIGIN }, remoteAddress: ip });
    const stranger = randomIp();
    for (let i = 0; i < 3; i++) expect((await from(stranger)).statusCode).toBe(200);
    expect((await from(stranger)).statusCode).toBe(429);
    expect((await from(randomIp())).statusCode).toBe(200);
    await smtp.waitFor(before + 4);
  });

  it('caps one email at 10 requests an hour from all addresses together', async () => {
    const ask = () => post('/api/auth/forgot-password', { email: 'popular@example.in', frontendUrl: ORIGIN });
    for (let i = 0; i < 10; i++) expect((await ask()).statusCode).toBe(200);
    const res = await ask();
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/for this email/);
  });

  it('does not count a refused frontendUrl as a mail', async () => {
    const ip = randomIp();
    const ask = (frontendUrl: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'origin.typo@example.in', frontendUrl }, remoteAddress: ip });
    for (let i = 0; i < 4; i++) expect((await ask('https://evil.example.com')).statusCode).toBe(400);
    expect((await ask(ORIGIN)).statusCode).toBe(200);
  });
});

describe('passwords in any Unicode form', () => {
  const composed = 'café crème brûlée'.normalize('NFC');
  const decomposed = composed.normalize('NFD');
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });

  it('accepts a password set composed and typed decomposed, and the reverse', async () => {
    expect(composed).not.toBe(decomposed);
    const a = await registerStudent(ctx.app, { password: composed });
    expect((await login(a.user.email, decomposed)).statusCode).toBe(200);
    const b = await registerStudent(ctx.app, { password: decomposed });
    expect((await login(b.user.email, composed)).statusCode).toBe(200);
    expect((await login(b.user.email, 'cafe creme brulee')).statusCode).toBe(401);
  });

  it('accepts the confirmation in the other form at sign-up', async () => {
    const res = await post('/api/auth/register', { ...newStudent({ password: composed }), confirmPassword: decomposed });
    expect(res.statusCode).toBe(200);
  });

  it('normalises a password set by reset link', async () => {
    const { user } = await registerStudent(ctx.app);
    const token = await requestReset(user.email);
    expect((await post(`/api/auth/reset-password/${token}`, { password: decomposed })).statusCode).toBe(200);
    expect((await login(user.email, composed)).statusCode).toBe(200);
  });

  it('still accepts a password hashed as typed before passwords were normalised', async () => {
    const { user } = await registerStudent(ctx.app);
    // What an older server stored: the decomposed text as typed (argon2id, the same parameters).
    const legacy = await hash(decomposed, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await ctx.database.db.update(users).set({ passwordHash: legacy }).where(eq(users.id, user._id));
    expect((await login(user.email, decomposed)).statusCode).toBe(200);
  });
});

describe('Google sign-in', () => {
  it('creates an account from a valid token and links by verified email afterwards', async () => {
    google.addToken('good-token', { aud: 'vidya-client', sub: 'g-1', email: 'Priya@Example.in', email_verified: true, expires_in: 3000, given_name: 'Priya', family_name: 'Nair' });
    const res = await post('/api/auth/googleLogin', { token: 'good-token' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ firstName: 'Priya', lastName: 'Nair', email: 'priya@example.in' });

    // Someone registered first with this email, unproven: linking ends their password and sign-ins.
    const squatter = await registerStudent(ctx.app, { email: 'linked@example.in' });
    google.addToken('link-token', { aud: 'vidya-client', sub: 'g-2', email: 'linked@example.in', email_verified: true, expires_in: 3000 });
    const linked = await post('/api/auth/googleLogin', { token: 'link-token' });
    expect(linked.json().user._id).toBe(squatter.user._id);
    expect((await post('/api/auth/login', { email: 'linked@example.in', password: squatter.password })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken: squatter.refreshToken })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken: linked.json().refreshToken })).statusCode).toBe(200);
  });

  it.each([
    ['a wrong audience', { aud: 'someone-else' }],
    ['an expired token', { expires_in: 0 }],
    ['an unverified email', { email_verified: false }],
  ])('rejects %s', async (_label, change) => {
    const token = `bad-${Math.random()}`;
    google.addToken(token, { aud: 'vidya-client', sub: `g-${token}`, email: `${token}@example.in`, email_verified: true, expires_in: 3000, ...change });
    const res = await post('/api/auth/googleLogin', { token });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/could not be verified/);
  });

  it('rejects a token Google does not know', async () => {
    expect((await post('/api/auth/googleLogin', { token: 'unknown' })).statusCode).toBe(401);
  });
});

describe('throttling failed sign-ins', () => {
  it('blocks an IP+email pair after 10 failures but not the same email from elsewhere', async () => {
    const { user, password } = await registerStudent(ctx.app);
    const from = (ip: string, pw: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: pw }, remoteAddress: ip });
    for (let i = 0; i < 10; i++) expect((await from('10.1.1.1', 'wrong password')).statusCode).toBe(401);
    const blocked = await from('10.1.1.1', password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/Too many attempts/);
    expect((await from('10.2.2.2', password)).statusCode).toBe(200);
  });

  it('checks at most 10 of 50 simultaneous wrong passwords for one account; the rest get 429 without a check', async () => {
    const { user, password } = await registerStudent(ctx.app);
    const ip = randomIp();
    const attempt = (pw: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: pw }, remoteAddress: ip });
    const answers = await Promise.all(Array.from({ length: 50 }, () => attempt('wrong password')));
    const counts = answers.reduce<Record<number, number>>((c, r) => ({ ...c, [r.statusCode]: (c[r.statusCode] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 401: 10, 429: 40 });
    expect((await attempt(password)).statusCode).toBe(429);
  });

  it('lets a lab full of students sign in behind one address while some of them mistype', async () => {
    const ip = randomIp();
    const from = (email: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
    for (let i = 0; i < 15; i++) expect((await from(`lab.student.${i}@example.in`, 'wrong password')).statusCode).toBe(401);
    const { user, password } = await registerStudent(ctx.app);
    expect((await from(user.email, password)).statusCode).toBe(200);
  });

  it('does not count a taken email on register, or an invalid form, as a failed sign-in', async () => {
    const { user, password } = await registerStudent(ctx.app);
    const ip = randomIp();
    const register = (body: object) => ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: ip });
    for (let i = 0; i < 11; i++) expect((await register(newStudent({ email: user.email }))).statusCode).toBe(409);
    for (let i = 0; i < 11; i++) expect((await register({ ...newStudent({ email: user.email }), confirmPassword: 'typo' })).statusCode).toBe(400);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password }, remoteAddress: ip });
    expect(login.statusCode).toBe(200);
  });

  it('forgets the failures of an IP+email pair once the student signs in', async () => {
    const { user, password } = await registerStudent(ctx.app);
    const ip = randomIp();
    const from = (pw: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: pw }, remoteAddress: ip });
    for (let i = 0; i < 9; i++) expect((await from('wrong password')).statusCode).toBe(401);
    expect((await from(password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await from('wrong password')).statusCode).toBe(401);
    expect((await from(password)).statusCode).toBe(200);
  });
});

describe('throttling failed sign-ins per IP (AUTH_MAX_FAILURES_PER_IP)', () => {
  let small: TestContext;
  beforeAll(async () => {
    small = await createTestApp({ AUTH_MAX_FAILURES_PER_IP: '12' });
  });
  afterAll(() => small.close());

  it('blocks an IP after that many failures across emails and routes, and no one elsewhere', async () => {
    const ip = randomIp();
    const login = (email: string, from = ip) => small.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong password' }, remoteAddress: from });
    for (let i = 0; i < 6; i++) expect((await login(`user${i}@example.in`)).statusCode).toBe(401);
    for (let i = 0; i < 6; i++) {
      const res = await small.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: `made-up-${i}` }, remoteAddress: ip });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login('another@example.in');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
    expect(blocked.json()).toMatchObject({ code: 'tooManyAttemptsMinutes', params: { minutes: expect.any(Number) } });
    expect((await login('another@example.in', randomIp())).statusCode).toBe(401);
  });
});

describe('without SMTP or Google configured', () => {
  let local: TestContext;
  beforeAll(async () => {
    local = await createTestApp();
  });
  afterAll(() => local.close());

  it('writes the reset mail to DATA_DIR/outbox as an .eml file', async () => {
    const { user } = await registerStudent(local.app);
    await local.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email, frontendUrl: ORIGIN } });
    const outbox = join(local.dataDir, 'outbox');
    let files: string[] = [];
    for (let i = 0; i < 50 && files.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      try {
        files = readdirSync(outbox);
      } catch {
        files = [];
      }
    }
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(outbox, files[0]!), 'utf8');
    expect(eml).toContain(`To: ${user.email}`);
    expect(eml.replace(/=\r?\n/g, '')).toMatch(/reset-password\/[\w-]{43}/);
  });

  it('answers Google sign-in with 503 and a clear message', async () => {
    const res = await local.app.inject({ method: 'POST', url: '/api/auth/googleLogin', payload: { token: 'x' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Google sign-in is not set up on this server.' });
  });

  it('tells the web app the deployment facts', async () => {
    const res = await local.app.inject({ url: '/api/config' });
    expect(res.json()).toMatchObject({ productName: 'Vidya', tutorMode: 'offline', googleClientId: null, realtimeVoice: false });
  });
});

describe("the student's language", () => {
  const patchMe = (token: string, payload: object) => ctx.app.inject({ method: 'PATCH', url: '/api/auth/me', payload, headers: bearer(token) });

  it('is English unless the sign-up page said Hindi, and the student can change it', async () => {
    const english = await registerStudent(ctx.app);
    expect(english.user.language).toBe('en');
    const res = await post('/api/auth/register', newStudent({ language: 'hi' }));
    const hindi = res.json();
    expect(hindi.user.language).toBe('hi');
    expect((await me(hindi.accessToken)).json().language).toBe('hi');

    const changed = await patchMe(hindi.accessToken, { language: 'en' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ _id: hindi.user._id, language: 'en' });
    expect((await me(hindi.accessToken)).json().language).toBe('en');
    // Only the student's own account, only a language the app has.
    expect((await patchMe(hindi.accessToken, { language: 'fr' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'PATCH', url: '/api/auth/me', payload: { language: 'hi' } })).statusCode).toBe(401);
    expect((await me(english.accessToken)).json().language).toBe('en');
  });

  it("writes the reset mail in the account's language", async () => {
    const body = newStudent({ language: 'hi' });
    await post('/api/auth/register', body);
    const before = smtp.mails.length;
    await requestReset(body.email);
    const text = mailText(smtp.mails[before]!.raw);
    expect(text).toMatch(/^नमस्ते Asha,/);
    expect(text).toContain('60 मिनट');
  });
});
