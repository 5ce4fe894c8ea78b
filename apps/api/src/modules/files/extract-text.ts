import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWorkerPool, type JobResult } from './extract-pool.ts';

/** What an accepted attachment is, whatever its file name says. */
export type FileKind = 'pdf' | 'txt' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'image';

/** Per file: enough for the tutor to work with, small enough for a prompt. */
export const MAX_EXTRACTED_CHARS = 20_000;

/** Where reading stops even with time left: the tutor never sees more than the first 20,000 characters. */
export const EXTRACT_LIMITS = { maxChars: MAX_EXTRACTED_CHARS, maxPages: 100, maxRows: 5_000 };

/** A .txt file is decoded only this far: whitespace may collapse, and UTF-8 takes up to 4 bytes a character. */
const MAX_TEXT_BYTES = MAX_EXTRACTED_CHARS * 8;

export interface Extracted {
  /** Tidied and capped text, or null when none could be read. */
  text: string | null;
  /**
   * Only the first part of the file was read (a cap, the time budget, the memory limit). With text,
   * the text is that first part and ends with '[…]'; without, nothing could be read in time.
   */
  partial: boolean;
}

export interface TextExtractorOptions {
  /** From the request's start to the last word read, for all of its files together. */
  timeBudgetMs: number;
  /** Worker processes that read documents at the same time; more requests wait for one. */
  workers: number;
  /** Memory one busy worker may use (its heap, and its growth during a file) before it is stopped. */
  memoryMb: number;
  /** A worker process idle this long exits, giving its memory back. */
  idleMs: number;
  /** Parent folder of each job's temporary folder (exceljs may park a sheet there). */
  tmpDir: string;
  log?: { warn(details: object, message: string): void };
}

export const DEFAULT_EXTRACTOR_OPTIONS: TextExtractorOptions = {
  timeBudgetMs: 4_000,
  workers: 2,
  memoryMb: 256,
  idleMs: 60_000,
  tmpDir: join(tmpdir(), 'vidya-extract'),
};

const NOTHING: Extracted = { text: null, partial: false };

/**
 * Reads the text of accepted files for the tutor. Documents are parsed in worker processes, never in
 * the API process, within a time budget, a memory limit and page / row / character caps; whatever
 * was read before a limit is kept. Never throws and never refuses a file: a file that passed
 * inspection but cannot be read (a scanned PDF, a damaged sheet) simply has no text.
 */
export function createTextExtractor(overrides: Partial<TextExtractorOptions> = {}) {
  const options = { ...DEFAULT_EXTRACTOR_OPTIONS, ...overrides };
  const pool = createWorkerPool({
    entry: new URL('./extract-worker.mjs', import.meta.url),
    size: options.workers,
    memoryMb: options.memoryMb,
    idleMs: options.idleMs,
  });

  async function fromWorker(kind: FileKind, data: Buffer, deadline: number): Promise<Extracted> {
    const jobDir = join(options.tmpDir, randomUUID());
    await mkdir(jobDir, { recursive: true });
    try {
      const result = await pool.run({ kind, data, limits: EXTRACT_LIMITS, tmpDir: jobDir }, deadline);
      if (stoppedByUs(result))
        options.log?.warn(
          { kind, size: data.length, end: result.end, chars: charCount(result) },
          'text extraction stopped early',
        );
      return fromResult(result);
    } finally {
      await rm(jobDir, { recursive: true, force: true });
    }
  }

  return {
    timeBudgetMs: options.timeBudgetMs,
    /** The file's text; `deadline` (ms since epoch) defaults to now plus the time budget. */
    async extract(
      kind: FileKind,
      data: Buffer,
      deadline = Date.now() + options.timeBudgetMs,
    ): Promise<Extracted> {
      if (kind === 'image') return NOTHING;
      if (kind === 'txt') return plainText(data);
      try {
        return await fromWorker(kind, data, deadline);
      } catch {
        // Only the temporary folder can fail here (a full disk): the file is still kept, with no text.
        return NOTHING;
      }
    },
    /** Removes job folders left by a process that crashed mid-job, once older than `graceMs`. */
    removeStaleTemp: (graceMs: number) => removeOlderThan(options.tmpDir, Date.now() - graceMs),
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
export type TextExtractor = ReturnType<typeof createTextExtractor>;

/** Ends that are ours (time, memory, a crash, shutdown), not the parser's. */
const stoppedByUs = (r: JobResult) => r.end !== 'done' && r.end !== 'failed';
const charCount = (r: JobResult) => r.pieces.reduce((n, p) => n + p.length, 0);

/**
 * Whatever came back goes through capText, so no text from a worker skips the tidying (PostgreSQL
 * text cannot hold NUL). A parser that failed after some pages still gives those pages.
 */
function fromResult(result: JobResult): Extracted {
  const received = result.pieces.join('');
  const cut = result.capped || stoppedByUs(result) || (result.end === 'failed' && received.length > 0);
  const extracted = capText(received, { partial: cut });
  // Nothing read in time is worth telling the student; nothing readable at all (a scan) is not "partial".
  return extracted.text === null ? { text: null, partial: stoppedByUs(result) } : extracted;
}

function plainText(data: Buffer): Extracted {
  // stream: true holds back a character cut in half at the end instead of making it U+FFFD.
  const text = new TextDecoder('utf-8').decode(data.subarray(0, MAX_TEXT_BYTES), { stream: true });
  return capText(text, { partial: data.length > MAX_TEXT_BYTES });
}

/**
 * Tidies whitespace, drops control characters (PostgreSQL text cannot hold NUL), makes lone
 * surrogates well-formed (U+FFFD; PostgreSQL refuses them too) and caps the length. Text that is
 * cut, or was already only a first part, ends with '[…]' so later readers (the history) can tell.
 */
export function capText(text: string, { max = MAX_EXTRACTED_CHARS, partial = false } = {}): Extracted {
  const tidy = text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    // In a u-mode pattern a surrogate pair is one code point, so \p{Cs} matches only lone halves.
    .replace(/\p{Cs}/gu, '\uFFFD')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!tidy) return { text: null, partial };
  if (tidy.length <= max && !partial) return { text: tidy, partial: false };
  // Never cut a surrogate pair in half.
  const end = tidy.length <= max ? tidy.length : /[\uD800-\uDBFF]/.test(tidy[max - 1] ?? '') ? max - 1 : max;
  return { text: `${tidy.slice(0, end).trimEnd()}\n[…]`, partial: true };
}

async function removeOlderThan(dir: string, cutoff: number): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [])) {
    const path = join(dir, name);
    const modified = await stat(path).then(
      (s) => s.mtimeMs,
      () => Infinity,
    );
    if (modified >= cutoff) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
