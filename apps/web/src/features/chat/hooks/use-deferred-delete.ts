import { useQueryClient } from '@tanstack/react-query';
import { API, type ChatBot } from '@vidya/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { chatKeys } from '../api/sessions.ts';

export const UNDO_WINDOW_MS = 5000;
// Deletes still waiting when the page went away: sent on the next visit, so none is silently lost.
const STORAGE_KEY = 'vidya.pendingDeletes';

export interface PendingDelete {
  id: string;
  /** The chat was open when it was deleted; Undo opens it again. */
  wasOpen: boolean;
}

const stored = (): string[] => {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};
const store = (ids: string[]) => (ids.length ? localStorage.setItem(STORAGE_KEY, JSON.stringify(ids)) : localStorage.removeItem(STORAGE_KEY));
const remember = (id: string) => store([...stored().filter((x) => x !== id), id]);
const forget = (id: string) => store(stored().filter((x) => x !== id));
// Sent and not yet answered (React's development double mount must not send one twice).
const inFlight = new Set<string>();

/**
 * Delete with Undo: `remove` hides the item at once and `commit` runs only when the undo window ends,
 * another item is removed, the page is hidden or left, or the screen unmounts. `undo` cancels it; a
 * cancelled delete is never sent. Ids are kept in localStorage until `commit` settles, and any left
 * from a page that died mid-window are committed when the hook next mounts.
 */
export function useDeferredDelete(commit: (id: string) => Promise<void>, windowMs = UNDO_WINDOW_MS) {
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const pendingRef = useRef<PendingDelete | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  const send = useCallback((id: string) => {
    if (inFlight.has(id)) return;
    inFlight.add(id);
    void commitRef.current(id).finally(() => {
      inFlight.delete(id);
      forget(id);
    });
  }, []);

  const take = useCallback(() => {
    const taken = pendingRef.current;
    pendingRef.current = null;
    clearTimeout(timer.current);
    setPending(null);
    return taken;
  }, []);

  const flush = useCallback(() => {
    const taken = take();
    if (taken) send(taken.id);
  }, [take, send]);

  const remove = useCallback(
    (item: PendingDelete) => {
      flush();
      remember(item.id);
      pendingRef.current = item;
      setPending(item);
      timer.current = setTimeout(flush, windowMs);
    },
    [flush, windowMs],
  );

  const undo = useCallback(() => {
    const taken = take();
    if (taken) forget(taken.id);
    return taken;
  }, [take]);

  useEffect(() => {
    for (const id of stored()) send(id);
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush, send]);

  return { pending, remove, undo };
}

/**
 * A chat's Delete with Undo. The request may outlive the page (keepalive); a chat already gone counts
 * as deleted; on any other failure the chat comes back to the list and the student is told.
 */
export function useUndoableSessionDelete(bot: ChatBot) {
  const queryClient = useQueryClient();
  const commit = useCallback(
    async (id: string) => {
      try {
        await apiFetch(API.chat.deleteSession(id), { method: 'DELETE', keepalive: true });
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 404)) {
          console.warn('could not delete the session', err);
          notify.error(t('Could not delete the chat. Check your connection and try again.'));
        }
      }
      await queryClient.invalidateQueries({ queryKey: chatKeys.sessions(bot) });
    },
    [queryClient, bot],
  );
  return useDeferredDelete(commit);
}
