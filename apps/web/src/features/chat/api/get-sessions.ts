import { API, SESSIONS_PAGE_SIZE, type ChatBot, type SessionSummary } from '@vidya/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { chatKeys } from './chat-keys.ts';

/** Where a page starts: after the last session of the page before (its updatedAt and _id). */
export type SessionsCursor = { before: string; beforeId: string } | null;

/** One page of the bot's sessions, newest first. */
export const getSessions = (bot: ChatBot, cursor: SessionsCursor = null, limit = SESSIONS_PAGE_SIZE) => {
  const query = new URLSearchParams({ limit: String(limit), ...(cursor ?? {}) });
  return apiFetch<SessionSummary[]>(`${API.chat.sessions(bot)}?${query}`);
};

export const getSessionsQueryOptions = (bot: ChatBot) =>
  infiniteQueryOptions({
    queryKey: chatKeys.sessions(bot),
    queryFn: ({ pageParam }) => getSessions(bot, pageParam),
    initialPageParam: null as SessionsCursor,
    // A full page may have more after it; a shorter one is the end.
    getNextPageParam: (page): SessionsCursor | undefined => {
      const last = page.at(-1);
      return page.length >= SESSIONS_PAGE_SIZE && last
        ? { before: last.updatedAt, beforeId: last._id }
        : undefined;
    },
  });

/** The bot's sessions, newest first, a page at a time: the history panel's list. */
export function useSessions(bot: ChatBot, enabled = true) {
  const query = useInfiniteQuery({ ...getSessionsQueryOptions(bot), enabled });
  return { ...query, sessions: query.data?.pages.flat() };
}
