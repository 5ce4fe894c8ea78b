import { BODY, COLORS, type PdfWriter, type Run, type TextOptions } from './pdf-writer.ts';

export type Align = 'left' | 'right' | 'center' | null | undefined;

const STYLE = { family: 'cond' as const, size: 9.5, lineGap: 1.2 };
const PAD = { x: 4, y: 3.5 };

/**
 * A real table: a grid with a shaded header row that repeats on each page the table runs onto.
 * Column widths follow the content, never wider than the text column; rows never split.
 */
export function drawTable(w: PdfWriter, rows: Run[][][], align: Align[], x: number, width: number) {
  const columns = Math.max(...rows.map((r) => r.length));
  const cells = rows.map((row) => Array.from({ length: columns }, (_, c) => row[c] ?? []));
  const widths = columnWidths(w, cells, width);
  const heights = cells.map((row) => rowHeight(w, row, widths));
  const [header, ...body] = cells;
  if (!header) return;

  w.ensureSpace((heights[0] ?? 0) + (heights[1] ?? 0));
  drawRow(w, header, widths, heights[0] ?? 0, x, align, true);
  body.forEach((row, i) => {
    const height = heights[i + 1] ?? 0;
    if (w.doc.y + height > w.bottom) {
      w.doc.addPage();
      drawRow(w, header, widths, heights[0] ?? 0, x, align, true);
    }
    drawRow(w, row, widths, height, x, align, false);
  });
  w.doc.x = w.left;
  w.moveDown(BODY.paragraphGap + 2);
}

function drawRow(w: PdfWriter, row: Run[][], widths: number[], height: number, x: number, align: Align[], isHeader: boolean) {
  const { doc } = w;
  const y = doc.y;
  let cellX = x;
  row.forEach((cell, c) => {
    const cellWidth = widths[c] ?? 0;
    if (isHeader) doc.save().rect(cellX, y, cellWidth, height).fill(COLORS.tableHeader).restore();
    doc.save().rect(cellX, y, cellWidth, height).lineWidth(0.5).strokeColor(COLORS.tableBorder).stroke().restore();
    doc.y = y + PAD.y;
    const runs = isHeader ? cell.map((r) => ({ ...r, bold: true })) : cell;
    w.text(runs, cellOptions(cellX + PAD.x, cellWidth, align[c] ?? 'left'));
    cellX += cellWidth;
  });
  doc.y = y + height;
}

function cellOptions(x: number, cellWidth: number, align: NonNullable<Align> = 'left'): TextOptions {
  return { ...STYLE, x, width: Math.max(cellWidth - 2 * PAD.x, 1), align };
}

function rowHeight(w: PdfWriter, row: Run[][], widths: number[]): number {
  const heights = row.map((cell, c) => (cell.length ? w.measure(cell, cellOptions(0, widths[c] ?? 0)) : 0));
  return Math.max(...heights, w.lineHeight(STYLE)) + 2 * PAD.y;
}

/**
 * Each column gets its one-line width when everything fits; otherwise at least its longest
 * word, and the rest of the room shared by how much more each column would like.
 */
function columnWidths(w: PdfWriter, rows: Run[][][], available: number): number[] {
  const columns = rows[0]?.length ?? 0;
  const natural = Array.from({ length: columns }, (_, c) => Math.max(...rows.map((r, i) => oneLine(w, r[c] ?? [], i === 0))) + 2 * PAD.x + 1);
  const minimum = Array.from({ length: columns }, (_, c) => Math.max(...rows.map((r, i) => longestWord(w, r[c] ?? [], i === 0))) + 2 * PAD.x + 1);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  if (sum(natural) <= available) return natural.map((n) => (n * available) / sum(natural));
  if (sum(minimum) >= available) return minimum.map((m) => (m * available) / sum(minimum));
  const wants = natural.map((n, c) => n - (minimum[c] ?? 0));
  const room = available - sum(minimum);
  return minimum.map((m, c) => m + (room * (wants[c] ?? 0)) / sum(wants));
}

function oneLine(w: PdfWriter, cell: Run[], bold: boolean) {
  return w.widthOf(bold ? cell.map((r) => ({ ...r, bold })) : cell, STYLE.family, STYLE.size);
}

function longestWord(w: PdfWriter, cell: Run[], bold: boolean) {
  const words = cell.flatMap((run) => run.text.split(/\s+/).map((word) => ({ ...run, text: word, bold: bold || run.bold })));
  return Math.max(0, ...words.map((word) => w.widthOf([word], STYLE.family, STYLE.size)));
}
