import { API, type UndoReviewResponse } from '@vidya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { flashcardKeys } from './flashcard-keys.ts';

export const undoReview = () => apiFetch<UndoReviewResponse>(API.flashcards.undo, { method: 'POST' });

/** Undoes the last rating: the server puts the card back as it was stored before it. */
export function useUndoReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashcardKeys.review }),
  });
}
