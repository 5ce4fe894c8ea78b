import { isUtf8 } from 'node:buffer';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { coded } from '../../lib/http-error.ts';
import type { FileKind, TextExtractor } from './extract-text.ts';
import { extensionOf, sanitizeFileName } from './file-name.ts';
import { checkOfficeZip } from './office-zip.ts';
import { hasCfbStream } from './ole-container.ts';

export type { FileKind } from './extract-text.ts';

/** A file as it arrived: the name the browser gave and the bytes. Nothing about it is trusted yet. */
export interface IncomingFile {
  fileName: string;
  data: Buffer;
}

/** A file that passed inspection. mimeType comes from the content, never from the browser. */
export interface AcceptedFile {
  fileName: string;
  mimeType: string;
  size: number;
  kind: FileKind;
  data: Buffer;
  extractedText: string | null;
  /** Only the first part of the file could be read (see Extracted.partial). */
  partial: boolean;
}

export const MAX_IMAGE_PIXELS = 25_000_000;

const KIND_BY_EXTENSION: Partial<Record<string, FileKind>> = {
  pdf: 'pdf',
  txt: 'txt',
  doc: 'doc',
  docx: 'docx',
  xls: 'xls',
  xlsx: 'xlsx',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  bmp: 'image',
};

// Raster formats only: SVG is XML that can carry script, so it is never accepted.
const IMAGE_MIME_BY_DETECTED: Partial<Record<string, string>> = {
  png: 'image/png',
  apng: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
};

const MIME_BY_KIND: Record<Exclude<FileKind, 'image'>, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const NOT_REALLY: Record<FileKind, string> = {
  pdf: 'this file is not really a PDF',
  txt: 'this file is not plain text',
  doc: 'this file is not really a Word document',
  docx: 'this file is not really a Word document',
  xls: 'this file is not really an Excel spreadsheet',
  xlsx: 'this file is not really an Excel spreadsheet',
  image: 'this file is not really an image',
};

const refuse = (fileName: string, reason: string) => coded(400, 'fileRefused', { file: fileName, reason });

/**
 * Checks every file (extension and content must agree, sizes within limits) and only then
 * extracts text, so one bad file refuses the whole request before any slow work is done.
 * Throws an HttpError 400 "<file name>: <reason>" for the first file refused. The files' text is
 * read together, within one time budget for the request.
 */
export async function acceptUploads(files: IncomingFile[], extractor: TextExtractor): Promise<AcceptedFile[]> {
  const checked: Omit<AcceptedFile, 'extractedText' | 'partial'>[] = [];
  for (const file of files) checked.push(await inspect(file));
  const deadline = Date.now() + extractor.timeBudgetMs;
  return Promise.all(
    checked.map(async (f) => {
      const { text, partial } = await extractor.extract(f.kind, f.data, deadline);
      return { ...f, extractedText: text, partial };
    }),
  );
}

/** The whiteboard drawing: it must be a real PNG within the pixel limit. */
export async function acceptWhiteboard(data: Buffer): Promise<AcceptedFile> {
  const fileName = 'whiteboard.png';
  const detected = await fileTypeFromBuffer(data);
  if (detected?.ext !== 'png' && detected?.ext !== 'apng')
    throw refuse(fileName, 'the whiteboard drawing is not a PNG image');
  checkPixels(fileName, data);
  return { fileName, mimeType: 'image/png', size: data.length, kind: 'image', data, extractedText: null, partial: false };
}

async function inspect(file: IncomingFile): Promise<Omit<AcceptedFile, 'extractedText' | 'partial'>> {
  const fileName = sanitizeFileName(file.fileName);
  const kind = KIND_BY_EXTENSION[extensionOf(fileName)];
  if (!kind)
    throw refuse(
      fileName,
      'this type of file cannot be sent. Please send a PDF, Word, Excel or text file, or an image.',
    );
  if (file.data.length === 0) throw refuse(fileName, 'this file is empty');
  const mimeType = await verifyContent(kind, fileName, file.data);
  return { fileName, mimeType, size: file.data.length, kind, data: file.data };
}

/** Returns the file's real MIME type, or throws when the content is not what the name says. */
async function verifyContent(kind: FileKind, fileName: string, data: Buffer): Promise<string> {
  if (kind === 'txt') {
    // Plain text: valid UTF-8 with no NUL bytes (binary files nearly always have both problems).
    if (!isUtf8(data) || data.includes(0)) throw refuse(fileName, NOT_REALLY.txt);
    return MIME_BY_KIND.txt;
  }
  if (kind === 'docx' || kind === 'xlsx') await checkZipPackage(kind, fileName, data);
  const detected = (await fileTypeFromBuffer(data))?.ext;
  if (kind === 'image') {
    const mime = detected && IMAGE_MIME_BY_DETECTED[detected];
    if (!mime) throw refuse(fileName, NOT_REALLY.image);
    checkPixels(fileName, data);
    // Any accepted raster format under any image extension: phones often save a WebP as .jpg.
    return mime;
  }
  if (!(await contentMatches(kind, detected, data))) throw refuse(fileName, NOT_REALLY[kind]);
  return MIME_BY_KIND[kind];
}

async function contentMatches(
  kind: Exclude<FileKind, 'image' | 'txt'>,
  detected: string | undefined,
  data: Buffer,
): Promise<boolean> {
  switch (kind) {
    case 'pdf':
      return detected === 'pdf';
    case 'doc':
      return detected === 'cfb' && hasCfbStream(data, ['WordDocument']);
    case 'xls':
      return detected === 'cfb' && hasCfbStream(data, ['Workbook', 'Book']);
    // The main part was already found; file-type says 'zip' when [Content_Types].xml is minimal.
    case 'docx':
    case 'xlsx':
      return detected === kind || detected === 'zip';
  }
}

/** Entry count and uncompressed size, checked before any parser opens the package. */
async function checkZipPackage(kind: 'docx' | 'xlsx', fileName: string, data: Buffer): Promise<void> {
  const verdict = await checkOfficeZip(data, kind === 'docx' ? 'word/document.xml' : 'xl/workbook.xml');
  if (verdict === 'ok') return;
  if (verdict === 'wrong-type') throw refuse(fileName, NOT_REALLY[kind]);
  if (verdict === 'damaged') throw refuse(fileName, 'this file is damaged and cannot be opened');
  throw refuse(
    fileName,
    kind === 'docx' ? 'this document is too large to open' : 'this spreadsheet is too large to open',
  );
}

function checkPixels(fileName: string, data: Buffer): void {
  let pixels: number;
  try {
    const { width, height } = imageSize(data);
    pixels = width * height;
  } catch {
    throw refuse(fileName, 'this image is damaged and cannot be opened');
  }
  if (!(pixels > 0)) throw refuse(fileName, 'this image is damaged and cannot be opened');
  if (pixels > MAX_IMAGE_PIXELS) {
    throw refuse(
      fileName,
      `this image is too large (more than ${MAX_IMAGE_PIXELS / 1e6} megapixels). Please send a smaller picture.`,
    );
  }
}
