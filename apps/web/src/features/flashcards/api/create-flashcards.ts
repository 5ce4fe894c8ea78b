import { API, type FlashcardSet } from '@vidya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { flashcardKeys } from './flashcard-keys.ts';

export const createFlashcards = (sessionId: string) => apiFetch<FlashcardSet>(API.flashcards.create(sessionId), { method: 'POST' });

/** Makes a set from the session's conversation; the lists and the due count refresh. */
export function useCreateFlashcards(sessionId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createFlashcards(sessionId!),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashcardKeys.all }),
  });
}
