import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CourseBot, TextbookPages } from '@vidya/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Content } from '../content/load-content.ts';
import { renderTextbook, type RenderedTextbook, type TextbookContent, type TextbookLanguage } from './render-textbook.ts';

export const textbookFileName = (bot: CourseBot) => `${bot}.pdf`;
/** The page table beside the PDF: chapter and section → page. */
export const pagesFileName = (bot: CourseBot) => `${bot}.pages.json`;
/** English books at the top of the textbooks folder (as they always were), another edition's in a folder of its language. */
export const editionDir = (textbooksDir: string, language: TextbookLanguage) => (language === 'en' ? textbooksDir : join(textbooksDir, language));

/**
 * The course in one edition, or undefined when the deployment has no such edition. A Hindi book
 * keeps the course's title (course.json has no Hindi one) and sets the Hindi edition's chapters.
 */
export function textbookContent(content: Content, bot: CourseBot, language: TextbookLanguage): TextbookContent | undefined {
  const course = content.courses[bot];
  if (language === 'en') return course;
  const chapters = content.hindi?.courses[bot];
  return chapters && { title: course.title, language, chapters };
}

/** The content folders a book is made from: its course's, and its edition's. */
const sourceDirs = (contentDir: string, bot: CourseBot, language: TextbookLanguage) => [
  join(contentDir, 'courses', bot),
  ...(language === 'en' ? [] : [join(contentDir, language, 'courses', bot)]),
];

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

/** What to send: the files now in dir, or (when that folder is read-only) the book itself. */
export type TextbookSource = { dir: string } | { pdf: Buffer; pages: TextbookPages };

/**
 * The textbooks and their page tables as files in textbooksDir (a Hindi book in textbooksDir/hi).
 * `npm run build` writes them; when one is missing or older than its course's content (development,
 * tests, edited content), the first request renders it and saves it for the next.
 */
export function createTextbookStore(options: StoreOptions) {
  const pending = new Map<string, Promise<TextbookSource>>();

  async function prepare(bot: CourseBot, language: TextbookLanguage, book: TextbookContent): Promise<TextbookSource> {
    const dir = editionDir(options.textbooksDir, language);
    const files = [join(dir, textbookFileName(bot)), join(dir, pagesFileName(bot))];
    const sources = sourceDirs(options.contentDir, bot, language);
    if (files.every((file) => sources.every((source) => isFresh(file, source)))) return { dir };
    const started = performance.now();
    const rendered = await renderTextbook(book, { productName: options.productName });
    options.log.info({ bot, language, ms: Math.round(performance.now() - started) }, 'rendered a textbook on first request');
    try {
      await writeTextbook(dir, bot, rendered);
      return { dir };
    } catch (err) {
      options.log.warn({ err, textbooksDir: dir }, 'could not save the textbook; serving it from memory');
      return rendered;
    }
  }

  return {
    /**
     * Once per book and process; a failure is not remembered, so the next request tries again.
     * Undefined when the deployment has no such edition.
     */
    get(bot: CourseBot, language: TextbookLanguage = 'en'): Promise<TextbookSource> | undefined {
      const book = textbookContent(options.content, bot, language);
      if (!book) return undefined;
      const key = `${language}/${bot}`;
      let source = pending.get(key);
      if (!source) {
        source = prepare(bot, language, book).catch((err: unknown) => {
          pending.delete(key);
          throw err;
        });
        pending.set(key, source);
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
