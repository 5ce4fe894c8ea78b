import { API, type RateCardResponse, type ReviewRating } from '@vidya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { flashcardKeys } from './flashcard-keys.ts';

/** Only the card and the answer: the server schedules from the state it stored. */
export const rateCard = (cardId: string, rating: ReviewRating) =>
  apiFetch<RateCardResponse>(API.flashcards.rate(cardId), { body: { rating } });

export function useRateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, rating }: { cardId: string; rating: ReviewRating }) => rateCard(cardId, rating),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashcardKeys.review }),
  });
}
