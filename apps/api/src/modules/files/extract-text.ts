/** What an accepted attachment is, whatever its file name says. */
export type FileKind = 'pdf' | 'txt' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'image';

/** Per file: enough for the tutor to work with, small enough for a prompt. */
export const MAX_EXTRACTED_CHARS = 20_000;
const PDF_TIME_BUDGET_MS = 10_000;

/**
 * The text of an accepted file for the tutor, or null when there is none or it cannot be read
 * (a scanned PDF, a file the parser chokes on): a file that passed inspection is never refused here.
 * The parsers are loaded on first use, so a server that never sees a PDF never loads pdf.js.
 */
export async function extractText(kind: FileKind, data: Buffer): Promise<string | null> {
  try {
    const text = await extractors[kind](data);
    return text === null ? null : capText(text);
  } catch {
    return null;
  }
}

const extractors: Record<FileKind, (data: Buffer) => Promise<string | null>> = {
  txt: async (data) => new TextDecoder('utf-8').decode(data),
  pdf: pdfText,
  docx: async (data) => {
    const { default: mammoth } = await import('mammoth');
    return (await mammoth.extractRawText({ buffer: data })).value;
  },
  xlsx: xlsxText,
  xls: xlsText,
  doc: async (data) => {
    const { default: WordExtractor } = await import('word-extractor');
    return (await new WordExtractor().extract(data)).getBody();
  },
  image: async () => null,
};

/** Tidies whitespace, drops control characters (PostgreSQL text cannot hold NUL) and caps the length. */
export function capText(text: string, max = MAX_EXTRACTED_CHARS): string | null {
  const tidy = text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!tidy) return null;
  if (tidy.length <= max) return tidy;
  // Never cut a surrogate pair in half.
  const cut = /[\uD800-\uDBFF]/.test(tidy[max - 1] ?? '') ? max - 1 : max;
  return `${tidy.slice(0, cut).trimEnd()}\n[…]`;
}

/** Page by page, stopping once there is enough text or the time budget is spent. */
async function pdfText(data: Buffer): Promise<string> {
  const { getDocumentProxy } = await import('unpdf');
  // A copy: pdf.js may take over (detach) the array it is given.
  const pdf = await getDocumentProxy(new Uint8Array(data), {
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
  });
  try {
    const deadline = Date.now() + PDF_TIME_BUDGET_MS;
    const pages: string[] = [];
    let length = 0;
    for (let n = 1; n <= pdf.numPages && length <= MAX_EXTRACTED_CHARS && Date.now() < deadline; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      pages.push(text);
      length += text.length;
    }
    return pages.join('\n\n');
  } finally {
    await pdf.destroy();
  }
}

/** Each sheet as its name, then its rows as tab-separated lines. */
async function xlsxText(data: Buffer): Promise<string> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer; a copy of the bytes is exactly that.
  await workbook.xlsx.load(new Uint8Array(data).buffer);
  const lines: string[] = [];
  let length = 0;
  for (const sheet of workbook.worksheets) {
    lines.push(`Sheet: ${sheet.name}`);
    sheet.eachRow((row) => {
      if (length > MAX_EXTRACTED_CHARS) return;
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell) => void cells.push(cellText(cell.value, cell.text)));
      const line = cells.join('\t').trimEnd();
      lines.push(line);
      length += line.length;
    });
    lines.push('');
  }
  return lines.join('\n');
}

function cellText(value: unknown, text: string): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return text.replace(/[\t\n]+/g, ' ');
}

/** Legacy .xls (BIFF) through SheetJS; only the first rows of a huge sheet are read. */
async function xlsText(data: Buffer): Promise<string> {
  const XLSX = await import('@e965/xlsx');
  const workbook = XLSX.read(data, {
    type: 'buffer',
    dense: true,
    sheetRows: 5000,
    cellHTML: false,
    cellFormula: false,
  });
  return workbook.SheetNames.map((name) => {
    const sheet = workbook.Sheets[name];
    const rows = sheet ? XLSX.utils.sheet_to_csv(sheet, { FS: '\t', blankrows: false }) : '';
    return `Sheet: ${name}\n${rows.trimEnd()}`;
  }).join('\n\n');
}
