import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { contentDisposition } from './file-name.ts';
import { createFilesRepository } from './files.repository.ts';
import { verifyFileSignature } from './signed-url.ts';

export interface FilesRoutesOptions {
  db: Db;
  storage: FileStorage;
  /** The file-link key (signed-url.ts fileLinkSecret), the same one the chat module signs with. */
  secret: string;
}

const FileParams = z.object({ id: z.string().uuid('id must be a valid id') });
// Loose on purpose: a missing or malformed signature is a 403 from the check below, not a 400.
const SignedQuery = z.object({ exp: z.string().optional(), sig: z.string().optional() });

const LINK_REFUSED = 'This link has expired or is not valid. Open the chat again to get a fresh one.';

/** GET /api/files/:id — an attachment's bytes, for anyone holding a valid, unexpired signed link. */
export const filesRoutes: FastifyPluginAsyncZod<FilesRoutesOptions> = async (
  app,
  { db, storage, secret },
) => {
  const repo = createFilesRepository(db);

  app.get(
    '/api/files/:id',
    { schema: { params: FileParams, querystring: SignedQuery } },
    async (request, reply) => {
      const { id } = request.params;
      const { exp, sig } = request.query;
      const now = Date.now();
      // The signature is checked before the database, so ids cannot be probed without one.
      if (!verifyFileSignature(id, exp, sig, secret, now)) throw new HttpError(403, LINK_REFUSED);
      const row = await repo.findById(id);
      const data = row ? await storage.get(row.storageKey) : null;
      if (!row || !data) throw notFound('This file is no longer available.');

      const remaining = Math.max(0, Number(exp) - Math.floor(now / 1000));
      const isImage = row.mimeType.startsWith('image/');
      return reply
        .headers({
          'content-type': row.mimeType.startsWith('text/') ? `${row.mimeType}; charset=utf-8` : row.mimeType,
          'x-content-type-options': 'nosniff',
          // Only images are meant to be shown in the page; anything else is offered as a download.
          'content-disposition': contentDisposition(isImage ? 'inline' : 'attachment', row.fileName),
          'cache-control': `private, max-age=${remaining}`,
          // Even if a browser rendered the bytes as a document, it could run nothing and reach nothing.
          'content-security-policy': "default-src 'none'; sandbox",
        })
        .send(data);
    },
  );
};
