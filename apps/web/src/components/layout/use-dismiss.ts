import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup on Escape or a click outside it. Escape also puts the focus back on `opener`, the
 * control that opened it, so a keyboard user carries on from where they were (a click elsewhere
 * has already moved the focus where the student wanted it).
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void, opener?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      opener?.current?.focus();
    };
    const onClick = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && close();
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [ref, open, close, opener]);
}
