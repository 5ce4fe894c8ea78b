import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CourseBot, TextbookPages } from '@vidya/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Content } from '../content/load-content.ts';
import { renderTextbook, type RenderedTextbook } from './render-textbook.ts';

export const textbookFileName = (bot: CourseBot) => `${bot}.pdf`;
/** The page table beside the PDF: chapter and section → page. */
export const pagesFileName = (bot: CourseBot) => `${bot}.pages.json`;

/** Writes the PDF and its page table, each under a temporary name first, so a reader never sees half a file. */
export async function writeTextbook(textbooksDir: string, bot: CourseBot, book: RenderedTextbook) {
  await mkdir(textbooksDir, { recursive: true });
  // The table first: the PDF's mtime is what the freshness check reads, so it lands last.
  await writeAtomically(join(textbooksDir, pagesFileName(bot)), `${JSON.stringify(book.pages)}\n`);
  await writeAtomically(join(textbooksDir, textbookFileName(bot)), book.pdf);
}

async function writeAtomically(file: string, data: Buffer | string) {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

interface StoreOptions {
  content: Content;
  contentDir: string;
  textbooksDir: string;
  productName: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** What to send: the files now in textbooksDir, or (when that folder is read-only) the book itself. */
export type TextbookSource = { dir: string } | { pdf: Buffer; pages: TextbookPages };

/**
 * The textbooks and their page tables as files in textbooksDir. `npm run build` writes them; when
 * one is missing or older than its course's content (development, tests, edited content), the first
 * request renders it and saves it for the next.
 */
export function createTextbookStore(options: StoreOptions) {
  const pending = new Map<CourseBot, Promise<TextbookSource>>();

  async function prepare(bot: CourseBot): Promise<TextbookSource> {
    const dir = options.textbooksDir;
    const files = [join(dir, textbookFileName(bot)), join(dir, pagesFileName(bot))];
    if (files.every((file) => isFresh(file, join(options.contentDir, 'courses', bot)))) return { dir };
    const started = performance.now();
    const book = await renderTextbook(options.content.courses[bot], { productName: options.productName });
    options.log.info({ bot, ms: Math.round(performance.now() - started) }, 'rendered a textbook on first request');
    try {
      await writeTextbook(dir, bot, book);
      return { dir };
    } catch (err) {
      options.log.warn({ err, textbooksDir: dir }, 'could not save the textbook; serving it from memory');
      return book;
    }
  }

  return {
    /** Once per course and process; a failure is not remembered, so the next request tries again. */
    get(bot: CourseBot): Promise<TextbookSource> {
      let source = pending.get(bot);
      if (!source) {
        source = prepare(bot).catch((err: unknown) => {
          pending.delete(bot);
          throw err;
        });
        pending.set(bot, source);
      }
      return source;
    },
  };
}

/** True when the file exists and is at least as new as every file of the course. */
function isFresh(file: string, courseDir: string): boolean {
  if (!existsSync(file)) return false;
  const built = statSync(file).mtimeMs;
  return newestChange(courseDir) <= built;
}

function newestChange(dir: string): number {
  if (!existsSync(dir)) return 0;
  return Math.max(
    statSync(dir).mtimeMs,
    ...readdirSync(dir, { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? newestChange(join(dir, entry.name)) : statSync(join(dir, entry.name)).mtimeMs,
    ),
  );
}
