import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from '../api/chat-keys.ts';
import type { CachedSession } from '../api/get-session.ts';
import type { UiMessage } from './local-message.ts';

/**
 * Adds messages to a cached session, each once (a re-read of the session may have brought one already);
 * a session not in the cache is read again instead.
 */
export function appendMessages(queryClient: QueryClient, sessionId: string, messages: UiMessage[]) {
  const key = chatKeys.session(sessionId);
  if (!queryClient.getQueryData<CachedSession>(key)) return void queryClient.invalidateQueries({ queryKey: key });
  queryClient.setQueryData<CachedSession>(key, (old) => {
    if (!old) return old;
    const have = new Set(old.messages.map((m) => m._id));
    return { ...old, messages: [...old.messages, ...messages.filter((m) => !have.has(m._id))] };
  });
}

/** Drops a line shown here only (an error line, once its question is asked again). */
export function removeMessage(queryClient: QueryClient, sessionId: string, messageId: string) {
  queryClient.setQueryData<CachedSession>(chatKeys.session(sessionId), (old) => old && { ...old, messages: old.messages.filter((m) => m._id !== messageId) });
}
