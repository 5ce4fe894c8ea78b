import PDFDocument from 'pdfkit';
import { fontFor, registerFonts, type Family, type FontName } from './fonts.ts';

/** A piece of inline text in one style. */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  code?: boolean;
  link?: string;
}

export interface TextOptions {
  x: number;
  width: number;
  family?: Family;
  size?: number;
  color?: string;
  lineGap?: number;
  align?: 'left' | 'center' | 'right';
  /** A named destination in this document the text links to. */
  goTo?: string;
  /** false: one line, never wrapped (labels in a gutter). */
  lineBreak?: boolean;
}

export const COLORS = {
  text: '#1b1b1b',
  muted: '#5b6370',
  accent: '#1d4e89',
  code: '#7c2d12',
  codeBackground: '#f1f3f6',
  link: '#1d4e89',
  rule: '#c3cdd9',
  tableHeader: '#e4ebf4',
  tableBorder: '#a9b5c4',
  quoteBar: '#9db4d3',
};
export const BODY = { family: 'serif' as Family, size: 11, lineGap: 2.6, paragraphGap: 7 };

// Devanagari (Hindi) switches to the Noto font; DejaVu has no Devanagari. Hindi words in a row are
// one piece with the spaces between and after them: a space as a piece of its own could be carried
// to the start of the next line, and each piece costs the PDF a text object of its own.
const DEVANAGARI = /((?:(?:[\u0900-\u097F]|\u200C|\u200D)+ *)+)/;

/**
 * Low-level layout on a pdfkit document: styled runs, page breaks that keep blocks whole, and
 * exact measuring (text is set once on a scratch document with the same fonts and widths, so a
 * measured height is the height pdfkit will really use).
 */
export class PdfWriter {
  private readonly scratch: PDFKit.PDFDocument;
  private measured = 0;
  private bodyLineHeight: number | undefined;

  constructor(readonly doc: PDFKit.PDFDocument) {
    this.scratch = new PDFDocument({ size: [2000, 100_000], margin: 0 });
    this.scratch.on('data', () => undefined); // measuring output is thrown away
    registerFonts(this.scratch);
  }

  get left() {
    return this.doc.page.margins.left;
  }
  get width() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }
  get top() {
    return this.doc.page.margins.top;
  }
  get pageIndex() {
    const range = this.doc.bufferedPageRange();
    return range.start + range.count - 1;
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensureSpace(height: number) {
    if (this.doc.y + height > this.bottom && this.doc.y > this.top) this.doc.addPage();
  }

  lineHeight(options: Pick<TextOptions, 'family' | 'size' | 'lineGap'> = {}) {
    return this.measure([{ text: 'Ag' }], { x: 0, width: 1000, ...options });
  }

  /** One line of body text, the unit for keeping lines together at a page end. */
  get bodyLine(): number {
    return (this.bodyLineHeight ??= this.lineHeight());
  }

  moveDown(points: number) {
    this.doc.y += points;
  }

  /** Writes styled runs as one wrapped paragraph at (x, doc.y). */
  text(runs: Run[], options: TextOptions) {
    writeRuns(this.doc, runs, options);
  }

  measure(runs: Run[], options: TextOptions): number {
    // A fresh scratch page now and then, so measuring does not pile up one huge page in memory.
    if (++this.measured % 500 === 0) this.scratch.addPage();
    this.scratch.x = 0;
    this.scratch.y = 0;
    writeRuns(this.scratch, runs, { ...options, x: 0, goTo: undefined });
    return this.scratch.y;
  }

  /** Width of runs set on one line (no wrapping). */
  widthOf(runs: Run[], family: Family, size: number): number {
    return pieces(runs, family).reduce((sum, p) => sum + this.doc.font(p.font).fontSize(sizeOf(p, size)).widthOfString(p.text), 0);
  }

  /** Draws something beside a block that may have crossed pages (a quote bar), on each page it covers. */
  besideBlock(start: { page: number; y: number }, draw: (top: number, bottom: number) => void) {
    const end = { page: this.pageIndex, y: this.doc.y };
    for (let page = start.page; page <= end.page; page += 1) {
      this.doc.switchToPage(page);
      draw(page === start.page ? start.y : this.top, page === end.page ? end.y : this.bottom);
    }
    this.doc.switchToPage(end.page);
  }

  /** Code in a monospace font on a shaded box, split between pages at line ends. */
  codeBlock(code: string, x: number, width: number) {
    const pad = 6;
    // Leading spaces become no-break spaces: pdfkit would otherwise drop a line's indentation.
    const lines = code.replace(/\t/g, '  ').split('\n').map((line) => line.replace(/^ +/, (s) => '\u00a0'.repeat(s.length)) || ' ');
    // Long lines get a smaller size (down to 7.2 pt) before they have to wrap.
    const widest = Math.max(...lines.map((line) => this.widthOf([{ text: line }], 'mono', 9)));
    const size = Math.min(9, Math.max(7.2, (9 * (width - 2 * pad - 2)) / widest));
    const style = { family: 'mono' as Family, size, lineGap: 1.6, width: width - 2 * pad };
    const measureLine = (line: string) => this.measure([{ text: line }], { x: 0, ...style });
    let next = 0;
    while (next < lines.length) {
      this.ensureSpace(measureLine(lines[next] ?? ' ') + 2 * pad + 2);
      const room = this.bottom - this.doc.y - 2 * pad - 2;
      const chunk: string[] = [];
      let height = 0;
      for (; next < lines.length; next += 1) {
        const h = measureLine(lines[next] ?? ' ');
        if (chunk.length && height + h > room) break;
        chunk.push(lines[next] ?? ' ');
        height += h;
      }
      const y = this.doc.y;
      this.doc.save().roundedRect(x, y, width, height + 2 * pad, 3).fill(COLORS.codeBackground).restore();
      this.doc.y = y + pad;
      // Line by line: pdfkit counts a newline's width, so a full-width line would wrap if joined.
      for (const line of chunk) this.text([{ text: line }], { x: x + pad, ...style });
      this.doc.y = y + height + 2 * pad;
    }
    this.doc.x = this.left;
  }

  horizontalRule(x: number, width: number, color = COLORS.rule, thickness = 0.7) {
    const y = this.doc.y;
    this.doc.save().moveTo(x, y).lineTo(x + width, y).lineWidth(thickness).strokeColor(color).stroke().restore();
  }
}

interface Piece extends Run {
  font: FontName;
  /** Punctuation after Hindi that may hang into the margin rather than start a line. */
  hangs?: boolean;
}

function pieces(runs: Run[], family: Family): Piece[] {
  return glued(runs).flatMap((run) =>
    run.text
      .split(DEVANAGARI)
      .filter(Boolean)
      .map((text) => ({ ...run, text, font: DEVANAGARI.test(text) ? devanagariFont(run) : fontFor(family, run) })),
  );
}

// Noto Sans Devanagari has no italic: an italic Hindi word stays upright, as Hindi print does.
const devanagariFont = (run: Run): FontName => (run.bold ? 'deva-bold' : 'deva');

/**
 * pdfkit may break a line where one style ends and the next begins, so '**error**, a' could put
 * the comma at the start of a line. Punctuation right after a bold or italic run moves onto it
 * (where it looks the same); after code or a link it would look wrong, so it stays.
 */
function glued(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    const previous = out.at(-1);
    const punctuation = /^[,.;:!?)\]}’”'"%]+/.exec(run.text)?.[0];
    if (previous && punctuation && !previous.code && !previous.link && !/\s$/.test(previous.text)) {
      out[out.length - 1] = { ...previous, text: previous.text + punctuation };
      if (run.text.length > punctuation.length) out.push({ ...run, text: run.text.slice(punctuation.length) });
    } else out.push(run);
  }
  return out;
}

const sizeOf = (piece: Piece, size: number) => (piece.code ? size * 0.9 : size);

function writeRuns(doc: PDFKit.PDFDocument, runs: Run[], options: TextOptions) {
  const { x, width, family = BODY.family, size = BODY.size, color = COLORS.text, lineGap = BODY.lineGap, align = 'left' } = options;
  const parts = withHangingPunctuation(pieces(runs, family));
  if (!parts.length) return;
  parts.forEach((part, i) => {
    doc
      .font(part.font)
      .fontSize(sizeOf(part, size))
      .fillColor(part.link ? COLORS.link : part.code ? COLORS.code : color);
    // Every option is set on every piece: pdfkit carries options over between continued pieces.
    const pieceOptions: PDFKit.Mixins.TextOptions = {
      width,
      lineGap,
      align,
      continued: i < parts.length - 1,
      link: part.link ?? null,
      underline: Boolean(part.link),
      lineBreak: options.lineBreak ?? true,
      ...(options.goTo ? { goTo: options.goTo } : {}),
    };
    if (i === 0) doc.text(part.text, x, doc.y, pieceOptions);
    else if (part.hangs) hanging(doc as WrappingDocument, part.text, () => doc.text(part.text, pieceOptions));
    else doc.text(part.text, pieceOptions);
  });
  doc.x = x;
}

const PUNCTUATION = /^[,.;:!?)\]}’”'"%]+ */;

/** Punctuation right after a Hindi word, split off as a piece of its own that may hang (see hanging). */
function withHangingPunctuation(parts: Piece[]): Piece[] {
  return parts.flatMap((part, i) => {
    const punctuation = parts[i - 1]?.font.startsWith('deva') ? PUNCTUATION.exec(part.text)?.[0] : undefined;
    if (!punctuation) return [part];
    const rest = part.text.slice(punctuation.length);
    return [{ ...part, text: punctuation, hangs: true }, ...(rest ? [{ ...part, text: rest }] : [])];
  });
}

/** pdfkit's wrapper of continued pieces; not in its published types. */
type WrappingDocument = PDFKit.PDFDocument & { _wrapper?: { lineWidth: number; continuedX: number } | null };

/**
 * pdfkit wraps each piece on its own, so the comma after a Hindi word (a DejaVu piece after a Noto
 * one) would start the next line whenever the word ends a line. The line is widened for the
 * punctuation alone, so it hangs a few points into the margin, as a careful typesetter lets it.
 */
function hanging(doc: WrappingDocument, punctuation: string, write: () => void) {
  const wrapper = doc._wrapper;
  const extra = wrapper ? Math.max(0, doc.widthOfString(punctuation) - (wrapper.lineWidth - wrapper.continuedX)) : 0;
  if (wrapper) wrapper.lineWidth += extra;
  write();
  if (wrapper) wrapper.lineWidth -= extra;
}
