import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, callAs, chatSession, registerStudent, type Student, type TestContext } from '../../../test/app.ts';
import { testDbKind } from '../../../test/database.ts';
import { deleteRedisKeys, testRedisUrl } from '../../../test/redis.ts';
import { chatMessages } from '../../db/schema.ts';

/**
 * Another api process writing the session, as far as this one can tell: a row stored straight into
 * the shared database, with no announcement this process hears. Only the version check is left to
 * catch it.
 */
const storeBehindItsBack = (ctx: TestContext, sessionId: string, text: string) =>
  ctx.database.db.insert(chatMessages).values({ sessionId, sender: 'user', text, status: 'complete', source: 'text' });

const lastText = async (ctx: TestContext, student: Student, id: string) =>
  ((await callAs(ctx.app, student, 'GET', `/api/chat/session/${id}`)).json() as { messages: { text: string }[] }).messages.at(-1)?.text;

describe.skipIf(testDbKind !== 'postgres')('the session-read cache on PostgreSQL without Redis', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('shows a message another writer stored, unannounced: the session row’s version moved with it', async () => {
    const student = await registerStudent(ctx.app);
    const id = await chatSession(ctx.app, student, ['What is a file?']);
    const cached = await lastText(ctx, student, id);
    expect(await lastText(ctx, student, id)).toBe(cached);
    await storeBehindItsBack(ctx, id, 'Written by another process');
    expect(await lastText(ctx, student, id)).toBe('Written by another process');
  });
});

describe.skipIf(testDbKind !== 'postgres' || !testRedisUrl)('the session-read cache on PostgreSQL with Redis', () => {
  const prefix = `vidya-test-${randomBytes(6).toString('hex')}:`;
  let ctx: TestContext;
  let redis: Redis;
  beforeAll(async () => {
    ctx = await createTestApp({ REDIS_URL: testRedisUrl!, REDIS_PREFIX: prefix });
    redis = new Redis(testRedisUrl!);
  });
  afterAll(async () => {
    await ctx.close();
    redis.disconnect();
    await deleteRedisKeys(testRedisUrl!, prefix);
  });

  it('shows a write whose announcement never arrived: its version moved in Redis', async () => {
    const student = await registerStudent(ctx.app);
    const id = await chatSession(ctx.app, student, ['What is a folder?']);
    const cached = await lastText(ctx, student, id);
    expect(await lastText(ctx, student, id)).toBe(cached);
    await storeBehindItsBack(ctx, id, 'Written by another process');
    // Still cached: nothing told this process, and the version did not move.
    expect(await lastText(ctx, student, id)).toBe(cached);
    // What the other process does after its write, without the publish.
    await redis.set(`${prefix}session-version:${id}`, 'moved by another process');
    expect(await lastText(ctx, student, id)).toBe('Written by another process');
  });
});
