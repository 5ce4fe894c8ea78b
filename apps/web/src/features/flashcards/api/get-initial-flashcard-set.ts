import { API, type InitialFlashcardSet } from '@vidya/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { flashcardKeys } from './flashcard-keys.ts';

export const getInitialFlashcardSet = (sessionId: string, signal?: AbortSignal) =>
  apiFetch<InitialFlashcardSet>(API.flashcards.initial(sessionId), { signal });

export const getInitialFlashcardSetQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: flashcardKeys.initial(sessionId), queryFn: ({ signal }) => getInitialFlashcardSet(sessionId, signal) });

/** Whether the session already has a set (the panel opens on it) or not (a message); `null` reads nothing. */
export function useInitialFlashcardSet(sessionId: string | null) {
  return useQuery({
    ...getInitialFlashcardSetQueryOptions(sessionId ?? ''),
    queryFn: sessionId ? getInitialFlashcardSetQueryOptions(sessionId).queryFn : skipToken,
  });
}
