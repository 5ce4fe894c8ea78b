import { createContext, useContext, useEffect, useState, type RefObject } from 'react';

/** Calls `onNear` once when `el` comes near the visible part of the list; returns a stop function. */
export type WatchNear = (el: Element, onNear: () => void) => () => void;

/** Provided by a long scrolling list; outside one (the widget) everything renders at once. */
export const NearViewportContext = createContext<WatchNear | null>(null);

/**
 * One IntersectionObserver for a scrolling list, rooted at `root` with a generous margin, so an
 * item renders well before it scrolls into view. Null where the browser has no IntersectionObserver.
 */
export function useNearViewportWatcher(root: RefObject<Element | null>, margin = '1000px'): WatchNear | null {
  const [watch] = useState<WatchNear | null>(() => {
    if (typeof IntersectionObserver === 'undefined') return null;
    const waiting = new Map<Element, () => void>();
    let observer: IntersectionObserver | undefined;
    const onEntries = (entries: IntersectionObserverEntry[]) => {
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting) continue;
        waiting.get(target)?.();
        waiting.delete(target);
        observer?.unobserve(target);
      }
    };
    const watchNear: WatchNear = (el, onNear) => {
      // Created on first use: by then (an item's effect) the list's scroller is mounted.
      observer ??= new IntersectionObserver(onEntries, { root: root.current, rootMargin: `${margin} 0px` });
      waiting.set(el, onNear);
      observer.observe(el);
      return () => {
        waiting.delete(el);
        observer?.unobserve(el);
      };
    };
    return watchNear;
  });
  return watch;
}

/** Whether the component is in a long scrolling list that formats its items as they come near. */
export const useInLongList = () => useContext(NearViewportContext) !== null;

/** True once `ref` has come near the visible part of its list, and from then on; true at once when `eager`. */
export function useNearViewport(ref: RefObject<Element | null>, eager: boolean): boolean {
  const watch = useContext(NearViewportContext);
  const [near, setNear] = useState(eager || !watch);
  useEffect(() => {
    if (near || !watch || !ref.current) return;
    if (eager) setNear(true); // it stays rendered when it stops being eager
    else return watch(ref.current, () => setNear(true));
  }, [near, eager, watch, ref]);
  return near || eager;
}
