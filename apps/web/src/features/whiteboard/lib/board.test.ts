import { describe, expect, it } from 'vitest';
import {
  addStroke,
  BRUSH_DEFAULT,
  canRedo,
  canUndo,
  clampBrush,
  emptyBoard,
  hasDrawing,
  loadBoard,
  redo,
  redoSnapshots,
  saveBoard,
  setBrush,
  undo,
  undoSnapshots,
  visibleStrokes,
  type Stroke,
} from './board.ts';
import { cropFor, MAX_SIDE } from './drawing-png.ts';

const line = (x = 10, tool: Stroke['tool'] = 'pen', size = 2): Stroke => ({
  points: [
    [x, 10, 0.5],
    [x + 20, 30, 0.5],
  ],
  size,
  tool,
  simulatePressure: true,
});

describe('undo and redo (spec: undo needs at least 3 snapshots, redo at least 2)', () => {
  it('a blank board is one snapshot: nothing to undo or redo', () => {
    const board = emptyBoard();
    expect(undoSnapshots(board)).toBe(1);
    expect(redoSnapshots(board)).toBe(0);
    expect(canUndo(board)).toBe(false);
    expect(canRedo(board)).toBe(false);
    expect(undo(board)).toBe(board);
    expect(redo(board)).toBe(board);
  });

  it('one stroke adds its start and end snapshots, so it can be undone, and then redone', () => {
    const one = addStroke(emptyBoard(), line());
    expect(undoSnapshots(one)).toBe(3);
    expect(canUndo(one)).toBe(true);

    const undone = undo(one);
    expect(visibleStrokes(undone)).toEqual([]);
    expect(undoSnapshots(undone)).toBe(1);
    expect(redoSnapshots(undone)).toBe(2);
    expect(canUndo(undone)).toBe(false);
    expect(canRedo(undone)).toBe(true);

    const redone = redo(undone);
    expect(visibleStrokes(redone)).toEqual([line()]);
    expect(canRedo(redone)).toBe(false);
  });

  it('undoes strokes newest first and redoes them in order', () => {
    let board = [line(1), line(2), line(3)].reduce(addStroke, emptyBoard());
    expect(undoSnapshots(board)).toBe(7);
    board = undo(undo(board));
    expect(visibleStrokes(board)).toEqual([line(1)]);
    expect(redoSnapshots(board)).toBe(4);
    board = redo(board);
    expect(visibleStrokes(board)).toEqual([line(1), line(2)]);
  });

  it('a new stroke after an undo drops what could be redone', () => {
    const board = addStroke(undo(addStroke(addStroke(emptyBoard(), line(1)), line(2))), line(9));
    expect(visibleStrokes(board)).toEqual([line(1), line(9)]);
    expect(canRedo(board)).toBe(false);
    expect(redo(board)).toBe(board);
  });

  it('an empty stroke (a cancelled touch with no points) changes nothing', () => {
    const board = emptyBoard();
    expect(addStroke(board, { ...line(), points: [] })).toBe(board);
  });
});

describe('brush size (spec: 1 to 20, default 2)', () => {
  it('starts at 2', () => expect(emptyBoard().brush).toBe(BRUSH_DEFAULT));
  it.each([
    [0, 1],
    [-5, 1],
    [1, 1],
    [7.4, 7],
    [20, 20],
    [21, 20],
    [1000, 20],
    [Number.NaN, 2],
  ])('%s becomes %s', (value, kept) => expect(setBrush(emptyBoard(), value).brush).toBe(kept));
  it('a stroke keeps the size it was drawn with', () => {
    const board = addStroke(setBrush(emptyBoard(), 12), line(1, 'pen', 12));
    expect(visibleStrokes(setBrush(board, 3))[0]!.size).toBe(12);
  });
  it('clamps whole numbers only', () => expect(clampBrush(19.6)).toBe(20));
});

describe('keeping the drawing in the session', () => {
  it('restores strokes, undo position, tool and brush under the same key only', () => {
    const board = { ...undo(addStroke(addStroke(emptyBoard(), line(1)), line(2))), tool: 'eraser' as const, brush: 9 };
    saveBoard('chat-1', board);
    const restored = loadBoard('chat-1');
    expect(restored).toEqual(board);
    expect(canRedo(restored)).toBe(true);
    expect(loadBoard('chat-2')).toEqual(emptyBoard());
  });

  it('keeps points to a tenth of a pixel', () => {
    saveBoard('k', addStroke(emptyBoard(), { ...line(), points: [[1.23456, 2.98765, 0.123456]] }));
    expect(loadBoard('k').strokes[0]!.points).toEqual([[1.2, 3, 0.12]]);
  });

  it('reads damaged or foreign storage as a blank board', () => {
    for (const raw of ['not json', '{"strokes":[{"points":"x"}]}', '{"strokes":[{"points":[[1,2]],"size":2,"tool":"pen"}]}', 'null']) {
      sessionStorage.setItem('vidya-whiteboard:bad', raw);
      expect(loadBoard('bad')).toEqual(emptyBoard());
    }
  });

  it('clamps a stored brush and undo position', () => {
    sessionStorage.setItem('vidya-whiteboard:odd', JSON.stringify({ strokes: [line()], shown: 5, tool: 'spray', brush: 99 }));
    expect(loadBoard('odd')).toMatchObject({ shown: 1, tool: 'pen', brush: 20 });
  });

  it('a blank board leaves nothing in storage', () => {
    saveBoard('k', addStroke(emptyBoard(), line()));
    saveBoard('k', emptyBoard());
    expect(sessionStorage.length).toBe(0);
  });
});

describe('the drawing sent with a question', () => {
  it('is nothing when nothing is drawn, or only erased', () => {
    expect(hasDrawing(emptyBoard())).toBe(false);
    expect(hasDrawing(addStroke(emptyBoard(), line(1, 'eraser')))).toBe(false);
    expect(hasDrawing(undo(addStroke(emptyBoard(), line())))).toBe(false);
    expect(cropFor(addStroke(emptyBoard(), line(1, 'eraser')))).toBeNull();
  });

  it('is cut to what was drawn with a margin, at twice the size for a small drawing', () => {
    const crop = cropFor(addStroke(emptyBoard(), { ...line(), points: [[100, 200, 0.5], [140, 220, 0.5]], size: 4 }))!;
    expect(crop).toMatchObject({ left: 80, top: 180, width: 80, height: 60, scale: 2, pixelWidth: 160, pixelHeight: 120 });
  });

  it('is never wider or taller than 800 px', () => {
    const crop = cropFor(addStroke(emptyBoard(), { ...line(), points: [[20, 20, 0.5], [1900, 500, 0.5]] }))!;
    expect(Math.max(crop.pixelWidth, crop.pixelHeight)).toBe(MAX_SIDE);
    expect(crop.pixelHeight).toBeLessThan(MAX_SIDE);
  });
});
