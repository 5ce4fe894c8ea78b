import { API, type DeleteFlashcardSetResponse } from '@vidya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { flashcardKeys } from './flashcard-keys.ts';

export const deleteFlashcardSet = (setId: string) => apiFetch<DeleteFlashcardSetResponse>(API.flashcards.delete(setId), { method: 'DELETE' });

/** Deletes a set (by its _id); the lists and the due count refetch. */
export function useDeleteFlashcardSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFlashcardSet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashcardKeys.all }),
  });
}
