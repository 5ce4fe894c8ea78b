import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font, type GlyphRun } from 'fontkit';
import { harfBuzzLayout, type HarfBuzzLayout } from './harfbuzz-layout.ts';
import { sfntFromWoff } from './woff.ts';

const require = createRequire(import.meta.url);
const dejavu = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
const notoDevanagari = (weight: number) =>
  require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`);

/**
 * Embedded fonts (pdfkit subsets them, so a book carries only the glyphs it uses). DejaVu covers
 * ₹, Ω, ×, ÷ and the other symbols of the notes; Noto Sans Devanagari covers Hindi words, shaped
 * by HarfBuzz (decision 0042).
 */
const FONT_FILES = {
  serif: dejavu('DejaVuSerif.ttf'),
  'serif-bold': dejavu('DejaVuSerif-Bold.ttf'),
  'serif-italic': dejavu('DejaVuSerif-Italic.ttf'),
  'serif-bold-italic': dejavu('DejaVuSerif-BoldItalic.ttf'),
  sans: dejavu('DejaVuSans.ttf'),
  'sans-bold': dejavu('DejaVuSans-Bold.ttf'),
  'sans-italic': dejavu('DejaVuSans-Oblique.ttf'),
  'sans-bold-italic': dejavu('DejaVuSans-BoldOblique.ttf'),
  cond: dejavu('DejaVuSansCondensed.ttf'),
  'cond-bold': dejavu('DejaVuSansCondensed-Bold.ttf'),
  'cond-italic': dejavu('DejaVuSansCondensed-Oblique.ttf'),
  'cond-bold-italic': dejavu('DejaVuSansCondensed-BoldOblique.ttf'),
  mono: dejavu('DejaVuSansMono.ttf'),
  'mono-bold': dejavu('DejaVuSansMono-Bold.ttf'),
  deva: notoDevanagari(400),
  'deva-bold': notoDevanagari(700),
} as const;

export type FontName = keyof typeof FONT_FILES;
export type Family = 'serif' | 'sans' | 'cond' | 'mono';

let parsed: [FontName, Font][] | undefined;

/**
 * Registers every font on a document. Fonts are parsed once per process and shared (pdfkit takes
 * a fontkit font as well as a file), so each book does not decode the same tables again.
 */
export function registerFonts(doc: PDFKit.PDFDocument) {
  parsed ??= Object.entries(FONT_FILES).map(([name, file]) => [name as FontName, openFont(name as FontName, file)]);
  for (const [name, font] of parsed) doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
  keepShapedWordsReadable(doc);
}

function openFont(name: FontName, file: string): Font {
  // The Noto WOFF is unpacked once: fontkit would inflate a WOFF table again at every read of it
  // (most of a Hindi book's build time), and HarfBuzz reads only the unpacked form.
  const bytes = name.startsWith('deva') ? sfntFromWoff(readFileSync(file)) : readFileSync(file);
  const font = create(Buffer.from(bytes));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  return name.startsWith('deva') ? withHarfBuzz(font, bytes) : withLayoutCache(font);
}

const SHAPED = Symbol('HarfBuzz layout');
type ShapedFont = Font & { [SHAPED]?: HarfBuzzLayout };

/** DejaVu's ascent and descent, as a share of the em. */
const DEJAVU_METRICS = { ascent: 1901 / 2048, descent: -483 / 2048 };

/**
 * A Devanagari font whose layout is HarfBuzz's. It reports DejaVu's ascent and descent: pdfkit
 * puts a word's baseline at the line's top plus its font's ascent, and moves down by the height of
 * whichever font ends a line, so with Noto's own metrics a Hindi word would sit higher than the
 * English beside it and lines ending in Hindi would be farther apart than the rest.
 */
function withHarfBuzz(font: Font, sfnt: Uint8Array): Font {
  const shaped = harfBuzzLayout(font, sfnt, 'hi');
  const metrics: Record<string | symbol, unknown> = {
    layout: (text: string) => shaped.layout(text),
    [SHAPED]: shaped,
    ascent: DEJAVU_METRICS.ascent * font.unitsPerEm,
    descent: DEJAVU_METRICS.descent * font.unitsPerEm,
    lineGap: 0,
  };
  return new Proxy(font, { get: (target, prop) => (prop in metrics ? metrics[prop] : Reflect.get(target, prop, target)) });
}

/** pdfkit's own text writer, which this file wraps; not in its published types. */
interface FragmentWriter {
  _font?: { font?: ShapedFont };
  _fragment(text: string, x: number, y: number, options: object): void;
  addContent(operators: string): unknown;
}

/**
 * Shaped glyphs do not spell their text in drawing order: ि is drawn before its consonant, the reph
 * of र्म after the म, क्ष is one glyph for three letters, and marks are placed by offsets that make
 * readers guess spaces inside words. So a reader that copies, searches or extracts the text would
 * get it jumbled. Each run of shaped text is set inside a marked-content span whose ActualText is
 * the text itself (PDF 32000-1, 14.9.4), as Chromium's PDFs do; poppler, PDFium and Acrobat read it.
 * The span sits inside the text object (BT … ET), where the glyphs' coordinate system is still in
 * force: readers place the actual text with the transformation current at its end.
 */
function keepShapedWordsReadable(doc: PDFKit.PDFDocument) {
  const writer = doc as unknown as FragmentWriter;
  const fragment = writer._fragment.bind(doc);
  const addContent = writer.addContent.bind(doc);
  writer._fragment = (text, x, y, options) => {
    if (!writer._font?.font?.[SHAPED]) return fragment(text, x, y, options);
    writer.addContent = (operators) => {
      if (operators === 'ET') addContent('EMC');
      addContent(operators);
      if (operators === 'BT') addContent(`/Span <</ActualText ${pdfTextString(text)}>> BDC`);
      return doc;
    };
    try {
      fragment(text, x, y, options);
    } finally {
      writer.addContent = addContent;
    }
  };
}

/** A PDF text string in UTF-16BE with its byte order mark, written in hex. */
const pdfTextString = (text: string) => `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;

/**
 * fontkit shapes each word from scratch, and shaping was most of a book's build time; the same
 * words recur across chapters, books and the measuring pass. pdfkit scales the positions it is
 * given in place, so every call gets its own copy of them.
 */
function withLayoutCache(font: Font): Font {
  const runs = new Map<string, GlyphRun>();
  const layout = (text: string, features?: Parameters<Font['layout']>[1]) => {
    if (features !== undefined) return font.layout(text, features);
    let run = runs.get(text);
    if (!run) runs.set(text, (run = font.layout(text)));
    const positions = run.positions.map((p) => ({ ...p }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, p) => sum + p.xAdvance, 0);
      },
    };
  };
  return new Proxy(font, { get: (target, prop) => (prop === 'layout' ? layout : Reflect.get(target, prop, target)) });
}

export function fontFor(family: Family, style: { bold?: boolean; italic?: boolean; code?: boolean }): FontName {
  if (style.code || family === 'mono') return style.bold ? 'mono-bold' : 'mono';
  const weight = style.bold && style.italic ? '-bold-italic' : style.bold ? '-bold' : style.italic ? '-italic' : '';
  return `${family}${weight}` as FontName;
}
