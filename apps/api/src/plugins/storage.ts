import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where attachment bytes live. Keys are opaque and made by newStorageKey(); the database row
 * (chat_files) says what a key holds. Local disk today; an S3-compatible bucket can implement the
 * same three calls when S3_* is configured.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removing a key that holds nothing is not an error. */
  remove(key: string): Promise<void>;
}

/** A fresh random key. Callers never derive keys from user input such as file names. */
export const newStorageKey = (): string => randomUUID();

// One path segment of letters, digits, '-' and '_': no '/', '\', '..' or drive letters can reach the disk.
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{2,127}$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key.slice(0, 40))}`);
}

/**
 * Files under `dir` (DATA_DIR/uploads), spread over sub-folders by the key's first two characters
 * so no single folder grows huge. Never served as a static folder: bytes leave only through
 * GET /api/files/:id with a signed link.
 */
export function createLocalStorage(dir: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(dir, key.slice(0, 2).toLowerCase(), key);
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(join(path, '..'), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${path}.${randomUUID()}.partial`;
      await writeFile(partial, data, { mode: 0o600 });
      await rename(partial, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
