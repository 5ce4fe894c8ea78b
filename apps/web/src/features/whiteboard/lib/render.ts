import { getStroke } from 'perfect-freehand';
import { BACKGROUND, PEN_COLOUR, type Stroke } from './board.ts';

/** A stroke's outline as an SVG path: quadratic curves through the midpoints of perfect-freehand's outline. */
export function outlinePath(stroke: Stroke, last = true): string {
  const outline = getStroke(stroke.points, {
    size: stroke.size,
    thinning: stroke.simulatePressure ? 0.5 : 0.6,
    smoothing: 0.5,
    streamline: 0.5,
    simulatePressure: stroke.simulatePressure,
    last,
  });
  if (outline.length < 2) return '';
  const [first, ...rest] = outline;
  const parts = [`M${first![0].toFixed(2)},${first![1].toFixed(2)}Q`];
  outline.forEach(([x0, y0], i) => {
    const [x1, y1] = rest[i] ?? first!;
    parts.push(`${x0.toFixed(2)},${y0.toFixed(2)} ${((x0 + x1) / 2).toFixed(2)},${((y0 + y1) / 2).toFixed(2)} `);
  });
  parts.push('Z');
  return parts.join('');
}

// A finished stroke never changes: its path is worked out once, not on every redraw.
const paths = new WeakMap<Stroke, Path2D>();
function pathOf(stroke: Stroke, live: boolean): Path2D {
  if (live) return new Path2D(outlinePath(stroke, false));
  let path = paths.get(stroke);
  if (!path) paths.set(stroke, (path = new Path2D(outlinePath(stroke))));
  return path;
}

/** Paints the white background and the strokes (in CSS pixels; the caller sets the scale). */
export function paint(ctx: CanvasRenderingContext2D, width: number, height: number, strokes: Stroke[], live?: Stroke | null) {
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, width, height);
  for (const stroke of strokes) fill(ctx, stroke, false);
  if (live?.points.length) fill(ctx, live, true);
}

function fill(ctx: CanvasRenderingContext2D, stroke: Stroke, live: boolean) {
  // The eraser paints white, like the background (spec section 9).
  ctx.fillStyle = stroke.tool === 'eraser' ? BACKGROUND : PEN_COLOUR;
  ctx.fill(pathOf(stroke, live));
}

/** The box around what the pen drew (eraser strokes alone draw nothing), or null. */
export function drawnBounds(strokes: Stroke[]) {
  let box: { left: number; top: number; right: number; bottom: number } | null = null;
  for (const stroke of strokes) {
    if (stroke.tool !== 'pen') continue;
    const r = stroke.size;
    for (const [x, y] of stroke.points) {
      box = box
        ? { left: Math.min(box.left, x - r), top: Math.min(box.top, y - r), right: Math.max(box.right, x + r), bottom: Math.max(box.bottom, y + r) }
        : { left: x - r, top: y - r, right: x + r, bottom: y + r };
    }
  }
  return box;
}
