import { API, type CourseBot, type MasteryResponse } from '@vidya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { assignmentKeys } from './assignment-keys.ts';

export const getMastery = (bot: CourseBot) => apiFetch<MasteryResponse>(API.assignments.mastery(bot));

export const getMasteryQueryOptions = (bot: CourseBot) =>
  queryOptions({ queryKey: assignmentKeys.mastery(bot), queryFn: () => getMastery(bot) });

/** The student's mastery of each chapter of a course (0 to 1; `asked` 0 when never asked), for the syllabus. */
export const useMastery = (bot: CourseBot, enabled = true) =>
  useQuery({ ...getMasteryQueryOptions(bot), enabled });
