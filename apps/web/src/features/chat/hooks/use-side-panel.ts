import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { panelSearch, readPanel, type PanelMode, type TextbookTarget } from '../../../lib/side-panel-url.ts';

interface PanelState {
  /** The panel was opened from this chat (not by a shared link): closing it is a Back. */
  panelFromChat?: boolean;
  /** The chat's path when the panel was opened: the path of the history entry below the panel's. */
  panelOpenedAt?: string;
}

/**
 * The side panel (textbook, whiteboard, flashcards) beside the chat, kept in the URL's query. Opening
 * one from the chat adds a history entry, so the phone's Back closes it; switching panels takes that
 * entry's place, and closing goes back (a shared link's panel closes in place).
 */
export function useSidePanel() {
  const location = useLocation();
  const navigate = useNavigate();
  const { mode, target } = readPanel(location.search);
  const state = (location.state as PanelState | null) ?? {};
  const fromChat = state.panelFromChat === true;
  const openedAt = state.panelOpenedAt;
  const { pathname } = location;

  const open = useCallback(
    (next: PanelMode, to?: TextbookTarget) => {
      const nextState: PanelState = mode ? { panelFromChat: fromChat, panelOpenedAt: openedAt } : { panelFromChat: true, panelOpenedAt: pathname };
      void navigate({ pathname, search: panelSearch(next, to) }, { replace: mode !== null, state: nextState });
    },
    [navigate, pathname, mode, fromChat, openedAt],
  );
  const close = useCallback(() => {
    if (!mode) return;
    if (!fromChat) return void navigate({ pathname, search: '' }, { replace: true });
    if (openedAt !== undefined && openedAt !== pathname) {
      // The chat's path changed under the panel (a new chat got its session), so the entry below is
      // the empty new chat: step back onto it, then put this chat in its place, in the same task, so
      // the empty chat never renders and the session is kept.
      window.addEventListener('popstate', () => void navigate({ pathname }, { replace: true }), { once: true });
    }
    void navigate(-1);
  }, [navigate, pathname, mode, fromChat, openedAt]);
  const toggle = useCallback((next: PanelMode) => (next === mode ? close() : open(next)), [mode, open, close]);

  return { mode, target, open, close, toggle };
}
