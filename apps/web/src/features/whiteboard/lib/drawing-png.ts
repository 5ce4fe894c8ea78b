import { hasDrawing, loadBoard, visibleStrokes, type Board } from './board.ts';
import { drawnBounds, paint } from './render.ts';

/** White space kept around what was drawn, in CSS pixels. */
const MARGIN = 16;
/** The longest side of the image sent: a line drawing this size is a few tens of KB. */
export const MAX_SIDE = 800;

/** Where the drawing is cut out of the board, and the size of the image it becomes. */
export function cropFor(board: Board) {
  const box = drawnBounds(visibleStrokes(board));
  if (!box) return null;
  const left = Math.max(0, Math.floor(box.left - MARGIN));
  const top = Math.max(0, Math.floor(box.top - MARGIN));
  const width = Math.ceil(box.right + MARGIN) - left;
  const height = Math.ceil(box.bottom + MARGIN) - top;
  // Drawn at twice the CSS size (a phone's sharpness) and then never above MAX_SIDE.
  const scale = Math.min(2, MAX_SIDE / Math.max(width, height));
  return { left, top, width, height, scale, pixelWidth: Math.max(1, Math.round(width * scale)), pixelHeight: Math.max(1, Math.round(height * scale)) };
}

/**
 * The drawing kept under `drawingKey` as a PNG to send with a question: cropped to what was drawn
 * (with a small margin), on white, its longest side at most 800 px. Null when nothing is drawn.
 */
export async function drawingPng(drawingKey: string): Promise<Blob | null> {
  const board = loadBoard(drawingKey);
  const crop = hasDrawing(board) ? cropFor(board) : null;
  if (!crop) return null;
  const canvas = document.createElement('canvas');
  canvas.width = crop.pixelWidth;
  canvas.height = crop.pixelHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.setTransform(crop.scale, 0, 0, crop.scale, -crop.left * crop.scale, -crop.top * crop.scale);
  paint(ctx, crop.left + crop.width, crop.top + crop.height, visibleStrokes(board));
  return canvasPng(canvas);
}

/** The canvas as a PNG blob (on white: the board paints its background, so no pixel is transparent). */
export function canvasPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
