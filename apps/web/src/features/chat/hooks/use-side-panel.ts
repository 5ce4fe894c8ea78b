import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { panelSearch, readPanel, type PanelMode, type TextbookTarget } from '../../../lib/side-panel-url.ts';

interface PanelState {
  /** The panel was opened from this chat (not by a shared link): closing it is a Back. */
  panelFromChat?: boolean;
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
  const fromChat = (location.state as PanelState | null)?.panelFromChat === true;
  const { pathname } = location;

  const open = useCallback(
    (next: PanelMode, to?: TextbookTarget) => {
      const state: PanelState = { panelFromChat: mode ? fromChat : true };
      void navigate({ pathname, search: panelSearch(next, to) }, { replace: mode !== null, state });
    },
    [navigate, pathname, mode, fromChat],
  );
  const close = useCallback(() => {
    if (!mode) return;
    if (fromChat) void navigate(-1);
    else void navigate({ pathname, search: '' }, { replace: true });
  }, [navigate, pathname, mode, fromChat]);
  const toggle = useCallback((next: PanelMode) => (next === mode ? close() : open(next)), [mode, open, close]);

  return { mode, target, open, close, toggle };
}
