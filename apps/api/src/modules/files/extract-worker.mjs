// @ts-check
/**
 * The text extraction worker: every document parser (pdf.js through unpdf, mammoth, exceljs,
 * word-extractor, SheetJS) runs here, in a worker process, never in the API process (issue 5,
 * decision 0024). One job at a time: the API sends { kind, data, limits, tmpDir }; this sends the text
 * back piece by piece ({ type: 'text' }) as it reads, then { type: 'end', partial } or
 * { type: 'failed' }. The API keeps what arrived, so a job stopped for time or memory still yields its
 * first part.
 *
 * Plain JavaScript on purpose: it loads the same way under node, tsx and vitest, with no loader
 * hooks in the worker (tsx would add ~200 ms to each worker start). Type-checked through @ts-check.
 */
import { Readable } from 'node:stream';

/**
 * @typedef {{ maxChars: number, maxPages: number, maxRows: number }} Limits
 * @typedef {'pdf' | 'docx' | 'doc' | 'xlsx' | 'xls'} DocumentKind
 * @typedef {{ kind: DocumentKind, data: Uint8Array, limits: Limits, tmpDir: string }} Job
 * @typedef {(data: Uint8Array, limits: Limits) => AsyncGenerator<string, boolean | void>} Reader
 */

// pdf.js inflates a whole content stream at once through DecompressionStream when the platform has
// one: the probe's 710 KB PDF became 489 MB of buffers before the first word. Without it, pdf.js
// inflates as it reads, so stopping early (caps, time) also stops the memory.
Reflect.deleteProperty(globalThis, 'DecompressionStream');

const send = process.send?.bind(process);
if (!send) throw new Error('extract-worker.mjs runs only as a worker process (child_process.fork)');
/** @param {object} message */
const post = (message) => void send(message);
process.on('message', (/** @type {Job} */ job) => void run(job));
// The API process is gone (killed, crashed): nobody is waiting for this worker's text.
process.on('disconnect', () => process.exit(0));

/** @param {Job} job */
async function run({ kind, data, limits, tmpDir }) {
  // exceljs parks a sheet in a temporary file when its shared strings come later (as Excel writes
  // them). A worker has its own copy of the environment; the main thread removes this folder once
  // the job is over, however it ended.
  process.env.TMPDIR = tmpDir;
  // A Buffer arrives as a Buffer; pdf.js takes only a plain Uint8Array.
  const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const reader = READERS[kind](bytes, limits);
  let outcome;
  try {
    outcome = { type: 'end', partial: await relay(reader, limits.maxChars) };
  } catch {
    outcome = { type: 'failed' };
  }
  // Stops a reader cut short by the character cap and lets it release its parser, before the main
  // thread may send the next job.
  await reader.return(undefined).catch(() => undefined);
  post(outcome);
}

/**
 * Posts each piece as it is read, up to maxChars in all. True when the text was cut short.
 * @param {ReturnType<Reader>} reader
 * @param {number} maxChars
 */
async function relay(reader, maxChars) {
  let left = maxChars;
  for (;;) {
    const next = await reader.next();
    if (next.done) return next.value === true;
    const piece = next.value;
    if (piece.length > left) {
      if (left > 0) post({ type: 'text', text: piece.slice(0, left) });
      return true;
    }
    if (piece) post({ type: 'text', text: piece });
    left -= piece.length;
  }
}

/** @type {Record<DocumentKind, Reader>} */
const READERS = { pdf: pdfText, docx: docxText, doc: docText, xlsx: xlsxText, xls: xlsText };

/**
 * Page by page, each page as pdf.js streams its text. Returns true when pages were left unread.
 * @type {Reader}
 */
async function* pdfText(data, limits) {
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(data, { verbosity: 0, isEvalSupported: false, disableFontFace: true });
  try {
    const pages = Math.min(pdf.numPages, limits.maxPages);
    for (let n = 1; n <= pages; n++) {
      if (n > 1) yield '\n\n';
      yield* pageText(await pdf.getPage(n));
    }
    return pdf.numPages > pages;
  } finally {
    await pdf.destroy();
  }
}

/** @param {import('unpdf/pdfjs').PDFPageProxy} page */
async function* pageText(page) {
  const reader = page.streamTextContent().getReader();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      /** @type {Awaited<ReturnType<import('unpdf/pdfjs').PDFPageProxy['getTextContent']>>} */
      const content = chunk.value;
      yield content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * A sheet's name, then its rows as tab-separated lines, streamed: a huge sheet is read only up to
 * the row cap. Returns true when rows were left unread.
 * @type {Reader}
 */
async function* xlsxText(data, limits) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([asBuffer(data)]), {
    sharedStrings: 'cache',
    styles: 'cache', // to tell dates from numbers
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let rows = 0;
  for await (const sheet of workbook) {
    yield `Sheet: ${/** @type {{ name?: string }} */ (sheet).name ?? ''}\n`;
    for await (const row of sheet) {
      if (++rows > limits.maxRows) return true;
      /** @type {string[]} */
      const cells = [];
      row.eachCell({ includeEmpty: true }, (cell) => void cells.push(cellText(cell.value, cell.text)));
      yield `${cells.join('\t').trimEnd()}\n`;
    }
    yield '\n';
  }
  return false;
}

/**
 * @param {unknown} value
 * @param {string} text
 */
function cellText(value, text) {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(text ?? '').replace(/[\t\n]+/g, ' ');
}

/**
 * Legacy .xls (BIFF) through SheetJS, which stops storing cells past sheetRows.
 * @type {Reader}
 */
async function* xlsText(data, limits) {
  const XLSX = await import('@e965/xlsx');
  const workbook = XLSX.read(data, {
    type: 'array',
    dense: true,
    sheetRows: limits.maxRows,
    cellHTML: false,
    cellFormula: false,
  });
  let cut = false;
  for (const [i, name] of workbook.SheetNames.entries()) {
    const sheet = workbook.Sheets[name];
    if (!sheet) continue;
    // SheetJS keeps the sheet's real extent in !fullref when sheetRows cut it short.
    cut ||= Boolean(sheet['!fullref'] && sheet['!fullref'] !== sheet['!ref']);
    const rows = XLSX.utils.sheet_to_csv(sheet, { FS: '\t', blankrows: false });
    yield `${i ? '\n\n' : ''}Sheet: ${name}\n${rows.trimEnd()}`;
  }
  return cut;
}

/** @type {Reader} */
async function* docxText(data) {
  const { default: mammoth } = await import('mammoth');
  yield (await mammoth.extractRawText({ buffer: asBuffer(data) })).value;
}

/** @type {Reader} */
async function* docText(data) {
  const { default: WordExtractor } = await import('word-extractor');
  yield (await new WordExtractor().extract(asBuffer(data))).getBody();
}

/**
 * The job's bytes as a Buffer, without a copy (they arrive as a plain Uint8Array).
 * @param {Uint8Array} data
 */
const asBuffer = (data) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);
