import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, newStorageKey } from './storage.ts';

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
});
