import { strToU8, zipSync, type Zippable } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDoc, makeDocx, makePdf, makePng, makeXls, makeXlsx } from '../../../test/sample-files.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createTextExtractor, MAX_EXTRACTED_CHARS } from './extract-text.ts';
import { acceptUploads as acceptWith, acceptWhiteboard, type IncomingFile } from './inspect-upload.ts';

const extractor = createTextExtractor();
afterAll(() => extractor.close());
const acceptUploads = (files: IncomingFile[]) => acceptWith(files, extractor);

const one = async (fileName: string, data: Buffer) => {
  const [file] = await acceptUploads([{ fileName, data }]);
  if (!file) throw new Error('nothing accepted');
  return file;
};

/** The 400 message a refused upload answers with. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  expect((err as HttpError).statusCode).toBe(400);
  return (err as HttpError).message;
}

describe('accepted files and their text', () => {
  it('reads a PDF', async () => {
    const file = await one('ohm.pdf', await makePdf('Ohm law says V = I R for a resistor.'));
    expect(file).toMatchObject({ fileName: 'ohm.pdf', kind: 'pdf', mimeType: 'application/pdf' });
    expect(file.extractedText).toContain('Ohm law says V = I R');
  });

  it('reads a text file as UTF-8', async () => {
    const data = Buffer.from('\uFEFFनमस्ते! HTML stands for HyperText Markup Language.\r\n', 'utf8');
    const file = await one('notes.txt', data);
    expect(file).toMatchObject({ kind: 'txt', mimeType: 'text/plain', size: data.length });
    expect(file.extractedText).toBe('नमस्ते! HTML stands for HyperText Markup Language.');
  });

  it('reads a Word document (.docx)', async () => {
    const file = await one('essay.docx', makeDocx('Photosynthesis makes food in leaves.'));
    expect(file.kind).toBe('docx');
    expect(file.extractedText).toContain('Photosynthesis makes food in leaves.');
  });

  it('reads a legacy Word document (.doc)', async () => {
    const file = await one('old.doc', makeDoc('A motherboard connects every part of a computer.'));
    expect(file).toMatchObject({ kind: 'doc', mimeType: 'application/msword' });
    expect(file.extractedText).toContain('A motherboard connects every part of a computer.');
  });

  it('reads a spreadsheet (.xlsx): sheet names and tab-separated rows', async () => {
    const file = await one(
      'marks.xlsx',
      await makeXlsx('Marks', [
        ['Name', 'Score'],
        ['Asha', 42],
      ]),
    );
    expect(file.kind).toBe('xlsx');
    expect(file.extractedText).toContain('Sheet: Marks');
    expect(file.extractedText).toContain('Name\tScore\nAsha\t42');
  });

  it('reads a legacy spreadsheet (.xls)', async () => {
    const file = await one(
      'class.xls',
      makeXls('Class', [
        ['Roll', 'Name'],
        [1, 'Ravi'],
      ]),
    );
    expect(file).toMatchObject({ kind: 'xls', mimeType: 'application/vnd.ms-excel' });
    expect(file.extractedText).toContain('Sheet: Class');
    expect(file.extractedText).toContain('Roll\tName\n1\tRavi');
  });

  it('accepts an image, with its real type and no text', async () => {
    const png = makePng(8, 8);
    const file = await one('diagram.PNG', png);
    expect(file).toEqual({
      fileName: 'diagram.PNG',
      kind: 'image',
      mimeType: 'image/png',
      size: png.length,
      data: png,
      extractedText: null,
      partial: false,
    });
  });

  it('caps extracted text at 20,000 characters and marks the cut', async () => {
    const file = await one('long.txt', Buffer.from('abcd '.repeat(10_000)));
    expect(file.extractedText?.length).toBeLessThanOrEqual(MAX_EXTRACTED_CHARS + 4);
    expect(file.extractedText?.endsWith('\n[…]')).toBe(true);
  });

  it('keeps a file whose text cannot be read, with no text', async () => {
    const file = await one('broken.pdf', Buffer.from('%PDF-1.7\nthis is not really the rest of a pdf\n'));
    expect(file).toMatchObject({ kind: 'pdf', extractedText: null });
  });

  it('sanitizes file names: no folders, control or bidi characters, bounded length', async () => {
    const png = makePng();
    expect((await one('C:\\Users\\asha\\..\\photo.png', png)).fileName).toBe('photo.png');
    expect((await one('../../etc/\u0007bad\u202Ename.png', png)).fileName).toBe('badname.png');
    const long = await one(`${'क'.repeat(300)}.png`, png);
    expect(Array.from(long.fileName)).toHaveLength(120);
    expect(long.fileName.endsWith('.png')).toBe(true);
  });
});

describe('refused files', () => {
  const exe = Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(62),
    Buffer.from('PE\0\0'),
    Buffer.alloc(400, 1),
  ]);

  it('refuses a program renamed to .pdf', async () => {
    expect(await refusal(acceptUploads([{ fileName: 'notes.pdf', data: exe }]))).toBe(
      'notes.pdf: this file is not really a PDF',
    );
  });

  it('refuses an HTML page named .png', async () => {
    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    expect(await refusal(acceptUploads([{ fileName: 'photo.png', data: html }]))).toBe(
      'photo.png: this file is not really an image',
    );
  });

  it('refuses SVG, as .svg and disguised as .png', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(await refusal(acceptUploads([{ fileName: 'logo.svg', data: svg }]))).toMatch(
      /^logo\.svg: this type of file cannot be sent/,
    );
    expect(await refusal(acceptUploads([{ fileName: 'logo.png', data: svg }]))).toBe(
      'logo.png: this file is not really an image',
    );
  });

  it('refuses a type that is not on the list', async () => {
    expect(await refusal(acceptUploads([{ fileName: 'setup.exe', data: exe }]))).toMatch(
      /^setup\.exe: this type of file cannot be sent/,
    );
    expect(await refusal(acceptUploads([{ fileName: 'README', data: Buffer.from('hi') }]))).toMatch(
      /^README: this type/,
    );
  });

  it('refuses an empty file', async () => {
    expect(await refusal(acceptUploads([{ fileName: 'empty.txt', data: Buffer.alloc(0) }]))).toBe(
      'empty.txt: this file is empty',
    );
  });

  it('refuses binary data named .txt', async () => {
    expect(await refusal(acceptUploads([{ fileName: 'a.txt', data: makePng() }]))).toBe(
      'a.txt: this file is not plain text',
    );
    expect(await refusal(acceptUploads([{ fileName: 'b.txt', data: Buffer.from('text\0with NUL') }]))).toBe(
      'b.txt: this file is not plain text',
    );
  });

  it('refuses content of another office type', async () => {
    const xlsx = await makeXlsx('S', [['x']]);
    expect(await refusal(acceptUploads([{ fileName: 'r.docx', data: xlsx }]))).toBe(
      'r.docx: this file is not really a Word document',
    );
    expect(await refusal(acceptUploads([{ fileName: 'r.xlsx', data: makeDocx('x') }]))).toBe(
      'r.xlsx: this file is not really an Excel spreadsheet',
    );
    expect(await refusal(acceptUploads([{ fileName: 'r.doc', data: makeXls('S', [['x']]) }]))).toBe(
      'r.doc: this file is not really a Word document',
    );
    expect(await refusal(acceptUploads([{ fileName: 'r.xls', data: makeDoc('x') }]))).toBe(
      'r.xls: this file is not really an Excel spreadsheet',
    );
    expect(await refusal(acceptUploads([{ fileName: 'r.doc', data: makeDocx('x') }]))).toBe(
      'r.doc: this file is not really a Word document',
    );
  });

  it('refuses a zip-bomb .docx whose entries declare more than 50 MB, before reading it', async () => {
    const bomb = makeDocx('hi', { 'word/media/zeros.bin': [new Uint8Array(51 * 1024 * 1024), { level: 9 }] });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refusal(acceptUploads([{ fileName: 'report.docx', data: bomb }]))).toBe(
      'report.docx: this document is too large to open',
    );
  });

  it('refuses a .docx with more than 1,000 entries', async () => {
    const parts: Zippable = {};
    for (let i = 0; i < 1001; i++) parts[`word/p${i}.xml`] = strToU8('<x/>');
    expect(await refusal(acceptUploads([{ fileName: 'many.docx', data: makeDocx('hi', parts) }]))).toBe(
      'many.docx: this document is too large to open',
    );
  });

  it('refuses a .docx whose entry inflates to more than its header declares', async () => {
    const liar = declareSize(
      makeDocx('hi', { 'word/media/zeros.bin': new Uint8Array(2 * 1024 * 1024) }),
      'word/media/zeros.bin',
      1024,
    );
    expect(await refusal(acceptUploads([{ fileName: 'liar.docx', data: liar }]))).toBe(
      'liar.docx: this document is too large to open',
    );
  });

  it('refuses a spreadsheet zip bomb with a spreadsheet message', async () => {
    const zip = declareSize(
      Buffer.from(zipSync({ 'xl/workbook.xml': strToU8('<workbook/>'), 'xl/big.bin': new Uint8Array(1024) })),
      'xl/big.bin',
      51 * 1024 * 1024,
    );
    expect(await refusal(acceptUploads([{ fileName: 'big.xlsx', data: zip }]))).toBe(
      'big.xlsx: this spreadsheet is too large to open',
    );
  });

  it('refuses an image over 25 megapixels', async () => {
    expect(await refusal(acceptUploads([{ fileName: 'huge.png', data: makePng(6000, 5000) }]))).toMatch(
      /^huge\.png: this image is too large/,
    );
  });

  it('refuses the whole batch when one file is bad, naming that file', async () => {
    const files = [
      { fileName: 'ok.txt', data: Buffer.from('fine') },
      { fileName: 'bad.pdf', data: Buffer.from('nope') },
    ];
    expect(await refusal(acceptUploads(files))).toBe('bad.pdf: this file is not really a PDF');
  });
});

describe('the whiteboard', () => {
  it('accepts a real PNG', async () => {
    const png = makePng(20, 10);
    expect(await acceptWhiteboard(png)).toEqual({
      fileName: 'whiteboard.png',
      mimeType: 'image/png',
      size: png.length,
      kind: 'image',
      data: png,
      extractedText: null,
      partial: false,
    });
  });

  it('refuses anything else', async () => {
    expect(await refusal(acceptWhiteboard(Buffer.from('<svg/>')))).toBe(
      'whiteboard.png: the whiteboard drawing is not a PNG image',
    );
    expect(await refusal(acceptWhiteboard(await makePdf('x')))).toBe(
      'whiteboard.png: the whiteboard drawing is not a PNG image',
    );
  });
});

/** Rewrites the central directory so the entry declares another uncompressed size. */
function declareSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let i = out.length - 22; i >= 0; i--) {
    if (out.readUInt32LE(i) !== 0x02014b50) continue;
    const nameLength = out.readUInt16LE(i + 28);
    if (out.toString('utf8', i + 46, i + 46 + nameLength) === name) out.writeUInt32LE(size, i + 24);
  }
  return out;
}
