import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, newStorageKey, type StoredObject } from './storage.ts';

const root = mkdtempSync(join(tmpdir(), 'vidya-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local file storage', () => {
  const storage = createLocalStorage(join(root, 'uploads'));

  it('stores, reads back and removes bytes under a random key, creating folders as needed', async () => {
    const key = newStorageKey();
    expect(key).not.toBe(newStorageKey());
    await storage.put(key, Buffer.from('hello'));
    expect((await storage.get(key))?.toString()).toBe('hello');
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('treats a missing key as nothing stored', async () => {
    const key = newStorageKey();
    expect(await storage.get(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of [
      '../secret',
      '..',
      'a/b',
      'a\\b',
      '/etc/passwd',
      'C:x',
      '',
      'x',
      '.hidden',
      `k${'e'.repeat(200)}`,
    ]) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/invalid storage key/);
    }
    expect(readdirSync(root)).toEqual(['uploads']);
  });

  it('lists what it holds with modification times, marking writes that never finished', async () => {
    const listing = createLocalStorage(join(root, 'listed'));
    const key = newStorageKey();
    const before = Date.now() - 1000;
    await listing.put(key, Buffer.from('kept'));
    // What put() leaves when the process stops between writing and renaming.
    const unfinished = `${key}.${randomUUID()}.partial`;
    writeFileSync(join(root, 'listed', key.slice(0, 2), unfinished), 'half');
    writeFileSync(join(root, 'listed', key.slice(0, 2), 'notes.txt'), 'not ours');
    const listed: StoredObject[] = [];
    for await (const item of listing.list()) listed.push(item);
    expect(listed.map((i) => [i.key, i.unfinished]).sort()).toEqual([[key, false], [unfinished, true]].sort());
    for (const item of listed) expect(item.modifiedAt.getTime()).toBeGreaterThan(before);

    await listing.remove(unfinished);
    expect(readdirSync(join(root, 'listed', key.slice(0, 2))).sort()).toEqual([key, 'notes.txt'].sort());
  });

  it('lists nothing before anything is stored', async () => {
    const empty = createLocalStorage(join(root, 'never-used'));
    for await (const item of empty.list()) throw new Error(`unexpected ${item.key}`);
  });
});
