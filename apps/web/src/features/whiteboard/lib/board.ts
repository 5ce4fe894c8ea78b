/**
 * The whiteboard as data (no canvas here, so it is tested directly): the strokes drawn, how many of
 * them are shown (the rest can be redone), the tool and the brush size; kept per drawing in
 * sessionStorage so it survives switching panels and a reload.
 *
 * Undo and redo follow the spec's snapshot rules (undo needs at least 3 snapshots, redo at least 2)
 * with this snapshot model (docs/decisions/0015-whiteboard.md): the undo stack starts with the blank
 * board and each stroke adds two snapshots, one at its start and one at its end; an undo moves one
 * stroke's pair to the redo stack. So the first stroke can already be undone (blank + its pair = 3),
 * and one undone stroke can be redone (its pair = 2). The stacks are counted, not stored: a snapshot
 * is fully described by how many strokes it shows.
 */

/** x and y in CSS pixels from the canvas's top left, and the pen's pressure (0 to 1). */
export type Point = [x: number, y: number, pressure: number];
export type Tool = 'pen' | 'eraser';

export interface Stroke {
  points: Point[];
  size: number;
  tool: Tool;
  /** Mouse and touch report no pressure: perfect-freehand makes it up from the speed. */
  simulatePressure: boolean;
}

export interface Board {
  strokes: Stroke[];
  /** Strokes shown: strokes[shown..] were undone and can be redone. */
  shown: number;
  tool: Tool;
  brush: number;
}

export const BRUSH_MIN = 1;
export const BRUSH_MAX = 20;
export const BRUSH_DEFAULT = 2;
export const UNDO_MIN_SNAPSHOTS = 3;
export const REDO_MIN_SNAPSHOTS = 2;
export const PEN_COLOUR = '#000000';
export const BACKGROUND = '#ffffff';

export const emptyBoard = (): Board => ({ strokes: [], shown: 0, tool: 'pen', brush: BRUSH_DEFAULT });

/** A brush size within 1 to 20 (whole numbers); anything unreadable is the default. */
export function clampBrush(value: number): number {
  if (!Number.isFinite(value)) return BRUSH_DEFAULT;
  return Math.min(BRUSH_MAX, Math.max(BRUSH_MIN, Math.round(value)));
}

/** The blank board, then a start and an end snapshot for each stroke shown. */
export const undoSnapshots = (board: Board) => 1 + 2 * board.shown;
/** A start and an end snapshot for each stroke undone. */
export const redoSnapshots = (board: Board) => 2 * (board.strokes.length - board.shown);
export const canUndo = (board: Board) => undoSnapshots(board) >= UNDO_MIN_SNAPSHOTS;
export const canRedo = (board: Board) => redoSnapshots(board) >= REDO_MIN_SNAPSHOTS;

export const visibleStrokes = (board: Board) => board.strokes.slice(0, board.shown);

/** A finished stroke joins the board; what was undone can no longer be redone. */
export function addStroke(board: Board, stroke: Stroke): Board {
  if (!stroke.points.length) return board;
  return { ...board, strokes: [...visibleStrokes(board), stroke], shown: board.shown + 1 };
}

export const undo = (board: Board): Board => (canUndo(board) ? { ...board, shown: board.shown - 1 } : board);
export const redo = (board: Board): Board => (canRedo(board) ? { ...board, shown: board.shown + 1 } : board);
export const setTool = (board: Board, tool: Tool): Board => ({ ...board, tool });
export const setBrush = (board: Board, brush: number): Board => ({ ...board, brush: clampBrush(brush) });

/** Whether anything would show on white: an eraser stroke alone draws nothing. */
export const hasDrawing = (board: Board) => visibleStrokes(board).some((s) => s.tool === 'pen');

const storageKey = (drawingKey: string) => `vidya-whiteboard:${drawingKey}`;
/** Points are kept to a tenth of a pixel: plenty for a line, and a third of the bytes. */
const round = (n: number) => Math.round(n * 10) / 10;

export function saveBoard(drawingKey: string, board: Board) {
  const compact: Board = { ...board, strokes: board.strokes.map((s) => ({ ...s, points: s.points.map(([x, y, p]) => [round(x), round(y), Math.round(p * 100) / 100] as Point) })) };
  try {
    if (board.strokes.length || board.tool !== 'pen' || board.brush !== BRUSH_DEFAULT) sessionStorage.setItem(storageKey(drawingKey), JSON.stringify(compact));
    else sessionStorage.removeItem(storageKey(drawingKey));
  } catch {
    // Storage full or blocked: the drawing stays on screen for this page's life.
  }
}

const isPoint = (p: unknown): p is Point => Array.isArray(p) && p.length === 3 && p.every((n) => typeof n === 'number' && Number.isFinite(n));
const isStroke = (s: unknown): s is Stroke => {
  const o = s as Partial<Stroke> | null;
  return typeof o === 'object' && o !== null && Array.isArray(o.points) && o.points.every(isPoint) && typeof o.size === 'number' && (o.tool === 'pen' || o.tool === 'eraser');
};

/** The drawing kept under `drawingKey`, or a blank board (nothing kept, or not readable). */
export function loadBoard(drawingKey: string): Board {
  try {
    const raw = JSON.parse(sessionStorage.getItem(storageKey(drawingKey)) ?? 'null') as Partial<Board> | null;
    if (!raw || !Array.isArray(raw.strokes) || !raw.strokes.every(isStroke)) return emptyBoard();
    const strokes = raw.strokes.map((s) => ({ ...s, size: clampBrush(s.size), simulatePressure: s.simulatePressure !== false }));
    const shown = Number.isInteger(raw.shown) ? Math.min(Math.max(raw.shown!, 0), strokes.length) : strokes.length;
    return { strokes, shown, tool: raw.tool === 'eraser' ? 'eraser' : 'pen', brush: clampBrush(Number(raw.brush)) };
  } catch {
    return emptyBoard();
  }
}
