import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { textbookPagesPath, TextbookPagesSchema, type CourseBot, type TextbookPages } from '@vidya/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/** Where each chapter and section of a course's book starts, with the chapter titles (a few KB). */
export const textbookPagesQueryOptions = (bot: CourseBot) =>
  queryOptions({
    queryKey: ['textbook-pages', bot] as const,
    queryFn: async (): Promise<TextbookPages> => TextbookPagesSchema.parse(await apiFetch(textbookPagesPath(bot), { auth: false })),
    staleTime: Infinity,
  });

export const useTextbookPages = (bot: CourseBot) => useQuery(textbookPagesQueryOptions(bot));

/** The page tables of several courses (those a tutor answer may cite), as far as they have arrived. */
export function useTextbookTables(bots: readonly CourseBot[]): Partial<Record<CourseBot, TextbookPages>> {
  return useQueries({
    queries: bots.map(textbookPagesQueryOptions),
    combine: (results) => Object.fromEntries(results.flatMap((r, i) => (r.data ? [[bots[i], r.data]] : []))),
  });
}
