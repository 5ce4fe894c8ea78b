import { inflateSync } from 'node:zlib';

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/**
 * The plain OpenType (sfnt) font inside a WOFF 1.0 file. HarfBuzz reads only sfnt, and the shaper
 * must see the very font pdfkit embeds (same glyph ids), so the WOFF is unpacked here rather than a
 * second copy of the font shipped. Each table is zlib-compressed unless that would not save space.
 */
export function sfntFromWoff(woff: Uint8Array): Uint8Array {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = input.readUInt32BE(4);
  const count = input.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = input.readUInt32BE(entry + 4);
    const packed = input.readUInt32BE(entry + 8);
    const length = input.readUInt32BE(entry + 12);
    const stored = input.subarray(offset, offset + packed);
    const data = packed < length ? inflateSync(stored) : stored;
    if (data.length !== length) throw new Error(`WOFF table ${input.toString('latin1', entry, entry + 4)} is damaged`);
    return { tag: input.subarray(entry, entry + 4), checksum: input.readUInt32BE(entry + 16), data };
  });

  const padded = (n: number) => (n + 3) & ~3;
  const size = SFNT_HEADER + count * SFNT_ENTRY + tables.reduce((sum, t) => sum + padded(t.data.length), 0);
  const out = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(count));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * SFNT_ENTRY, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE((count - power) * SFNT_ENTRY, 10);
  let offset = SFNT_HEADER + count * SFNT_ENTRY;
  tables.forEach((table, i) => {
    const record = SFNT_HEADER + i * SFNT_ENTRY;
    table.tag.copy(out, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}
