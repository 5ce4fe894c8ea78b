import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font, type GlyphRun } from 'fontkit';

const require = createRequire(import.meta.url);
const dejavu = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);

/**
 * Embedded fonts (pdfkit subsets them, so a book carries only the glyphs it uses). DejaVu covers
 * ₹, Ω, ×, ÷ and the other symbols of the notes; Noto Sans Devanagari covers Hindi words.
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
  deva: require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'),
} as const;

export type FontName = keyof typeof FONT_FILES;
export type Family = 'serif' | 'sans' | 'cond' | 'mono';

let parsed: [FontName, Font][] | undefined;

/**
 * Registers every font on a document. Fonts are parsed once per process and shared (pdfkit takes
 * a fontkit font as well as a file), so each book does not decode the same tables again.
 */
export function registerFonts(doc: PDFKit.PDFDocument) {
  parsed ??= Object.entries(FONT_FILES).map(([name, file]) => [name as FontName, openFont(file)]);
  for (const [name, font] of parsed) doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
}

function openFont(file: string): Font {
  const font = create(readFileSync(file));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  return withLayoutCache(font);
}

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
