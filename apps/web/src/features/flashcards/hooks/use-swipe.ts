import { useRef, type TouchEvent } from 'react';

/** Horizontal finger travel (px) that counts as a swipe rather than a tap. */
const SWIPE_PX = 50;

/** Touch handlers calling `onPrevious` on a swipe right and `onNext` on a swipe left. */
export function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    // Sideways moves are ours, not the browser's (it would take them for a pan and cancel the touch);
    // up and down still scroll.
    style: { touchAction: 'pan-y' } as const,
    onTouchCancel: () => {
      start.current = null;
    },
    onTouchStart: (e: TouchEvent) => {
      const t = e.touches[0];
      start.current = t ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd: (e: TouchEvent) => {
      const t = e.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!t || !from) return;
      const dx = t.clientX - from.x;
      // Mostly sideways: a vertical scroll of a long answer is not a swipe.
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(t.clientY - from.y)) return;
      // A swipe is not a tap: no click follows to turn the card over.
      if (e.cancelable) e.preventDefault();
      if (dx > 0) onPrevious();
      else onNext();
    },
  };
}
