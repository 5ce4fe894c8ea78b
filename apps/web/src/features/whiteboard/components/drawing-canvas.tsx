import { useCallback, useEffect, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { Point, Stroke, Tool } from '../lib/board.ts';
import { useI18n } from '../../../i18n/i18n.ts';
import { paint } from '../lib/render.ts';

/** Sharp on high-density screens, but a 3× phone does not get a canvas nine times the pixels. */
const MAX_PIXEL_RATIO = 2;

interface Props {
  strokes: Stroke[];
  tool: Tool;
  brush: number;
  onStroke(stroke: Stroke): void;
  /** The canvas, for the export. */
  canvasRef: RefObject<HTMLCanvasElement | null>;
}

/**
 * The drawing surface. Pointer events take mouse, touch and pen alike; the pointer is captured so a
 * line that leaves the canvas still ends; coalesced events keep every point a fast hand makes between
 * two frames, so curves stay smooth. The canvas is redrawn from the strokes (data) whenever they or
 * its size change.
 */
export function DrawingCanvas({ strokes, tool, brush, onStroke, canvasRef }: Props) {
  const { t } = useI18n();
  const live = useRef<{ pointerId: number; stroke: Stroke } | null>(null);
  const size = useRef({ width: 0, height: 0, ratio: 1 });
  const frame = useRef(0);

  const redraw = useCallback(() => {
    frame.current = 0;
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    const { width, height, ratio } = size.current;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    paint(ctx, width, height, strokes, live.current?.stroke);
  }, [strokes, canvasRef]);
  const latestRedraw = useRef(redraw);
  useEffect(() => {
    latestRedraw.current = redraw;
    redraw();
  }, [redraw]);

  // Follow the panel's size (a phone turned, the window resized): new pixels, the same drawing.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const fit = () => {
      const { width, height } = canvas.getBoundingClientRect();
      const ratio = Math.min(MAX_PIXEL_RATIO, window.devicePixelRatio || 1);
      size.current = { width, height, ratio };
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      latestRedraw.current();
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [canvasRef]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const pointOf = (e: PointerEvent | ReactPointerEvent, rect: DOMRect): Point => [
    e.clientX - rect.left,
    e.clientY - rect.top,
    // Only a pen reports real pressure; mouse and touch report 0.5 (or 0), which is simulated instead.
    e.pointerType === 'pen' ? e.pressure : 0.5,
  ];

  const onPointerDown = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (live.current || (e.pointerType === 'mouse' && e.button !== 0)) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const rect = e.currentTarget.getBoundingClientRect();
    live.current = { pointerId: e.pointerId, stroke: { points: [pointOf(e, rect)], size: brush, tool, simulatePressure: e.pointerType !== 'pen' } };
    redraw();
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (live.current?.pointerId !== e.pointerId) return;
    const rect = e.currentTarget.getBoundingClientRect();
    const events = e.nativeEvent.getCoalescedEvents?.() ?? [];
    const points = (events.length ? events : [e.nativeEvent]).map((ev) => pointOf(ev, rect));
    live.current.stroke.points.push(...points);
    frame.current ||= requestAnimationFrame(() => latestRedraw.current());
  };

  // Up or cancelled (the browser took the touch for a gesture): the line drawn so far is kept.
  const onPointerEnd = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    if (live.current?.pointerId !== e.pointerId) return;
    const { stroke } = live.current;
    live.current = null;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
    onStroke(stroke);
  };

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={t('Whiteboard drawing area')}
      className="block h-full w-full cursor-crosshair touch-none bg-white"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onLostPointerCapture={onPointerEnd}
    />
  );
}
