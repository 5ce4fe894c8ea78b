import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Room left above an answer's first line when it is scrolled to the top of the view. */
const ABOVE_ANSWER_PX = 12;
/** Within this distance of the end, the student counts as reading the newest message. */
const NEAR_END_PX = 120;

/** Where the newest answer starts, in the scroller's scroll coordinates; null when a question is last. */
function newestAnswerTop(scroller: HTMLElement, list: HTMLElement | null): number | null {
  const last = list?.lastElementChild;
  if (!(last instanceof HTMLElement) || last.dataset.sender !== 'bot') return null;
  return last.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop - ABOVE_ANSWER_PX;
}

/**
 * Scrolls the conversation as a reader needs it. A new question scrolls to the end to show it; once
 * the answer starts, the view follows it down only until the answer's first line reaches the top,
 * so a long answer opens at its start, not at its quick check. Scrolling away stops the following;
 * scrolling to the very end past that point follows the stream to its end. `turn` changes when the
 * student sends a message or another session opens, which starts following again.
 */
export function useAnswerScroll(scroller: RefObject<HTMLElement | null>, list: RefObject<HTMLElement | null>, turn: string) {
  const follow = useRef(true);
  const pastAnswerStart = useRef(false);
  // The scroll position set here last, so its scroll event is not taken for the student's.
  const placed = useRef<number | null>(null);
  const lastTurn = useRef(turn);

  const place = useCallback(() => {
    const el = scroller.current;
    if (!el || !follow.current) return;
    const end = el.scrollHeight - el.clientHeight;
    const answerTop = pastAnswerStart.current ? null : newestAnswerTop(el, list.current);
    const top = Math.max(0, Math.min(end, answerTop ?? end));
    if (Math.abs(el.scrollTop - top) < 1) return;
    placed.current = top;
    el.scrollTop = top;
  }, [scroller, list]);

  useLayoutEffect(() => {
    if (lastTurn.current !== turn) {
      lastTurn.current = turn;
      follow.current = true;
      pastAnswerStart.current = false;
    }
    place();
  }, [turn, place]);

  // Answers grow when their markdown renders or an image loads: keep the place meanwhile.
  useEffect(() => {
    if (!list.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(place);
    observer.observe(list.current);
    return () => observer.disconnect();
  }, [list, place]);

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    if (placed.current !== null && Math.abs(el.scrollTop - placed.current) < 2) return;
    placed.current = null;
    const atEnd = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_END_PX;
    const answerTop = newestAnswerTop(el, list.current);
    follow.current = atEnd;
    pastAnswerStart.current = atEnd && answerTop !== null && el.scrollTop > answerTop + 1;
  }, [scroller, list]);

  /** `place` puts the view where it belongs after a change; `onScroll` notices the student scrolling. */
  return { place, onScroll };
}
