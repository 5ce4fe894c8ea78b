import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatFiles } from '../../db/schema.ts';

export type ChatFileRow = typeof chatFiles.$inferSelect;

/**
 * SQL for serving attachments. Not scoped by user: GET /api/files/:id is reached only through a
 * signed link (the signature, checked before this runs, is the permission), as an <img> sends no token.
 */
export function createFilesRepository(db: Db) {
  return {
    async findById(
      id: string,
    ): Promise<Pick<ChatFileRow, 'id' | 'fileName' | 'mimeType' | 'storageKey'> | undefined> {
      const [row] = await db
        .select({
          id: chatFiles.id,
          fileName: chatFiles.fileName,
          mimeType: chatFiles.mimeType,
          storageKey: chatFiles.storageKey,
        })
        .from(chatFiles)
        .where(eq(chatFiles.id, id));
      return row;
    },

    /**
     * Which of these storage keys a file row still references, for the start-up sweep of orphaned
     * files. Not scoped by user either: it reads keys only, and no request reaches it.
     */
    async referencedKeys(keys: string[]): Promise<Set<string>> {
      if (!keys.length) return new Set();
      const rows = await db
        .select({ key: chatFiles.storageKey })
        .from(chatFiles)
        .where(inArray(chatFiles.storageKey, keys));
      return new Set(rows.map((r) => r.key));
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;
