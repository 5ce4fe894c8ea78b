import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newStudent, randomIp, type TestContext } from '../../test/app.ts';
import { redactUrl, serializeError } from './logging.ts';

// The app's real logger, writing into this array.
const lines: string[] = [];
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logger: undefined, logStream: { write: (line) => void lines.push(line) } },
  );
  // Registration of anyone named 'Blocked' fails inside the database, as a broken query would.
  await ctx.database.db.execute(
    sql`alter table users add constraint no_blocked_students check (first_name <> 'Blocked')`,
  );
});
afterAll(() => ctx.close());

describe('logs hold no secrets', () => {
  it('a failed query is logged by its SQL and error code, without the values it carried', async () => {
    const student = newStudent({
      firstName: 'Blocked',
      email: 'secret.student@example.in',
      password: 'my very secret password',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: student,
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });

    const log = lines.join('');
    const failure = lines
      .map((l) => JSON.parse(l) as { msg: string; err?: { message: string; cause?: { code?: string } } })
      .find((l) => l.msg === 'request failed');
    expect(failure?.err?.message).toMatch(/^Failed query: insert into "users"/);
    expect(failure?.err?.cause?.code).toBe('23514');
    for (const secret of [
      'secret.student@example.in',
      'my very secret password',
      '$argon2id$',
      'Blocked',
      'params',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('a reset link and a signed file link are logged with their secrets blanked', async () => {
    lines.length = 0;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/TOPSECRETRESETTOKEN123',
      payload: { password: 'a new password' },
      remoteAddress: randomIp(),
    });
    await ctx.app.inject({
      url: '/api/files/0b7e5d2c-5f7e-4a71-9a0b-3d1c2e4f5a6b?exp=1&sig=TOPSECRETSIGNATURE',
      remoteAddress: randomIp(),
    });
    const log = lines.join('');
    expect(log).toContain('/api/auth/reset-password/[redacted]');
    expect(log).toContain('sig=[redacted]');
    expect(log).not.toContain('TOPSECRET');
  });

  it('never logs the Authorization header', async () => {
    lines.length = 0;
    await ctx.app.inject({
      url: '/api/auth/me',
      headers: { authorization: 'Bearer TOPSECRETACCESSTOKEN' },
      remoteAddress: randomIp(),
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toContain('TOPSECRET');
  });
});

describe('serializeError', () => {
  it('keeps the chain of causes and their codes, and drops detail', () => {
    const driver = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        code: '23505',
        constraint: 'users_email_unique',
        detail: 'Key (email)=(asha@example.in) already exists.',
      },
    );
    const out = serializeError(new Error('could not register', { cause: driver }));
    expect(out.cause).toMatchObject({ code: '23505', constraint: 'users_email_unique' });
    expect(JSON.stringify(out)).not.toContain('asha@example.in');
  });

  it('blanks every token a URL may carry', () => {
    expect(redactUrl('/api/files/x?exp=1&sig=abc&y=2')).toBe('/api/files/x?exp=1&sig=[redacted]&y=2');
    expect(redactUrl('/reset-password/abc?x=1')).toBe('/reset-password/[redacted]?x=1');
  });
});
