import { API, type AssignmentDetail, type GenerateAssignmentResponse } from '@vidya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { assignmentKeys } from './assignment-keys.ts';

export const generateAssignment = (sessionId: string) =>
  apiFetch<GenerateAssignmentResponse>(API.assignments.generate(sessionId), { method: 'POST' });

/** Makes an assignment from a chat session; the test screen then opens without fetching it again. */
export function useGenerateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateAssignment,
    onSuccess: ({ assignment, assignmentId }) => {
      const detail: AssignmentDetail = { _id: assignmentId, assignment, evaluation: null };
      queryClient.setQueryData(assignmentKeys.one(assignmentId), detail);
    },
  });
}
