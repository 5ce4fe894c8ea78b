import { API, type AssignmentDetail, type EvaluateInput, type Evaluation } from '@vidya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { assignmentKeys } from './assignment-keys.ts';

export const evaluateAssignment = (id: string, userAnswers: EvaluateInput['userAnswers']) =>
  apiFetch<Evaluation>(API.assignments.evaluate(id), { body: { userAnswers } });

/** Submits every answer; the server scores them. The result joins the assignment and the past list. */
export function useEvaluateAssignment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userAnswers: EvaluateInput['userAnswers']) => evaluateAssignment(id, userAnswers),
    onSuccess: (evaluation) => {
      queryClient.setQueryData<AssignmentDetail>(
        assignmentKeys.one(id),
        (old) => old && { ...old, evaluation },
      );
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.past() });
      void queryClient.invalidateQueries({ queryKey: [...assignmentKeys.all, 'mastery'] });
    },
  });
}
