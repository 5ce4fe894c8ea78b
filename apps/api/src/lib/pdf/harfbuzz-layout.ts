import type { Font, Glyph, GlyphPosition, GlyphRun } from 'fontkit';
import * as hb from 'harfbuzzjs';

/** What pdfkit reads of a glyph: its id, its width in the font, and the text it stands for (the PDF's ToUnicode entry). */
export type ShapedGlyph = Pick<Glyph, 'id' | 'codePoints' | 'advanceWidth'>;

export interface ShapedWord {
  glyphs: ShapedGlyph[];
  /** In font units, as fontkit gives them. */
  positions: GlyphPosition[];
}

export interface HarfBuzzLayout {
  /** A fontkit-compatible GlyphRun of HarfBuzz's glyphs and positions, for pdfkit to measure, wrap and write. */
  layout(text: string): GlyphRun;
  /** The shaped word (cached: a book repeats its words). */
  shape(text: string): ShapedWord;
}

/**
 * Shapes text with HarfBuzz (compiled to WebAssembly) instead of fontkit: fontkit's Indic shaper
 * misplaces reph and pre-base matras in some clusters, and pdfkit has no shaping of its own (pdfkit
 * issue 804). `sfnt` must be the same font as `font` (glyph ids are shared). Words are shaped once;
 * pdfkit scales positions in place, so each call gets its own copy of them.
 */
export function harfBuzzLayout(font: Font, sfnt: Uint8Array, language: string): HarfBuzzLayout {
  const shaper = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
  const buffer = new hb.Buffer();
  const glyphText = glyphTextOf(font);
  const words = new Map<string, ShapedWord>();

  function shape(text: string): ShapedWord {
    let word = words.get(text);
    if (word) return word;
    const codePoints = [...text].map((c) => c.codePointAt(0)!);
    buffer.clearContents();
    buffer.addCodePoints(codePoints); // clusters are code point indices
    buffer.setLanguage(language);
    buffer.guessSegmentProperties();
    hb.shape(shaper, buffer);
    const infos = buffer.getGlyphInfos();
    const textOf = (i: number) => () => glyphText.unmapped(clusterOf(infos, i).map((j) => infos[j]!.codepoint), infos[i]!.codepoint, clusterText(infos, i, codePoints));
    const glyphs = infos.map((info, i) => glyphText.glyph(info.codepoint, textOf(i)));
    const positions = buffer.getGlyphPositions().map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({ xAdvance, yAdvance, xOffset, yOffset }));
    word = { glyphs, positions };
    words.set(text, word);
    return word;
  }

  function layout(text: string): GlyphRun {
    const { glyphs, positions } = shape(text);
    const copies = positions.map((p) => ({ ...p }));
    return {
      glyphs: glyphs as Glyph[],
      positions: copies,
      get advanceWidth() {
        return copies.reduce((sum, p) => sum + p.xAdvance, 0);
      },
    } as GlyphRun;
  }

  return { layout, shape };
}

/** The indices of the glyphs in glyph i's cluster. */
function clusterOf(infos: { cluster: number }[], i: number): number[] {
  const cluster = infos[i]!.cluster;
  return infos.flatMap((info, j) => (info.cluster === cluster ? [j] : []));
}

/** The code points of glyph i's cluster (HarfBuzz keeps clusters in order for left-to-right text). */
function clusterText(infos: { cluster: number }[], i: number, codePoints: number[]): number[] {
  const start = infos[i]!.cluster;
  const next = infos.find((info) => info.cluster > start)?.cluster ?? codePoints.length;
  return codePoints.slice(start, next);
}

/**
 * One glyph object per glyph id, so a glyph stands for the same text in every word (pdfkit writes
 * the first it sees into the font's ToUnicode map). A glyph the font maps a character to stands for
 * that character; any other (a conjunct, a half form, a reph, a matra's variant), met first in some
 * cluster, for what that cluster holds beyond its mapped glyphs, shared out in order when there is
 * one character for each (हिं: ि's variant stands for ि, the anusvara's for ं).
 */
function glyphTextOf(font: Font) {
  const mapped = new Map<number, number[]>();
  for (const codePoint of font.characterSet) {
    const id = font.glyphForCodePoint(codePoint).id;
    if (id && !mapped.has(id)) mapped.set(id, [codePoint]);
  }
  const glyphs = new Map<number, ShapedGlyph>();

  return {
    glyph(id: number, text: () => number[]): ShapedGlyph {
      let shaped = glyphs.get(id);
      if (!shaped) glyphs.set(id, (shaped = { id, codePoints: mapped.get(id) ?? text(), advanceWidth: font.getGlyph(id).advanceWidth }));
      return shaped;
    },
    /** The text of the unmapped glyph `id` among a cluster's glyphs (in drawing order) and code points. */
    unmapped(clusterGlyphs: number[], id: number, cluster: number[]): number[] {
      const rest = [...cluster];
      for (const glyph of clusterGlyphs) {
        for (const codePoint of mapped.get(glyph) ?? []) {
          const at = rest.indexOf(codePoint);
          if (at >= 0) rest.splice(at, 1);
        }
      }
      const unmapped = clusterGlyphs.filter((glyph) => !mapped.has(glyph));
      const k = unmapped.indexOf(id);
      if (!rest.length) return cluster;
      if (rest.length < unmapped.length) return rest;
      return k < unmapped.length - 1 ? rest.slice(k, k + 1) : rest.slice(k);
    },
  };
}
