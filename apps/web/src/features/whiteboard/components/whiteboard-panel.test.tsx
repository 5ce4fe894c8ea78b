import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n.ts';
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

  it('reads in Hindi, and in the spec’s English again after switching back', async () => {
    await switchLanguage('hi');
    try {
      render(<WhiteboardPanel drawingKey="whiteboard:webDevelopment" onClose={() => undefined} />);
      expect(screen.getByRole('heading', { name: 'व्हाइटबोर्ड' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'व्हाइटबोर्ड बंद करें' })).toHaveAttribute('title', 'व्हाइटबोर्ड बंद करें');
      expect(screen.getByRole('img', { name: 'व्हाइटबोर्ड पर ड्रॉइंग की जगह' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'रबड़' })).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('button', { name: 'वापस लें' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'एक्सपोर्ट' })).toHaveAttribute('title', 'PNG तस्वीर के रूप में सेव करें');
      expect(screen.getByRole('slider', { name: 'ब्रश का आकार' })).toHaveValue('2');
    } finally {
      await act(() => switchLanguage('en'));
    }
    expect(screen.getByRole('heading', { name: 'Whiteboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close Whiteboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eraser' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAttribute('title', 'Export as PNG');
    expect(screen.getByRole('slider', { name: 'Brush size' })).toBeInTheDocument();
  });
});
