import { API, type SessionFlashcards } from '@vidya/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { flashcardKeys } from './flashcard-keys.ts';

export const getSessionFlashcards = (sessionId: string, signal?: AbortSignal) =>
  apiFetch<SessionFlashcards>(API.flashcards.ofSession(sessionId), { signal });

export const getSessionFlashcardsQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: flashcardKeys.session(sessionId), queryFn: ({ signal }) => getSessionFlashcards(sessionId, signal) });

/** A session's sets with their cards; `null` reads nothing. */
export function useSessionFlashcards(sessionId: string | null) {
  return useQuery({
    ...getSessionFlashcardsQueryOptions(sessionId ?? ''),
    queryFn: sessionId ? getSessionFlashcardsQueryOptions(sessionId).queryFn : skipToken,
  });
}
