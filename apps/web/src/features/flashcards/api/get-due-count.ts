import { API, type DueCount } from '@vidya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { endOfToday, flashcardKeys } from './flashcard-keys.ts';

export const getDueCount = (signal?: AbortSignal) =>
  apiFetch<DueCount>(`${API.flashcards.dueCount}?until=${encodeURIComponent(endOfToday())}`, { signal });

export const getDueCountQueryOptions = () =>
  queryOptions({ queryKey: flashcardKeys.dueCount, queryFn: ({ signal }) => getDueCount(signal), staleTime: 60_000 });

/** How many cards are due today (the Flashcards toggle's and the landing page's badge). */
export const useDueCount = () => useQuery(getDueCountQueryOptions());
