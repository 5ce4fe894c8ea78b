import fastifyStatic from '@fastify/static';
import { isCourseBot } from '@vidya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Content } from '../../content/load-content.ts';
import { notFound } from '../../lib/http-error.ts';
import { createTextbookStore, textbookFileName } from '../../textbooks/textbook-store.ts';

interface Options {
  content: Content;
  contentDir: string;
  textbooksDir: string;
  productName: string;
}

export const TEXTBOOK_PATH = '/textbooks/:bot.pdf';
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * The course textbooks as PDFs, with ETag/Last-Modified and range requests (@fastify/static),
 * or a redirect to a deployment's official PDF when course.json names one.
 */
export const textbookRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  // serve: false — only reply.sendFile, scoped to this plugin; no folder is exposed.
  await app.register(fastifyStatic, { serve: false });
  const store = createTextbookStore({ ...options, log: app.log });
  // A 416 from @fastify/send carries its Content-Range on the error; the app's error handler only
  // writes { message }, so copy the headers onto the reply first.
  app.addHook('onError', async (_request, reply, error) => {
    const { headers } = error as { headers?: Record<string, string> };
    if (headers) reply.headers(headers);
  });

  app.get(TEXTBOOK_PATH, { schema: { params: z.object({ bot: z.string() }) } }, async (request, reply) => {
    const { bot } = request.params;
    if (!isCourseBot(bot)) throw notFound(`There is no textbook for '${bot}'.`);
    const official = options.content.courses[bot].officialTextbookUrl;
    if (official) return reply.redirect(official, 302);

    const source = await store.get(bot);
    // The web app may show the book in a frame of its own page, which the app-wide policy forbids.
    reply.header('content-security-policy', "frame-ancestors 'self'").header('x-frame-options', 'SAMEORIGIN');
    if ('pdf' in source) return reply.type('application/pdf').header('cache-control', CACHE_CONTROL).send(source.pdf);
    return reply.sendFile(textbookFileName(bot), options.textbooksDir, { maxAge: 86_400_000, lastModified: true, etag: true });
  });
};
