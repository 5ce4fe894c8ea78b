import { API, type PastAssignment } from '@vidya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { assignmentKeys } from './assignment-keys.ts';

export const getPastAssignments = () => apiFetch<PastAssignment[]>(API.assignments.list);

export const getPastAssignmentsQueryOptions = () =>
  queryOptions({ queryKey: assignmentKeys.past(), queryFn: getPastAssignments });

/** The student's scored attempts, newest first. */
export const usePastAssignments = () => useQuery(getPastAssignmentsQueryOptions());
