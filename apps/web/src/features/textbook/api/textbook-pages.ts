import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { textbookPagesPath, type CourseBot, type Language, type TextbookPages } from '@vidya/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/** Where each chapter and section of a course's book (in one edition) starts, with the chapter titles (a few KB). */
export const textbookPagesQueryOptions = (bot: CourseBot, edition: Language = 'en') =>
  queryOptions({
    queryKey: ['textbook-pages', bot, edition] as const,
    // Our own server's file (the api tests check its shape): no zod in the chat's chunks for it.
    queryFn: () => apiFetch<TextbookPages>(textbookPagesPath(bot, edition), { auth: false }),
    staleTime: Infinity,
    // A deployment without a Hindi edition answers 404: that is an answer, not a hiccup to retry.
    retry: edition === 'en' ? 1 : false,
  });

export const useTextbookPages = (bot: CourseBot, edition: Language = 'en') => useQuery(textbookPagesQueryOptions(bot, edition));

/**
 * The edition the textbook opens in: the student's language, while this deployment has that
 * edition of the book (its page table answers); English otherwise.
 */
export function useTextbookEdition(bot: CourseBot, language: Language): Language {
  const hindi = useQuery({ ...textbookPagesQueryOptions(bot, 'hi'), enabled: language === 'hi' });
  return language === 'hi' && !hindi.isError ? 'hi' : 'en';
}

/**
 * The page tables of several courses (those a tutor answer may cite), each from its own cached
 * query; a course whose table cannot be had is left out (its citations stay plain text). Undefined
 * until every table has been tried.
 */
export function useTextbookTables(bots: readonly CourseBot[], edition: Language = 'en', enabled = true): Partial<Record<CourseBot, TextbookPages>> | undefined {
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: ['textbook-tables', edition, ...bots],
    enabled,
    queryFn: async () => {
      const tables = await Promise.all(bots.map((bot) => client.fetchQuery(textbookPagesQueryOptions(bot, edition)).catch(() => null)));
      return Object.fromEntries(bots.flatMap((bot, i) => (tables[i] ? [[bot, tables[i]]] : [])));
    },
    staleTime: Infinity,
  });
  return data;
}
