import { useMemo } from 'react';
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

// Module-level, so useQueries hands back the same array while no table changes.
const tablesOf = (results: { data?: TextbookPages }[]) => results.map((r) => r.data);

/** The page tables of several courses (those a tutor answer may cite), as far as they have arrived. */
export function useTextbookTables(bots: readonly CourseBot[]): Partial<Record<CourseBot, TextbookPages>> {
  const data = useQueries({ queries: bots.map(textbookPagesQueryOptions), combine: tablesOf });
  return useMemo(() => Object.fromEntries(bots.flatMap((bot, i) => (data[i] ? [[bot, data[i]]] : []))), [bots, data]);
}
