import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** Limits for .docx/.xlsx (issue 4): what a real school document never comes near. */
export const OFFICE_ZIP_LIMITS = { maxEntries: 1000, maxUncompressedBytes: 50 * 1024 * 1024 };

export type ZipVerdict = 'ok' | 'too-large' | 'wrong-type' | 'damaged';

/**
 * Checks an Office Open XML package before any parser touches it. First the central directory
 * alone: the entry count and the declared uncompressed sizes (a zip bomb declares its size here).
 * Then every entry is inflated into a counter, because declared sizes can lie and the parsers
 * (mammoth, exceljs) would believe them; yauzl stops a stream that outgrows its declared size.
 */
export async function checkOfficeZip(
  data: Buffer,
  mainPart: string,
  limits = OFFICE_ZIP_LIMITS,
): Promise<ZipVerdict> {
  if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50) return 'wrong-type';
  const zip = await openZip(data);
  if (!zip) return 'damaged';
  try {
    if (zip.entryCount > limits.maxEntries) return 'too-large';
    const entries = await listEntries(zip, limits.maxUncompressedBytes);
    if (entries === 'too-large' || entries === 'damaged') return entries;
    if (!entries.some((e) => e.fileName === mainPart)) return 'wrong-type';
    return await inflateAll(zip, entries);
  } finally {
    zip.close();
  }
}

function openZip(data: Buffer): Promise<ZipFile | null> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(
      data,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (err, zip) => resolve(err ? null : zip),
    );
  });
}

/** Reads the central directory only, stopping as soon as the declared sizes pass the limit. */
function listEntries(zip: ZipFile, maxBytes: number): Promise<Entry[] | 'too-large' | 'damaged'> {
  return new Promise((resolve) => {
    const entries: Entry[] = [];
    let declared = 0;
    zip.on('entry', (entry: Entry) => {
      declared += entry.uncompressedSize;
      if (declared > maxBytes) return resolve('too-large');
      if (entry.isEncrypted()) return resolve('damaged');
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => resolve('damaged'));
    zip.readEntry();
  });
}

async function inflateAll(zip: ZipFile, entries: Entry[]): Promise<ZipVerdict> {
  for (const entry of entries) {
    if (entry.fileName.endsWith('/')) continue;
    try {
      await drain(await openStream(zip, entry));
    } catch (err) {
      // yauzl's size assertion: the entry inflates to more than its header declared.
      return /too many bytes/i.test((err as Error).message) ? 'too-large' : 'damaged';
    }
  }
  return 'ok';
}

function openStream(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))),
  );
}

async function drain(stream: Readable): Promise<void> {
  for await (const _chunk of stream) {
    // Counting is yauzl's job (validateEntrySizes); the bytes themselves are not needed.
  }
}
