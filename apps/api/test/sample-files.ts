import { crc32, deflateSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { strToU8, zipSync, type Zippable } from 'fflate';
import PDFDocument from 'pdfkit';

/** Real sample files of every accepted kind, built in the test so nothing binary is committed. */

/** A real PNG: grayscale, every pixel black. 6000 x 5000 (30 megapixels) compresses to a few KB. */
export function makePng(width = 4, height = 3): Buffer {
  const rows = Buffer.alloc(height * (width + 1)); // filter byte 0 + zero pixels per row
  return pngFromParts(width, height, [8, 0, 0, 0, 0], deflateSync(rows)); // 8-bit grayscale, no interlace
}

/** A PNG from its header's size and colour fields (bit depth, colour type, …) and its compressed data. */
export function pngFromParts(width: number, height: number, colour: number[], idat: Buffer): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set(colour, 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

export function makePdf(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const documentXml = (text: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

/** A minimal valid Word document (the three parts Word itself needs), plus any extra entries. */
export function makeDocx(text: string, extra: Zippable = {}): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(ROOT_RELS),
      'word/document.xml': strToU8(documentXml(text)),
      ...extra,
    }),
  );
}

export async function makeXlsx(sheetName: string, rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A legacy Excel 97 (BIFF8) workbook, an OLE compound file. */
export function makeXls(sheetName: string, rows: (string | number)[][]): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

/**
 * A legacy Word 97 .doc: an OLE compound file with a WordDocument stream (its FIB header and
 * 8-bit text) and a 1Table stream holding a one-piece piece table, which is all a reader needs.
 */
export function makeDoc(text: string): Buffer {
  const fcText = 0x800;
  const textBytes = Buffer.from(`${text}\r`, 'latin1');
  const word = Buffer.alloc(Math.max(4096, fcText + textBytes.length + 512));
  word.writeUInt16LE(0xa5ec, 0); // wIdent
  word.writeUInt16LE(0xc1, 2); // nFib: Word 97
  word.writeUInt16LE(0x0200, 0xa); // fWhichTblStm: the table is 1Table
  word.writeUInt32LE(fcText, 0x18); // fcMin
  word.writeUInt32LE(textBytes.length, 0x4c); // ccpText
  word.writeUInt32LE(0, 0x1a2); // fcClx: the piece table starts the 1Table stream
  textBytes.copy(word, fcText);
  const table = Buffer.alloc(32);
  table.writeUInt8(2, 0); // clxt: Pcdt
  table.writeUInt32LE(16, 1); // two character positions and one piece descriptor
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(textBytes.length, 9);
  table.writeUInt32LE((fcText * 2) | 0x40000000, 15); // fc with the 'compressed 8-bit text' flag
  const cfb = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(cfb, 'WordDocument', word);
  XLSX.CFB.utils.cfb_add(cfb, '1Table', table);
  return Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}

/** Multipart body for app.inject, encoded by the platform's own FormData. */
export async function multipartBody(
  form: FormData,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

/** A File for a FormData from bytes. */
export const fileOf = (data: Buffer, name: string, type = 'application/octet-stream') =>
  new File([new Uint8Array(data)], name, { type });
