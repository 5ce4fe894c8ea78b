import { API, type AssignmentDetail } from '@vidya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { assignmentKeys } from './assignment-keys.ts';

export const getAssignment = (id: string) => apiFetch<AssignmentDetail>(API.assignments.get(id));

export const getAssignmentQueryOptions = (id: string) =>
  queryOptions({ queryKey: assignmentKeys.one(id), queryFn: () => getAssignment(id), staleTime: Infinity });

/** An assignment's questions (never their keys), and its result once submitted. */
export const useAssignment = (id: string) => useQuery(getAssignmentQueryOptions(id));
