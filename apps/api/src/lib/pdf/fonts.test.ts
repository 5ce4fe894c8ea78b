import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { collectPdf } from './collect.ts';
import { PdfWriter, type Run } from './pdf-writer.ts';
import { registerFonts } from './fonts.ts';

const dir = mkdtempSync(join(tmpdir(), 'vidya-fonts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A PDF of `paragraphs` (each at its own width, if given), written to a file for poppler to read. */
async function pdfOf(paragraphs: Run[][], widths: number[] = []): Promise<string> {
  const doc = new PDFDocument({ size: 'A5', margin: 40 });
  const done = collectPdf(doc);
  registerFonts(doc);
  const w = new PdfWriter(doc);
  paragraphs.forEach((runs, i) => {
    w.text(runs, { x: w.left, width: widths[i] ?? w.width });
    w.moveDown(8);
  });
  doc.end();
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, await done);
  return file;
}

const pdftotext = (...args: string[]) => execFileSync('pdftotext', args, { encoding: 'utf8' });
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

// Reph (धर्म, कर्म), ि before its consonant, conjuncts, nukta, anusvara and chandrabindu, beside English.
const HINDI = 'धर्म और कर्म, किताब की कीमत, क्षमा, त्रिकोण, ज्ञान, श्रम, शुद्ध विद्यार्थी; ज़रूरी फ़ाइल (File) हिंदी में, चाँद पर पहुँच।';

describe('Hindi in a PDF', () => {
  it('reads back as written: every word, in order, though its glyphs are drawn in another order', async () => {
    const file = await pdfOf([[{ text: HINDI }], [{ text: 'मुख्य शब्द', bold: true }, { text: ' – डेटा का अर्थ है कच्चे तथ्य।' }]]);
    const text = oneLine(pdftotext(file, '-'));
    expect(text).toBe(`${HINDI} मुख्य शब्द – डेटा का अर्थ है कच्चे तथ्य।`);
  });

  it('embeds Noto Sans Devanagari, regular and bold, beside DejaVu', async () => {
    const file = await pdfOf([[{ text: 'सामान्य ' }, { text: 'मोटा', bold: true }, { text: ' English' }]]);
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/NotoSansDevanagari-Regular\s.*yes\s+yes\s+yes/);
    expect(fonts).toMatch(/NotoSansDevanagari-Bold\s.*yes\s+yes\s+yes/);
    expect(fonts).toMatch(/DejaVuSerif\s/);
  });

  it('sets Hindi lines as far apart as English ones, and starts no wrapped line with a space', async () => {
    const doc = new PDFDocument({ size: 'A5', margin: 40 });
    registerFonts(doc);
    const w = new PdfWriter(doc);
    const options = { x: 0, width: 150 };
    const hindiLine = w.measure([{ text: 'कर्म' }], options);
    expect(hindiLine).toBe(w.measure([{ text: 'Ag' }], options));
    const paragraph = [{ text: `${HINDI} ${HINDI}` }];
    const height = w.measure(paragraph, options);
    expect(height / hindiLine).toBeCloseTo(Math.round(height / hindiLine), 5); // a whole number of equal lines

    // At some width a line ends just before a space; that space must not open the next line.
    const widths = Array.from({ length: 40 }, (_, i) => 140 + i);
    const file = await pdfOf(widths.map(() => [{ text: HINDI }]), widths);
    const starts = [...pdftotext('-bbox-layout', file, '-').matchAll(/<line xMin="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(starts.length).toBeGreaterThan(widths.length * 3);
    expect(starts.filter((x) => Math.abs(x - 40) > 0.5)).toEqual([]);
  });
});
