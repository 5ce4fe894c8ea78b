import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeHeavyPdf, makeLargeXlsx } from '../../../test/heavy-files.ts';
import { makeDoc, makeDocx, makePdf, makeXlsx } from '../../../test/sample-files.ts';
import { capText, createTextExtractor, MAX_EXTRACTED_CHARS, type TextExtractor } from './extract-text.ts';

const extractors: TextExtractor[] = [];
/** A real extractor (worker processes and all) with these settings, closed after the test. */
const extractor = (options: Parameters<typeof createTextExtractor>[0] = {}) => {
  const made = createTextExtractor(options);
  extractors.push(made);
  return made;
};
// After each test, not the file: every pool keeps its workers, and an idle worker keeps the heap of
// the last document it read (up to memoryMb each). Eight pools alive at once took this test
// process to 600 MB; CI runs several such processes side by side.
afterEach(() => Promise.all(extractors.splice(0).map((e) => e.close())));

async function timed<T>(work: Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work;
  return { result, ms: performance.now() - started };
}

let heavyPdf: Buffer;
let largeXlsx: Buffer;
beforeAll(async () => {
  heavyPdf = await makeHeavyPdf();
  largeXlsx = makeLargeXlsx();
});

describe('documents too heavy to read whole (issue 5)', () => {
  it('keeps the first part of a PDF whose 710 KB inflate to 244 MB, within the time budget', async () => {
    expect(heavyPdf.length).toBeLessThan(1024 * 1024);
    // A budget that leaves a cold worker on a loaded machine time to read the first page.
    const { result, ms } = await timed(extractor({ timeBudgetMs: 5000 }).extract('pdf', heavyPdf));
    expect(result.partial).toBe(true);
    expect(result.text).toMatch(/^The quick brown fox reads page text\.\n/);
    expect(result.text?.endsWith('\n[…]')).toBe(true);
    // The budget plus a loaded machine's slack; reading it whole takes minutes.
    expect(ms).toBeLessThan(5000 + 4000);
  });

  it('reads only the first rows of a 150,000-row spreadsheet, streaming', async () => {
    const { result, ms } = await timed(extractor().extract('xlsx', largeXlsx));
    expect(result.partial).toBe(true);
    expect(result.text).toMatch(/^Sheet: Results\n1\tStudent 1\t37\tMerit\n2\tStudent 2\t74\tDistinction\n/);
    expect(result.text).not.toContain('Student 149999');
    expect(result.text!.length).toBeLessThanOrEqual(MAX_EXTRACTED_CHARS + 4);
    expect(ms).toBeLessThan(15_000);
  });

  it('stops a worker that outgrows its memory limit, long before the time budget', async () => {
    // Drawing operators only: no text, and pdf.js keeps every inflated byte in an ArrayBuffer,
    // which V8's heap limit does not count; the watchdog does.
    const paths = await makeHeavyPdf({ content: 'paths' });
    const reader = extractor({ memoryMb: 64, timeBudgetMs: 20_000 });
    const { result, ms } = await timed(reader.extract('pdf', paths));
    expect(result).toEqual({ text: null, partial: true });
    // Well before the 20 s budget, even on a loaded machine.
    expect(ms).toBeLessThan(14_000);
    // The pool replaces the worker it stopped.
    expect((await reader.extract('pdf', await makePdf('Still reading.'))).text).toBe('Still reading.');
  });

  it('survives a worker that runs out of heap', async () => {
    const oneString = await makeHeavyPdf({ content: 'one-string', expandedBytes: 100_000_000 });
    const reader = extractor({ memoryMb: 64, timeBudgetMs: 20_000 });
    expect(await reader.extract('pdf', oneString)).toEqual({ text: null, partial: true });
    expect((await reader.extract('docx', makeDocx('Still reading.'))).text).toBe('Still reading.');
  });

  it('does not start a file whose deadline passed while it waited for a worker', async () => {
    const reader = extractor({ workers: 1 });
    const deadline = Date.now() + 1000;
    const [first, second] = await Promise.all([
      reader.extract('pdf', heavyPdf, deadline),
      reader.extract('docx', makeDocx('Waited too long.'), deadline),
    ]);
    expect(first.partial).toBe(true);
    expect(first.text).toContain('The quick brown fox');
    expect(second).toEqual({ text: null, partial: true });
  });

  it('leaves no worker process behind once closed, not even one it just stopped for time', async () => {
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    const reader = createTextExtractor({ timeBudgetMs: 300 });
    await reader.extract('docx', makeDocx('Warm up.'));
    const [idle] = reader.stats().pids;
    const reading = reader.extract('pdf', heavyPdf, Date.now() + 1500);
    await expect.poll(() => reader.stats().busy).toBe(1);
    const [busy] = reader.stats().pids;
    expect((await reading).partial).toBe(true);
    // The worker stopped for time may still be exiting: close() waits for it too.
    await reader.close();
    expect([idle, busy].filter((pid) => pid !== undefined && alive(pid))).toEqual([]);
    expect(reader.stats().pids).toEqual([]);
  });

  it('survives a worker process that dies mid-file, and starts another', async () => {
    const reader = extractor({ timeBudgetMs: 20_000 });
    const reading = reader.extract('pdf', heavyPdf);
    await expect.poll(() => reader.stats().busy).toBe(1);
    process.kill(reader.stats().pids[0]!, 'SIGKILL');
    expect((await reading).partial).toBe(true);
    expect((await reader.extract('docx', makeDocx('Still reading.'))).text).toBe('Still reading.');
  });

  it('gives an idle worker process back after a while', async () => {
    const reader = extractor({ idleMs: 200 });
    await reader.extract('docx', makeDocx('Read.'));
    expect(reader.stats().idle).toBe(1);
    await expect.poll(() => reader.stats().idle, { timeout: 3000 }).toBe(0);
    expect((await reader.extract('docx', makeDocx('Read again.'))).text).toBe('Read again.');
  });

  it('says a text file was cut when it is longer than what is read', async () => {
    const long = Buffer.from(`${'नमस्ते '.repeat(30_000)}END`);
    const result = await extractor().extract('txt', long);
    expect(result.partial).toBe(true);
    expect(result.text).not.toContain('END');
    expect(result.text).not.toContain('\uFFFD');
  });
});

describe('text from the parsers', () => {
  it('is tidied like any other: no control characters, no lone surrogates', async () => {
    const reader = extractor();
    const texts = [
      (await reader.extract('docx', makeDocx('Ohm&#xD800;law&#1;says'))).text,
      (await reader.extract('doc', makeDoc('Ohm\u0000law\u0001says'))).text,
      (await reader.extract('xlsx', await makeXlsx('S', [['Ohm\u0000law', 'c\uD800d']]))).text,
    ];
    for (const text of texts) {
      expect(text).toMatch(/Ohm.?law/);
      expect(text).not.toMatch(/[^\P{Cc}\n\t]/u);
      expect(text).not.toMatch(/\p{Cs}/u);
    }
  });

  it('reads a file in full when it fits, with no mark', async () => {
    expect(await extractor().extract('pdf', await makePdf('Ohm law says V = I R.'))).toEqual({
      text: 'Ohm law says V = I R.',
      partial: false,
    });
  });
});

describe('capText', () => {
  it('drops NUL and other control characters, keeping tabs and newlines', () => {
    expect(capText('a\u0000b\tc\r\nd\u0007e')).toEqual({ text: 'ab\tc\nde', partial: false });
  });

  it('makes lone surrogates U+FFFD and keeps pairs', () => {
    expect(capText('x\uD800y\uDC00z 😀')).toEqual({ text: 'x\uFFFDy\uFFFDz 😀', partial: false });
  });

  it('marks a cut, or a text that was already only a first part', () => {
    expect(capText('abcdef', { max: 3 })).toEqual({ text: 'abc\n[…]', partial: true });
    expect(capText('abc', { partial: true })).toEqual({ text: 'abc\n[…]', partial: true });
    expect(capText('   ', { partial: true })).toEqual({ text: null, partial: true });
  });
});
