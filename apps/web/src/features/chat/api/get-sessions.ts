import { API, type ChatBot, type SessionSummary } from '@vidya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { chatKeys } from './chat-keys.ts';

export const getSessions = (bot: ChatBot) => apiFetch<SessionSummary[]>(API.chat.sessions(bot));

export const getSessionsQueryOptions = (bot: ChatBot) => queryOptions({ queryKey: chatKeys.sessions(bot), queryFn: () => getSessions(bot) });

/** The bot's sessions, newest first: the history panel's list. */
export const useSessions = (bot: ChatBot, enabled = true) => useQuery({ ...getSessionsQueryOptions(bot), enabled });
