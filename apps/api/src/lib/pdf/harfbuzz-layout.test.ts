import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { harfBuzzLayout } from './harfbuzz-layout.ts';
import { sfntFromWoff } from './woff.ts';

const require = createRequire(import.meta.url);
const woff = readFileSync(require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'));
const sfnt = sfntFromWoff(woff);
const font = create(Buffer.from(sfnt)) as Font;
const shaper = harfBuzzLayout(font, sfnt, 'hi');

/** The glyph the font's cmap gives a character: what an unshaped layout would draw. */
const cmapGlyph = (char: string) => font.glyphForCodePoint(char.codePointAt(0)!).id;
const unshaped = (text: string) => [...text].map(cmapGlyph);
const ids = (text: string) => shaper.shape(text).glyphs.map((g) => g.id);
const textOf = (glyph: { codePoints: number[] }) => String.fromCodePoint(...glyph.codePoints);

describe('sfntFromWoff', () => {
  it('unpacks the WOFF into the same font: same glyphs, same character map, same tables', () => {
    const fromWoff = create(woff) as Font;
    expect(font.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(font.characterSet).toEqual(fromWoff.characterSet);
    expect(unshaped('धर्म कर्म')).toEqual([...'धर्म कर्म'].map((c) => fromWoff.glyphForCodePoint(c.codePointAt(0)!).id));
    const tables = (f: Font) => Object.keys((f as unknown as { directory: { tables: object } }).directory.tables).sort();
    expect(tables(font)).toEqual(tables(fromWoff));
    expect(tables(font)).toEqual(expect.arrayContaining(['GSUB', 'GPOS', 'GDEF']));
  });

  it('refuses a file that is not a WOFF', () => {
    expect(() => sfntFromWoff(sfnt)).toThrow(/not a WOFF/);
  });
});

describe('harfBuzzLayout', () => {
  it('draws the reph of धर्म and कर्म after the consonant it sits on, as one glyph for र्', () => {
    for (const [word, first] of [['धर्म', 'ध'], ['कर्म', 'क']] as const) {
      const { glyphs } = shaper.shape(word);
      expect(glyphs.map((g) => g.id)).not.toEqual(unshaped(word)); // cmap order: consonant, र, ्, म
      expect(glyphs).toHaveLength(3);
      expect(glyphs[0]!.id).toBe(cmapGlyph(first));
      expect(glyphs[1]!.id).toBe(cmapGlyph('म'));
      expect(glyphs[2]!.id).not.toBe(cmapGlyph('र'));
      expect(textOf(glyphs[2]!)).toBe('र्');
    }
  });

  it('draws the ि matra before the consonant it follows in the text', () => {
    const { glyphs } = shaper.shape('किताब');
    expect(glyphs.map(textOf)).toEqual(['ि', 'क', 'त', 'ा', 'ब']);
    expect(glyphs[1]!.id).toBe(cmapGlyph('क'));
    expect(ids('किताब')).not.toEqual(unshaped('किताब'));
  });

  it('makes one glyph of each conjunct: क्ष, त्र, ज्ञ, श्र, द्ध', () => {
    for (const conjunct of ['क्ष', 'त्र', 'ज्ञ', 'श्र', 'द्ध']) {
      const { glyphs } = shaper.shape(conjunct);
      expect(glyphs, conjunct).toHaveLength(1);
      expect(textOf(glyphs[0]!)).toBe(conjunct);
      expect(unshaped(conjunct)).not.toContain(glyphs[0]!.id);
    }
  });

  it('puts marks where GPOS says: the anusvara and the chandrabindu take no room of their own', () => {
    for (const [word, mark] of [['हिंदी', 'ं'], ['चाँद', 'ँ']] as const) {
      const { glyphs, positions } = shaper.shape(word);
      const at = glyphs.findIndex((g) => textOf(g) === mark);
      expect(at, word).toBeGreaterThan(0);
      expect(positions[at]!.xAdvance).toBe(0);
    }
  });

  it('gives a glyph the same text in every word, as a PDF font has one entry per glyph', () => {
    const reph = shaper.shape('धर्म').glyphs[2];
    expect(shaper.shape('कर्म').glyphs[2]).toBe(reph);
    expect(shaper.shape('पूर्ण').glyphs.map((g) => g.id)).toContain(reph!.id);
  });

  it('hands pdfkit a GlyphRun whose positions are its own to scale, and whose width is the advances', () => {
    const first = shaper.layout('विद्यार्थी');
    const advance = first.positions.reduce((sum, p) => sum + p.xAdvance, 0);
    expect(first.advanceWidth).toBe(advance);
    first.positions.forEach((p) => (p.xAdvance *= 2));
    expect(shaper.layout('विद्यार्थी').advanceWidth).toBe(advance);
    expect(first.glyphs.every((g) => g.advanceWidth === font.getGlyph(g.id).advanceWidth)).toBe(true);
  });
});
