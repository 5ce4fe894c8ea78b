import { API, type DueCards } from '@vidya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { endOfToday, flashcardKeys } from './flashcard-keys.ts';

export const getDueCards = (signal?: AbortSignal) =>
  apiFetch<DueCards>(`${API.flashcards.due}?until=${encodeURIComponent(endOfToday())}`, { signal });

export const getDueCardsQueryOptions = () => queryOptions({ queryKey: flashcardKeys.due, queryFn: ({ signal }) => getDueCards(signal) });

/** The cards due today across all the student's sets, each with when it would come back after each answer. */
export const useDueCards = () => useQuery(getDueCardsQueryOptions());
