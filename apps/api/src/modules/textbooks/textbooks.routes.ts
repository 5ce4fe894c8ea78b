import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isCourseBot, type CourseBot } from '@vidya/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Content } from '../../content/load-content.ts';
import { notFound } from '../../lib/http-error.ts';
import type { TextbookLanguage } from '../../textbooks/render-textbook.ts';
import { createTextbookStore, pagesFileName, textbookFileName } from '../../textbooks/textbook-store.ts';

interface Options {
  content: Content;
  contentDir: string;
  textbooksDir: string;
  productName: string;
}

export const TEXTBOOK_PATH = '/textbooks/:bot.pdf';
export const TEXTBOOK_PAGES_PATH = '/textbooks/:bot.pages.json';
/** Another edition's book (only Hindi so far): /textbooks/hi/<bot>.pdf, beside the English paths. */
export const EDITION_TEXTBOOK_PATH = '/textbooks/:language/:bot.pdf';
export const EDITION_TEXTBOOK_PAGES_PATH = '/textbooks/:language/:bot.pages.json';
/** A deployment's own page table for its official PDF, beside its course.json. */
export const OFFICIAL_PAGES_FILE = 'textbook.pages.json';
const CACHE_CONTROL = 'public, max-age=86400';
const SEND_OPTIONS = { maxAge: 86_400_000, lastModified: true, etag: true };
const params = { schema: { params: z.object({ bot: z.string() }) } };
const editionParams = { schema: { params: z.object({ language: z.string(), bot: z.string() }) } };
/** Editions served under a language's folder; English is the folder-less one. */
const EDITIONS = ['hi'] as const satisfies TextbookLanguage[];

/**
 * The course textbooks as PDFs, with ETag/Last-Modified and range requests (@fastify/static),
 * or a redirect to a deployment's official PDF when course.json names one; and beside each its
 * page table (chapter and section → page). The Hindi edition's books (decision 0042) are served the
 * same way under /textbooks/hi/, never redirected: an official PDF is the English one.
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

  const courseBot = (bot: string): CourseBot => {
    if (!isCourseBot(bot)) throw notFound(`There is no textbook for '${bot}'.`);
    return bot;
  };
  const edition = (language: string): TextbookLanguage => {
    const found = EDITIONS.find((e) => e === language);
    if (!found) throw notFound(`There is no '${language}' edition of the textbooks.`);
    return found;
  };
  /** The book's files (or the book itself); 404 when this deployment has no such edition. */
  const book = (bot: CourseBot, language: TextbookLanguage) => {
    const source = store.get(bot, language);
    if (!source) throw notFound(`There is no '${language}' edition of the textbooks.`);
    return source;
  };

  async function sendPdf(reply: FastifyReply, bot: CourseBot, language: TextbookLanguage) {
    const source = await book(bot, language);
    // The web app may show the book in a frame of its own page, which the app-wide policy forbids.
    reply.header('content-security-policy', "frame-ancestors 'self'").header('x-frame-options', 'SAMEORIGIN');
    if ('pdf' in source) return reply.type('application/pdf').header('cache-control', CACHE_CONTROL).send(source.pdf);
    return reply.sendFile(textbookFileName(bot), source.dir, SEND_OPTIONS);
  }

  async function sendPages(reply: FastifyReply, bot: CourseBot, language: TextbookLanguage) {
    const source = await book(bot, language);
    if ('pages' in source) return reply.header('cache-control', CACHE_CONTROL).send(source.pages);
    return reply.sendFile(pagesFileName(bot), source.dir, SEND_OPTIONS);
  }

  app.get(TEXTBOOK_PATH, params, async (request, reply) => {
    const bot = courseBot(request.params.bot);
    const official = options.content.courses[bot].officialTextbookUrl;
    if (official) return reply.redirect(official, 302);
    return sendPdf(reply, bot, 'en');
  });

  app.get(TEXTBOOK_PAGES_PATH, params, async (request, reply) => {
    const bot = courseBot(request.params.bot);
    const courseDir = join(options.contentDir, 'courses', bot);
    if (existsSync(join(courseDir, OFFICIAL_PAGES_FILE))) return reply.sendFile(OFFICIAL_PAGES_FILE, courseDir, SEND_OPTIONS);
    // The generated table describes the generated book, not a deployment's own PDF.
    if (options.content.courses[bot].officialTextbookUrl) throw notFound(`There is no page table for the '${bot}' textbook.`);
    return sendPages(reply, bot, 'en');
  });

  app.get(EDITION_TEXTBOOK_PATH, editionParams, async (request, reply) => {
    const language = edition(request.params.language);
    return sendPdf(reply, courseBot(request.params.bot), language);
  });

  app.get(EDITION_TEXTBOOK_PAGES_PATH, editionParams, async (request, reply) => {
    const language = edition(request.params.language);
    return sendPages(reply, courseBot(request.params.bot), language);
  });
};
