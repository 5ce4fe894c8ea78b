import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addStroke, emptyBoard, saveBoard } from '../lib/board.ts';
import WhiteboardPanel from './whiteboard-panel.tsx';

// jsdom has no layout: the panel's size is never reported, and its canvas draws nothing (getContext is null).
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  return () => vi.unstubAllGlobals();
});

describe('WhiteboardPanel', () => {
  it('has its title, the spec’s close button, the toolbar and the drawing area', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<WhiteboardPanel drawingKey="whiteboard:webDevelopment" onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'Whiteboard' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Whiteboard drawing area' })).toHaveClass('touch-none');
    expect(screen.getByRole('button', { name: 'Pen' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    const close = screen.getByRole('button', { name: 'Close Whiteboard' });
    expect(close).toHaveAttribute('title', 'Close Whiteboard');
    await user.click(close);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('opens with the drawing kept for its key (another panel was open in between, or the page reloaded)', () => {
    saveBoard('whiteboard:dataEntry', { ...addStroke(emptyBoard(), { points: [[5, 5, 0.5]], size: 6, tool: 'pen', simulatePressure: true }), brush: 6 });
    render(<WhiteboardPanel drawingKey="whiteboard:dataEntry" onClose={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();
    expect(screen.getByRole('slider', { name: 'Brush size' })).toHaveValue('6');
  });
});
