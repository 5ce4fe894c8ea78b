import { Readable } from 'node:stream';
import { crc32, createDeflate, deflateRawSync } from 'node:zlib';
import { pngFromParts } from './sample-files.ts';

/**
 * Crafted "heavy" uploads from the security probe (issue 5), built in memory so nothing binary is
 * committed. Small on the wire, huge once opened. Shared by the upload tests and, later, the
 * two-process run of the same cases.
 */

export interface HeavyPdfOptions {
  /** Size of the content stream once inflated; 244 MB by default (the probe's file was 710 KB). */
  expandedBytes?: number;
  /**
   * What the stream holds: 'text' lines of which only the first fit on the page (the probe's file:
   * little text for a lot of work), 'paths' (drawing only: no text at all, every byte parsed) or
   * 'one-string' (a single string as long as the stream, which a reader must hold whole).
   */
  content?: 'text' | 'paths' | 'one-string';
}

const HEAVY_CONTENT = {
  text: ['BT /F1 12 Tf 14 TL 72 720 Td\n', '(The quick brown fox reads page text.) Tj T*\n', 'ET\n'],
  paths: ['', '10 10 m 20 20 l S\n', ''],
  'one-string': ['BT /F1 12 Tf 72 720 Td (', 'A', ') Tj ET\n'],
} as const;

/**
 * A one-page PDF whose Flate-compressed content stream is a few hundred KB and inflates to
 * `expandedBytes`. Deflated as a stream, so building it never holds the inflated bytes (which
 * would blur a test's memory figures).
 */
export async function makeHeavyPdf({
  expandedBytes = 244_000_000,
  content = 'text',
}: HeavyPdfOptions = {}): Promise<Buffer> {
  const [head, unit, tail] = HEAVY_CONTENT[content];
  const block = Buffer.from(unit.repeat(Math.ceil(1_000_000 / unit.length)), 'latin1');
  async function* chunks() {
    yield Buffer.from(head, 'latin1');
    for (let n = 0; n < expandedBytes; n += block.length) yield block;
    yield Buffer.from(tail, 'latin1');
  }
  const packed: Buffer[] = [];
  for await (const chunk of Readable.from(chunks()).pipe(createDeflate({ level: 9 })))
    packed.push(chunk as Buffer);
  return pdfWithContent(Buffer.concat(packed));
}

/** A PDF with one page and one Flate-compressed content stream, with a correct cross-reference table. */
function pdfWithContent(stream: Buffer): Buffer {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (b: string | Buffer) => {
    const bytes = typeof b === 'string' ? Buffer.from(b, 'latin1') : b;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (n: number, ...body: (string | Buffer)[]) => {
    offsets[n] = length;
    push(`${n} 0 obj\n`);
    body.forEach(push);
    push('\nendobj\n');
  };
  push('%PDF-1.7\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(
    3,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
  );
  object(4, `<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, stream, '\nendstream');
  object(5, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const xref = length;
  const entries = offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`);
  push(`xref\n0 ${offsets.length}\n0000000000 65535 f \n${entries.join('')}`);
  push(`trailer\n<< /Size ${offsets.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/**
 * A spreadsheet of `rows` rows (150,000 by default, as in the probe): roll number, a unique name,
 * marks and a remark. Laid out as Excel writes it: shared strings after the sheet, so a streaming
 * reader has to get past the whole sheet before it can show a single name.
 */
export function makeLargeXlsx(rows = 150_000): Buffer {
  const remarks = ['Pass', 'Merit', 'Distinction', 'Retake'];
  const body: string[] = [];
  for (let r = 1; r <= rows; r++) {
    const name = remarks.length + r - 1;
    body.push(
      `<row r="${r}"><c r="A${r}"><v>${r}</v></c><c r="B${r}" t="s"><v>${name}</v></c>` +
        `<c r="C${r}"><v>${(r * 37) % 100}</v></c><c r="D${r}" t="s"><v>${r % remarks.length}</v></c></row>`,
    );
  }
  const strings = [...remarks, ...Array.from({ length: rows }, (_, i) => `Student ${i + 1}`)];
  return zip({
    '[Content_Types].xml': XLSX_CONTENT_TYPES,
    '_rels/.rels': XLSX_ROOT_RELS,
    'xl/workbook.xml': XLSX_WORKBOOK,
    'xl/_rels/workbook.xml.rels': XLSX_WORKBOOK_RELS,
    'xl/worksheets/sheet1.xml': `${XML_HEAD}<worksheet xmlns="${SHEET_NS}"><sheetData>${body.join('')}</sheetData></worksheet>`,
    'xl/sharedStrings.xml': `${XML_HEAD}<sst xmlns="${SHEET_NS}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`,
  });
}

/**
 * The probe's uploads as a student would send them, for tests that run them through a real server
 * (issue 5 here; the two-process setup later). `make` is slow (about a second): call it once.
 */
export const HEAVY_UPLOADS = [
  {
    fileName: 'report.pdf',
    mimeType: 'application/pdf',
    make: () => makeHeavyPdf(),
  },
  {
    fileName: 'marks.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    make: async () => makeLargeXlsx(),
  },
] as const;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const SHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XLSX_CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const XLSX_ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="${DOC_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const XLSX_WORKBOOK = `${XML_HEAD}<workbook xmlns="${SHEET_NS}" xmlns:r="${DOC_REL}"><sheets><sheet name="Results" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const XLSX_WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="${DOC_REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC_REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

/**
 * A zip of text entries, in the given order, deflated by Node's zlib (fflate's JavaScript deflate
 * takes seconds for the 20 MB of a large sheet; zlib a tenth of that).
 */
export function zip(entries: Record<string, string | Buffer>): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = typeof content === 'string' ? Buffer.from(content) : content;
    const packed = deflateRawSync(data, { level: 6 });
    const fileName = Buffer.from(name);
    const fields = (h: Buffer, at: number) => {
      h.writeUInt16LE(20, at); // version needed
      h.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      h.writeUInt16LE(8, at + 4); // deflate
      h.writeUInt32LE(0, at + 6); // time and date
      h.writeUInt32LE(crc32(data), at + 10);
      h.writeUInt32LE(packed.length, at + 14);
      h.writeUInt32LE(data.length, at + 18);
      h.writeUInt16LE(fileName.length, at + 22);
    };
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    fields(head, 4);
    local.push(head, fileName, packed);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // version made by
    fields(entry, 6);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, fileName);
    offset += head.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

/**
 * Pixel floods: tiny images whose header declares a huge canvas (60000 × 60000 by default, 3.6
 * gigapixels, 14 GB once decoded as RGBA). Only the header is real; a reader that checks the size
 * before decoding refuses them at once.
 */
export function makePixelFlood(format: 'png' | 'jpeg' | 'gif', width = 60_000, height = 60_000): Buffer {
  switch (format) {
    case 'png':
      return pngOfSize(width, height);
    case 'jpeg':
      return jpegHeader(width, height);
    case 'gif':
      return gifHeader(width, height);
  }
}

/** A PNG whose IHDR says width × height, with one tiny compressed row: the header is all there is. */
function pngOfSize(width: number, height: number): Buffer {
  return pngFromParts(width, height, [8, 6, 0, 0, 0], deflateRawSync(Buffer.alloc(64))); // 8-bit RGBA: the most memory per pixel
}

/** A baseline JPEG's markers (SOI, JFIF, SOF0 saying width × height, EOI) with no image data. */
export function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.alloc(19);
  sof.set([0xff, 0xc0, 0x00, 0x11, 0x08], 0);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  sof.set([0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01], 9);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** A GIF89a whose screen and one frame say width × height (at most 65535 each), one pixel of data. */
export function gifHeader(width: number, height: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen.set([0x80, 0x00, 0x00], 4); // a 2-colour global table
  const frame = Buffer.alloc(10);
  frame.writeUInt8(0x2c, 0);
  frame.writeUInt16LE(width, 5);
  frame.writeUInt16LE(height, 7);
  return Buffer.concat([
    Buffer.from('GIF89a', 'ascii'),
    screen,
    Buffer.from([0, 0, 0, 255, 255, 255]),
    frame,
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
  ]);
}
