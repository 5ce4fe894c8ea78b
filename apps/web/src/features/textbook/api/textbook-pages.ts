import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { textbookPagesPath, type CourseBot, type TextbookPages } from '@vidya/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/** Where each chapter and section of a course's book starts, with the chapter titles (a few KB). */
export const textbookPagesQueryOptions = (bot: CourseBot) =>
  queryOptions({
    queryKey: ['textbook-pages', bot] as const,
    // Our own server's file (the api tests check its shape): no zod in the chat's chunks for it.
    queryFn: () => apiFetch<TextbookPages>(textbookPagesPath(bot), { auth: false }),
    staleTime: Infinity,
  });

export const useTextbookPages = (bot: CourseBot) => useQuery(textbookPagesQueryOptions(bot));

/**
 * The page tables of several courses (those a tutor answer may cite), each from its own cached
 * query; a course whose table cannot be had is left out (its citations stay plain text). Undefined
 * until every table has been tried.
 */
export function useTextbookTables(bots: readonly CourseBot[]): Partial<Record<CourseBot, TextbookPages>> | undefined {
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: ['textbook-tables', ...bots],
    queryFn: async () => {
      const tables = await Promise.all(bots.map((bot) => client.fetchQuery(textbookPagesQueryOptions(bot)).catch(() => null)));
      return Object.fromEntries(bots.flatMap((bot, i) => (tables[i] ? [[bot, tables[i]]] : [])));
    },
    staleTime: Infinity,
  });
  return data;
}
