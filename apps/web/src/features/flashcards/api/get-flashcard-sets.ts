import { API, type FlashcardSetSummary } from '@vidya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { flashcardKeys } from './flashcard-keys.ts';

export const getFlashcardSets = (signal?: AbortSignal) => apiFetch<FlashcardSetSummary[]>(API.flashcards.list, { signal });

export const getFlashcardSetsQueryOptions = () =>
  queryOptions({ queryKey: flashcardKeys.sets, queryFn: ({ signal }) => getFlashcardSets(signal) });

/** Summaries of all the student's sets, newest first (the set selector). */
export const useFlashcardSets = () => useQuery(getFlashcardSetsQueryOptions());
