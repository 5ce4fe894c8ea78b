import { eq } from 'drizzle-orm';
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
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;
