import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useBoard } from '../hooks/use-board.ts';
import { visibleStrokes } from '../lib/board.ts';
import { WhiteboardToolbar } from './whiteboard-toolbar.tsx';

/** The toolbar on the real board state; a button stands in for a stroke on the canvas (jsdom draws nothing). */
function Board({ drawingKey = 'chat-1', onExport = () => undefined }) {
  const b = useBoard(drawingKey);
  return (
    <>
      <WhiteboardToolbar
        tool={b.board.tool}
        brush={b.board.brush}
        canUndo={b.canUndo}
        canRedo={b.canRedo}
        onTool={b.setTool}
        onBrush={b.setBrush}
        onUndo={b.undo}
        onRedo={b.redo}
        onExport={onExport}
      />
      <button type="button" onClick={() => b.addStroke({ points: [[1, 1, 0.5]], size: b.board.brush, tool: b.board.tool, simulatePressure: true })}>
        Draw a stroke
      </button>
      <p>{visibleStrokes(b.board).map((s) => `${s.tool}:${s.size}`).join(' ') || 'blank'}</p>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('the whiteboard toolbar', () => {
  it('starts with the pen at size 2, nothing to undo or redo', () => {
    render(<Board />);
    expect(button('Pen')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Eraser')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('slider', { name: 'Brush size' })).toHaveValue('2');
    expect(button('Undo')).toBeDisabled();
    expect(button('Redo')).toBeDisabled();
  });

  it('enables undo after a stroke and redo after an undo, each until used up', async () => {
    const user = userEvent.setup();
    render(<Board />);
    await user.click(button('Draw a stroke'));
    await user.click(button('Draw a stroke'));
    expect(button('Undo')).toBeEnabled();
    await user.click(button('Undo'));
    expect(screen.getByText('pen:2')).toBeInTheDocument();
    expect(button('Redo')).toBeEnabled();
    await user.click(button('Undo'));
    expect(screen.getByText('blank')).toBeInTheDocument();
    expect(button('Undo')).toBeDisabled();
    await user.click(button('Redo'));
    await user.click(button('Redo'));
    expect(screen.getByText('pen:2 pen:2')).toBeInTheDocument();
    expect(button('Redo')).toBeDisabled();
  });

  it('switches to the eraser and sets the brush size with the slider, within 1 to 20', async () => {
    const user = userEvent.setup();
    render(<Board />);
    await user.click(button('Eraser'));
    expect(button('Eraser')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Pen')).toHaveAttribute('aria-pressed', 'false');
    const slider = screen.getByRole('slider', { name: 'Brush size' });
    for (const [typed, kept] of [['25', '20'], ['0', '1'], ['20', '20'], ['3', '3']] as const) {
      fireEvent.change(slider, { target: { value: typed } });
      expect(slider).toHaveValue(kept);
      expect(screen.getByText(kept, { selector: 'output' })).toBeInTheDocument();
    }
    await user.click(button('Draw a stroke'));
    expect(screen.getByText('eraser:3')).toBeInTheDocument();
  });

  it('keeps the drawing when the panel closes and opens again (same key), not for another chat', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Board />);
    await user.click(button('Draw a stroke'));
    await user.click(button('Eraser'));
    unmount();
    const again = render(<Board />);
    expect(screen.getByText('pen:2')).toBeInTheDocument();
    expect(button('Eraser')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Undo')).toBeEnabled();
    again.rerender(<Board drawingKey="chat-2" />);
    expect(screen.getByText('blank')).toBeInTheDocument();
    expect(button('Undo')).toBeDisabled();
  });

  it('exports through its button', async () => {
    const user = userEvent.setup();
    const onExport = vi.fn();
    render(<Board onExport={onExport} />);
    await user.click(button('Export'));
    expect(onExport).toHaveBeenCalledOnce();
  });
});
