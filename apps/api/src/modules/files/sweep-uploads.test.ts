import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerStudent, type TestContext } from '../../../test/app.ts';
import { fileOf, makePng, multipartBody } from '../../../test/sample-files.ts';
import { createLocalStorage, newStorageKey, type FileStorage } from '../../plugins/storage.ts';

const HOUR = 60 * 60_000;

let ctx: TestContext;
let storage: FileStorage;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  storage = createLocalStorage(join(ctx.dataDir, 'uploads'));
  token = (await registerStudent(ctx.app)).accessToken;
});
afterAll(() => ctx.close());

const uploads = (...parts: string[]) => join(ctx.dataDir, 'uploads', ...parts);
const twoHoursAgo = (path: string) =>
  utimesSync(path, new Date(Date.now() - 2 * HOUR), new Date(Date.now() - 2 * HOUR));

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of storage.list()) keys.push(item.key);
  return keys.sort();
}

/** Sends an image the way a student does; its message references the stored file. */
async function sendImage() {
  const auth = { authorization: `Bearer ${token}` };
  const session = await ctx.app.inject({
    method: 'POST',
    url: '/api/chat/session',
    headers: auth,
    payload: { name: 'Sweep', chatBot: 'dataEntry' },
  });
  const form = new FormData();
  form.append('question', 'Here is my diagram');
  form.append('files', fileOf(makePng(), 'diagram.png', 'image/png'));
  const { payload, headers } = await multipartBody(form);
  const id = session.json<{ _id: string }>()._id;
  await ctx.app.inject({
    method: 'POST',
    url: `/api/chat/session/${id}/send`,
    payload,
    headers: { ...headers, ...auth },
  });
  const read = await ctx.app.inject({ url: `/api/chat/session/${id}`, headers: auth });
  return read.json<{ messages: { files: { url: string }[] }[] }>().messages[0]!.files[0]!.url;
}

describe('the start-up sweep of what interrupted uploads left (issue 10b)', () => {
  it('removes unfinished writes and unreferenced files older than the grace period, and nothing else', async () => {
    const imageUrl = await sendImage();
    const [referenced] = await storedKeys();
    twoHoursAgo(uploads(referenced!.slice(0, 2), referenced!));

    const oldOrphan = newStorageKey();
    const newOrphan = newStorageKey();
    await storage.put(oldOrphan, Buffer.from('a file whose row was never written'));
    await storage.put(newOrphan, Buffer.from('a request may be writing its row right now'));
    twoHoursAgo(uploads(oldOrphan.slice(0, 2), oldOrphan));
    const oldPartial = `${newStorageKey()}.${randomUUID()}.partial`;
    const newPartial = `${newStorageKey()}.${randomUUID()}.partial`;
    for (const name of [oldPartial, newPartial]) {
      mkdirSync(uploads(name.slice(0, 2)), { recursive: true });
      writeFileSync(uploads(name.slice(0, 2), name), 'half a file');
    }
    twoHoursAgo(uploads(oldPartial.slice(0, 2), oldPartial));
    const oldJob = join(ctx.dataDir, 'tmp', 'extract', randomUUID());
    mkdirSync(oldJob, { recursive: true });
    writeFileSync(join(oldJob, 'sheet.xml'), '<worksheet/>');
    twoHoursAgo(oldJob);

    expect(await ctx.app.sweepUploads(HOUR)).toEqual({ unfinished: 1, orphaned: 1, extractionTemp: 1 });
    expect(await storedKeys()).toEqual([referenced, newOrphan, newPartial].sort());
    expect(existsSync(oldJob)).toBe(false);
    // The referenced file is still served.
    expect((await ctx.app.inject({ url: imageUrl })).statusCode).toBe(200);
    // A second sweep finds nothing more to do.
    expect(await ctx.app.sweepUploads(HOUR)).toEqual({ unfinished: 0, orphaned: 0, extractionTemp: 0 });
  });

  it('checks many files against the database in batches, never removing a referenced one', async () => {
    const before = new Set(await storedKeys());
    await sendImage();
    const [referenced] = (await storedKeys()).filter((k) => !before.has(k));
    const orphans = Array.from({ length: 1200 }, () => newStorageKey());
    for (const key of orphans) await storage.put(key, Buffer.from('x'));
    for (const key of [referenced!, ...orphans]) twoHoursAgo(uploads(key.slice(0, 2), key));

    expect((await ctx.app.sweepUploads(HOUR)).orphaned).toBe(orphans.length);
    expect(await storedKeys()).toEqual([...before, referenced!].sort());
  });
});
