import { lazy } from 'react';

// The whiteboard (canvas, perfect-freehand) is a chunk of its own.
export const WhiteboardPanel = lazy(() => import('./components/whiteboard-panel.tsx'));

/**
 * The drawing kept under `drawingKey` as a small PNG to send with a question, or null when nothing
 * is drawn. Loads the whiteboard's chunk (already there while its panel is open).
 */
export async function whiteboardImage(drawingKey: string): Promise<Blob | null> {
  const { drawingPng } = await import('./lib/drawing-png.ts');
  return drawingPng(drawingKey);
}
