import { API, type Session } from '@vidya/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { UiMessage } from '../lib/local-message.ts';
import { chatKeys } from './chat-keys.ts';

/** A session in the cache: the stored messages, plus lines shown here only (an error line). */
export interface CachedSession extends Session {
  messages: UiMessage[];
}

export const getSession = (id: string, signal?: AbortSignal) => apiFetch<Session>(API.chat.session(id), { signal });

/**
 * The cache is kept current by our own writes (the send mutation appends each stored exchange), so
 * it is not refetched on focus or remount: a refetch mid-answer would show the question twice.
 */
export const getSessionQueryOptions = (id: string) =>
  queryOptions<CachedSession>({
    queryKey: chatKeys.session(id),
    queryFn: ({ signal }) => getSession(id, signal),
    staleTime: Infinity,
  });

/** One session's messages; `null` (a new chat) reads nothing. */
export function useSession(id: string | null) {
  return useQuery({ ...getSessionQueryOptions(id ?? ''), queryFn: id ? getSessionQueryOptions(id).queryFn : skipToken });
}
