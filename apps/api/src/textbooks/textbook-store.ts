import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CourseBot } from '@vidya/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Content } from '../content/load-content.ts';
import { renderTextbook } from './render-textbook.ts';

export const textbookFileName = (bot: CourseBot) => `${bot}.pdf`;

/** Writes a PDF under a temporary name first, so a reader never sees half a file. */
export async function writeTextbook(textbooksDir: string, bot: CourseBot, pdf: Buffer) {
  await mkdir(textbooksDir, { recursive: true });
  const file = join(textbooksDir, textbookFileName(bot));
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, pdf);
  await rename(temporary, file);
}

interface StoreOptions {
  content: Content;
  contentDir: string;
  textbooksDir: string;
  productName: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** What to send: the file now in textbooksDir, or (when that folder is read-only) the PDF itself. */
export type TextbookSource = { file: string } | { pdf: Buffer };

/**
 * The textbooks as files in textbooksDir. `npm run build` writes them; when one is missing or
 * older than its course's content (development, tests, edited content), the first request
 * renders it and saves it for the next.
 */
export function createTextbookStore(options: StoreOptions) {
  const pending = new Map<CourseBot, Promise<TextbookSource>>();

  async function prepare(bot: CourseBot): Promise<TextbookSource> {
    const file = join(options.textbooksDir, textbookFileName(bot));
    if (isFresh(file, join(options.contentDir, 'courses', bot))) return { file };
    const started = performance.now();
    const pdf = await renderTextbook(options.content.courses[bot], { productName: options.productName });
    options.log.info({ bot, ms: Math.round(performance.now() - started) }, 'rendered a textbook on first request');
    try {
      await writeTextbook(options.textbooksDir, bot, pdf);
      return { file };
    } catch (err) {
      options.log.warn({ err, textbooksDir: options.textbooksDir }, 'could not save the textbook; serving it from memory');
      return { pdf };
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

/** True when the PDF exists and is at least as new as every file of the course. */
function isFresh(pdfFile: string, courseDir: string): boolean {
  if (!existsSync(pdfFile)) return false;
  const built = statSync(pdfFile).mtimeMs;
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
