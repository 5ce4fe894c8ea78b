import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface OverlayState {
  overlay?: string;
}

/**
 * An overlay (the phone menu, the History panel) whose open state lives in a browser history entry
 * of its own (same URL, router state), so the phone's Back closes it instead of leaving the page.
 * Closing it goes back too, leaving no stray entry; what a pick does next (open another overlay, go
 * elsewhere) waits until that Back has arrived. Opening one overlay over another takes its entry.
 */
export function useOverlayEntry(name: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const open = (location.state as OverlayState | null)?.overlay === name;
  // The newest location, for callbacks run after a Back (a pick's next step) rather than at render.
  const latest = useRef(location);
  latest.current = location;
  // A Back already asked for and not yet arrived (a second close must not go back twice), and what
  // to do once it has.
  const leaving = useRef(false);
  const afterLeaving = useRef<(() => void) | null>(null);
  useEffect(() => {
    leaving.current = false;
    const then = afterLeaving.current;
    afterLeaving.current = null;
    then?.();
  }, [location.key]);

  const overlayNow = () => (latest.current.state as OverlayState | null)?.overlay;

  const show = useCallback(() => {
    const { pathname, search } = latest.current;
    const now = overlayNow();
    if (now !== name) void navigate({ pathname, search }, { state: { overlay: name } satisfies OverlayState, replace: now !== undefined });
  }, [navigate, name]);

  /** Closes the overlay (a Back), then runs `then`: the next step of a pick made in it. */
  const hideThen = useCallback(
    (then?: () => void) => {
      if (overlayNow() !== name || leaving.current) return then?.();
      leaving.current = true;
      afterLeaving.current = then ?? null;
      void navigate(-1);
    },
    [navigate, name],
  );
  const hide = useCallback(() => hideThen(), [hideThen]);

  /** Goes to `path`, in place of an overlay's entry (or of the same page: no duplicate entry). */
  const leaveTo = useCallback(
    (path: string) => {
      const { pathname, search } = latest.current;
      void navigate(path, { replace: overlayNow() !== undefined || path === pathname + search });
    },
    [navigate],
  );

  return { open, show, hide, hideThen, toggle: open ? hide : show, leaveTo };
}
