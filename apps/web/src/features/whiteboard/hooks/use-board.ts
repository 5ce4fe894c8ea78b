import { useCallback, useEffect, useState } from 'react';
import { addStroke, canRedo, canUndo, loadBoard, redo, saveBoard, setBrush, setTool, undo, type Board, type Stroke, type Tool } from '../lib/board.ts';

/** The board kept under `drawingKey`: restored on mount, saved after each change. */
export function useBoard(drawingKey: string) {
  const [board, setBoard] = useState<Board>(() => loadBoard(drawingKey));
  const [loadedKey, setLoadedKey] = useState(drawingKey);
  // Another chat's drawing (the key changed while the panel stayed open).
  if (loadedKey !== drawingKey) {
    setLoadedKey(drawingKey);
    setBoard(loadBoard(drawingKey));
  }
  useEffect(() => saveBoard(loadedKey, board), [loadedKey, board]);

  return {
    board,
    canUndo: canUndo(board),
    canRedo: canRedo(board),
    addStroke: useCallback((stroke: Stroke) => setBoard((b) => addStroke(b, stroke)), []),
    undo: useCallback(() => setBoard(undo), []),
    redo: useCallback(() => setBoard(redo), []),
    setTool: useCallback((tool: Tool) => setBoard((b) => setTool(b, tool)), []),
    setBrush: useCallback((size: number) => setBoard((b) => setBrush(b, size)), []),
  };
}
