import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where attachment bytes live. Keys are opaque and made by newStorageKey(); the database row
 * (chat_files) says what a key holds. Local disk today; an S3-compatible bucket can implement the
 * same calls when S3_* is configured.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removing a key that holds nothing is not an error. Also takes the key of a listed unfinished write. */
  remove(key: string): Promise<void>;
  /** Everything stored, for the start-up sweep of what a crash left behind. */
  list(): AsyncIterable<StoredObject>;
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
  /** A write that never finished (the process stopped mid-upload); its key is not a storage key. */
  unfinished: boolean;
}

/** A fresh random key. Callers never derive keys from user input such as file names. */
export const newStorageKey = (): string => randomUUID();

// One path segment of letters, digits, '-' and '_': no '/', '\', '..' or drive letters can reach the disk.
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{2,127}$/;
// What put() writes before its rename: '<key>.<uuid>.partial', still one plain segment.
const UNFINISHED = /^[A-Za-z0-9][A-Za-z0-9_-]{2,127}\.[0-9a-f-]{36}\.partial$/;

function assertSafeKey(key: string, unfinishedToo = false): void {
  if (!SAFE_KEY.test(key) && !(unfinishedToo && UNFINISHED.test(key)))
    throw new Error(`invalid storage key: ${JSON.stringify(key.slice(0, 40))}`);
}

/**
 * Files under `dir` (DATA_DIR/uploads), spread over sub-folders by the key's first two characters
 * so no single folder grows huge. Never served as a static folder: bytes leave only through
 * GET /api/files/:id with a signed link.
 */
export function createLocalStorage(dir: string): FileStorage {
  const pathOf = (key: string, unfinishedToo = false) => {
    assertSafeKey(key, unfinishedToo);
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
      await rm(pathOf(key, true), { force: true });
    },
    list: () => listFiles(dir),
  };
}

/** Files in the sub-folders, with their modification times; names that are not ours are skipped. */
async function* listFiles(dir: string): AsyncGenerator<StoredObject> {
  for (const folder of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (!folder.isDirectory()) continue;
    for (const name of await readdir(join(dir, folder.name)).catch(() => [])) {
      const unfinished = UNFINISHED.test(name);
      if (!unfinished && !SAFE_KEY.test(name)) continue;
      // Gone since the listing (removed by a request): nothing to report.
      const info = await stat(join(dir, folder.name, name)).catch(() => null);
      if (info?.isFile()) yield { key: name, modifiedAt: info.mtime, unfinished };
    }
  }
}
