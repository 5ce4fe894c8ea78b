import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerStudent, type TestContext } from '../../../test/app.ts';
import { makePng } from '../../../test/sample-files.ts';
import { chatFiles, chatMessages, chatSessions } from '../../db/schema.ts';
import { createLocalStorage, newStorageKey } from '../../plugins/storage.ts';
import { fileLinkSecret, signFileUrl } from './signed-url.ts';

const jwtSecret = randomBytes(32).toString('hex');
const secret = fileLinkSecret(jwtSecret);
let ctx: TestContext;
let userId: string;

beforeAll(async () => {
  ctx = await createTestApp({ JWT_SECRET: jwtSecret });
  userId = (await registerStudent(ctx.app)).user._id;
});
afterAll(() => ctx.close());

/** Stores bytes the way the chat module does (storage, then a chat_files row) and returns the row id. */
async function storeFile(fileName: string, mimeType: string, data: Buffer | null) {
  const { db } = ctx.database;
  const [session] = await db
    .insert(chatSessions)
    .values({ userId, name: 'Files', chatBot: 'learn' })
    .returning();
  const [message] = await db
    .insert(chatMessages)
    .values({ sessionId: session!.id, sender: 'user', text: 'see attached' })
    .returning();
  const storageKey = newStorageKey();
  if (data) await createLocalStorage(join(ctx.dataDir, 'uploads')).put(storageKey, data);
  const [row] = await db
    .insert(chatFiles)
    .values({ messageId: message!.id, userId, fileName, mimeType, size: data?.length ?? 0, storageKey })
    .returning();
  return row!.id;
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/files/:id', () => {
  it('serves a stored image to a valid signed link, with safe headers', async () => {
    const png = makePng(16, 16);
    const id = await storeFile('नक्शा "map".png', 'image/png', png);
    const res = await get(signFileUrl(id, secret, 3600));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="_____ _map_.png"; filename*=UTF-8''${encodeURIComponent('नक्शा "map".png')}`,
    );
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(3600 + 300);
  });

  it('offers a non-image as a download', async () => {
    const id = await storeFile('notes.txt', 'text/plain', Buffer.from('hello'));
    const res = await get(signFileUrl(id, secret, 60));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="notes.txt"/);
  });

  it('refuses an expired link', async () => {
    const id = await storeFile('old.png', 'image/png', makePng());
    const res = await get(signFileUrl(id, secret, 60, Date.now() - 2 * 3600_000));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/expired or is not valid/);
  });

  it('refuses a tampered, missing or foreign signature', async () => {
    const id = await storeFile('photo.png', 'image/png', makePng());
    const url = new URL(signFileUrl(id, secret, 3600), 'http://x');
    const exp = Number(url.searchParams.get('exp'));
    const sig = url.searchParams.get('sig')!;
    const tampered = [
      `/api/files/${id}?exp=${exp + 3600}&sig=${sig}`, // a longer life
      `/api/files/${id}?exp=${exp}&sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`,
      `/api/files/${id}?exp=${exp}`,
      `/api/files/${id}`,
      `/api/files/${id}?exp=soon&sig=${sig}`,
      signFileUrl(id, fileLinkSecret('another deployment secret'), 3600),
    ];
    for (const link of tampered) {
      const res = await get(link);
      expect(res.statusCode, link).toBe(403);
    }
    // A valid signature for one file opens no other.
    const other = await storeFile('other.png', 'image/png', makePng());
    expect((await get(`/api/files/${other}?exp=${exp}&sig=${sig}`)).statusCode).toBe(403);
  });

  it('answers 400 for a malformed id', async () => {
    const res = await get('/api/files/not-a-uuid?exp=1&sig=x');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/id/);
  });

  it('answers 404 when the row or the stored bytes are gone', async () => {
    expect((await get(signFileUrl(randomUUID(), secret, 60))).statusCode).toBe(404);
    const id = await storeFile('lost.png', 'image/png', null);
    expect((await get(signFileUrl(id, secret, 60))).statusCode).toBe(404);
  });
});
