import { useMemo, useRef } from 'react';
import { PanelHeader } from '../../../components/layout/panel-header.tsx';
import { useI18n } from '../../../i18n/i18n.ts';
import { useBoard } from '../hooks/use-board.ts';
import { visibleStrokes } from '../lib/board.ts';
import { canvasPng } from '../lib/drawing-png.ts';
import { DrawingCanvas } from './drawing-canvas.tsx';
import { WhiteboardToolbar } from './whiteboard-toolbar.tsx';

export interface WhiteboardPanelProps {
  /** Where the drawing is kept (per chat session), so it survives switching panels and a reload. */
  drawingKey: string;
  onClose(): void;
}

/** Saves the canvas as Whiteboard-{timestamp}.png (spec section 9); the canvas is painted white under the strokes. */
async function download(canvas: HTMLCanvasElement | null) {
  const png = canvas && (await canvasPng(canvas));
  if (!png) return;
  const url = URL.createObjectURL(png);
  const link = document.createElement('a');
  link.href = url;
  link.download = `Whiteboard-${Date.now()}.png`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The whiteboard: its title and close, the toolbar, and a drawing canvas that fills the rest of the panel. */
export default function WhiteboardPanel({ drawingKey, onClose }: WhiteboardPanelProps) {
  const { t } = useI18n();
  const { board, canUndo, canRedo, addStroke, undo, redo, setTool, setBrush } = useBoard(drawingKey);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useMemo(() => visibleStrokes(board), [board]);
  return (
    <div className="flex min-h-0 flex-1 flex-col bg-white">
      <PanelHeader title={t('Whiteboard')} closeTitle={t('Close Whiteboard')} onClose={onClose} />
      <WhiteboardToolbar
        tool={board.tool}
        brush={board.brush}
        canUndo={canUndo}
        canRedo={canRedo}
        onTool={setTool}
        onBrush={setBrush}
        onUndo={undo}
        onRedo={redo}
        onExport={() => void download(canvasRef.current)}
      />
      <div className="min-h-0 flex-1">
        <DrawingCanvas canvasRef={canvasRef} strokes={strokes} tool={board.tool} brush={board.brush} onStroke={addStroke} />
      </div>
    </div>
  );
}
