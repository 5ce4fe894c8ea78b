import type { Blockquote, Heading, List, Paragraph, PhrasingContent, RootContent, Table } from 'mdast';
import { parseMarkdown } from '../../content/markdown.ts';
import { latexToUnicode } from './latex-to-unicode.ts';
import { drawTable } from './pdf-table.ts';
import { BODY, COLORS, type PdfWriter, type Run } from './pdf-writer.ts';

export interface BlockContext {
  x: number;
  width: number;
  listDepth: number;
  /** Inside a tight list: paragraphs sit closer together. */
  tight: boolean;
  /**
   * Called as each top-level '## ' heading is set (the chapter's sections, for the outline), with
   * the id an edition's heading carries ('## हिंदी शीर्षक {#English heading}', decision 0035).
   */
  onSection?: (heading: string, id?: string) => void;
}

export const HEADING_STYLES = {
  2: { size: 13.5, before: 14, after: 6, color: COLORS.accent },
  3: { size: 11.8, before: 11, after: 4, color: COLORS.text },
  4: { size: 11, before: 9, after: 3, color: COLORS.text },
} as const;
const BULLETS = ['•', '◦', '▪'];
const TIGHT_GAP = 3.5;

/** Sets a markdown body: headings, paragraphs, lists, tables, code, quotes and formulas. */
export function renderMarkdown(w: PdfWriter, markdown: string, context: BlockContext) {
  renderBlocks(w, parseMarkdown(markdown).children, context);
}

function renderBlocks(w: PdfWriter, nodes: RootContent[], context: BlockContext) {
  for (const node of nodes) renderBlock(w, node, context);
}

function renderBlock(w: PdfWriter, node: RootContent, context: BlockContext) {
  switch (node.type) {
    case 'heading':
      return heading(w, node, context);
    case 'paragraph':
      return paragraph(w, node, context);
    case 'list':
      return list(w, node, context);
    case 'code':
      w.codeBlock(node.value, context.x, context.width);
      return w.moveDown(gap(context));
    case 'math':
      return displayMath(w, node.value, context);
    case 'table':
      return table(w, node, context);
    case 'blockquote':
      return blockquote(w, node, context);
    case 'thematicBreak':
      w.ensureSpace(20);
      w.moveDown(6);
      w.horizontalRule(context.x + context.width / 3, context.width / 3);
      return w.moveDown(12);
    case 'html':
      w.codeBlock(node.value, context.x, context.width);
      return w.moveDown(gap(context));
    default:
      return undefined; // definitions, footnotes and the like have nothing to set
  }
}

function heading(w: PdfWriter, node: Heading, context: BlockContext) {
  const { runs, id } = withoutHeadingId(inlineRuns(node.children, { bold: true }));
  setHeading(w, runs, Math.min(Math.max(node.depth, 2), 4) as 2 | 3 | 4, context, id);
}

const HEADING_ID = /\s*\{#([^}]+)\}\s*$/;

/** A heading's runs without the trailing '{#id}' an edition's heading carries, and that id. */
function withoutHeadingId(runs: Run[]): { runs: Run[]; id?: string } {
  const match = HEADING_ID.exec(runs.map((r) => r.text).join(''));
  if (!match) return { runs };
  const kept = [...runs];
  for (let cut = match[0].length; cut > 0; ) {
    const last = kept.pop()!;
    if (last.text.length > cut) kept.push({ ...last, text: last.text.slice(0, -cut) });
    cut -= last.text.length;
  }
  return { runs: kept, id: match[1]!.trim() };
}

/** A '## ' heading from plain text (the book's own sections: key terms, questions, answers). */
export function sectionHeading(w: PdfWriter, text: string, context: BlockContext, id?: string) {
  setHeading(w, [{ text, bold: true }], 2, context, id);
}

function setHeading(w: PdfWriter, runs: Run[], level: 2 | 3 | 4, context: BlockContext, id?: string) {
  const style = HEADING_STYLES[level];
  const options = { x: context.x, width: context.width, family: 'sans' as const, size: style.size, lineGap: 1, color: style.color };
  // Keep a heading with the first lines of what follows it.
  w.ensureSpace(style.before + w.measure(runs, options) + style.after + 2 * w.bodyLine);
  if (w.doc.y > w.top) w.moveDown(style.before);
  if (level === 2 && context.listDepth === 0) context.onSection?.(runs.map((r) => r.text).join(''), id);
  w.text(runs, options);
  w.moveDown(style.after);
}

function paragraph(w: PdfWriter, node: Paragraph, context: BlockContext) {
  const [only] = node.children;
  if (node.children.length === 1 && only?.type === 'inlineMath') return displayMath(w, only.value, context);
  w.ensureSpace(2 * w.bodyLine);
  w.text(inlineRuns(node.children), { x: context.x, width: context.width });
  w.moveDown(gap(context));
}

function list(w: PdfWriter, node: List, context: BlockContext) {
  const gutter = node.ordered ? 20 : 14;
  const inner: BlockContext = { ...context, x: context.x + gutter, width: context.width - gutter, listDepth: context.listDepth + 1, tight: !node.spread };
  node.children.forEach((item, i) => {
    const marker = node.ordered ? `${(node.start ?? 1) + i}.` : (BULLETS[context.listDepth % BULLETS.length] ?? '•');
    w.ensureSpace(2 * w.bodyLine);
    const y = w.doc.y;
    w.text([{ text: marker }], { x: context.x, width: gutter - 5, align: 'right', lineBreak: false, color: node.ordered ? COLORS.text : COLORS.accent });
    w.doc.y = y;
    renderBlocks(w, item.children, inner);
  });
  if (!node.spread && context.listDepth === 0) w.moveDown(BODY.paragraphGap - TIGHT_GAP);
}

function table(w: PdfWriter, node: Table, context: BlockContext) {
  const rows = node.children.map((row) => row.children.map((cell) => inlineRuns(cell.children)));
  drawTable(w, rows, node.align ?? [], context.x, context.width);
}

function blockquote(w: PdfWriter, node: Blockquote, context: BlockContext) {
  w.ensureSpace(2 * w.bodyLine);
  const start = { page: w.pageIndex, y: w.doc.y };
  renderBlocks(w, node.children, { ...context, x: context.x + 12, width: context.width - 12 });
  const barX = context.x + 3;
  w.besideBlock(start, (top, bottom) => {
    w.doc.save().moveTo(barX, top).lineTo(barX, bottom - BODY.paragraphGap).lineWidth(2.5).strokeColor(COLORS.quoteBar).stroke().restore();
  });
}

function displayMath(w: PdfWriter, latex: string, context: BlockContext) {
  const runs = [{ text: latexToUnicode(latex) }];
  w.ensureSpace(w.measure(runs, { x: 0, width: context.width }) + 8);
  w.moveDown(2);
  w.text(runs, { x: context.x, width: context.width, align: 'center' });
  w.moveDown(gap(context) + 2);
}

function inlineRuns(nodes: PhrasingContent[], style: Omit<Run, 'text'> = {}): Run[] {
  return nodes.flatMap((node): Run[] => {
    switch (node.type) {
      case 'text':
        return [{ ...style, text: node.value.replace(/\s*\n\s*/g, ' ') }];
      case 'strong':
        return inlineRuns(node.children, { ...style, bold: true });
      case 'emphasis':
        return inlineRuns(node.children, { ...style, italic: true });
      case 'delete':
        return inlineRuns(node.children, style);
      case 'inlineCode':
        return [{ ...style, text: node.value, code: true }];
      case 'inlineMath':
        return [{ ...style, text: keepTogether(latexToUnicode(node.value)) }];
      case 'link':
        return inlineRuns(node.children, /^(https?:|mailto:)/.test(node.url) ? { ...style, link: node.url } : style);
      case 'break':
        return [{ ...style, text: '\n' }];
      case 'html':
        return [{ ...style, text: node.value, code: true }];
      case 'image':
        return [{ ...style, text: `[${node.alt ?? 'image'}]`, italic: true }];
      default:
        return 'children' in node ? inlineRuns(node.children as PhrasingContent[], style) : [];
    }
  });
}

/** A short formula should not break across lines. */
const keepTogether = (formula: string) => (formula.length <= 28 ? formula.replace(/ /g, '\u00a0') : formula);

const gap = (context: BlockContext) => (context.tight ? TIGHT_GAP : BODY.paragraphGap);
