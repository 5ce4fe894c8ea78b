import { API, type ChatBot, type QuestionsResponse, type Session, type SessionSummary } from '@vidya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const chatKeys = {
  sessions: (bot: ChatBot) => ['chat', 'sessions', bot] as const,
  session: (id: string) => ['chat', 'session', id] as const,
  welcome: (bot: ChatBot) => ['chat', 'welcome', bot] as const,
};

export const createSession = (name: string, chatBot: ChatBot) =>
  apiFetch<Session>(API.chat.createSession, { body: { name, chatBot } });

export const getSessions = (bot: ChatBot) => apiFetch<SessionSummary[]>(API.chat.sessions(bot));
export const sessionsQueryOptions = (bot: ChatBot) => queryOptions({ queryKey: chatKeys.sessions(bot), queryFn: () => getSessions(bot) });
export const useSessions = (bot: ChatBot, enabled = true) => useQuery({ ...sessionsQueryOptions(bot), enabled });

export const getSession = (id: string) => apiFetch<Session>(API.chat.session(id));

export const deleteSession = (id: string) => apiFetch<{ message: string }>(API.chat.deleteSession(id), { method: 'DELETE' });

export const generateName = (id: string) => apiFetch<{ name: string }>(API.chat.generateName(id));

/** Follow-up questions after an answer (spec: generate-questions), as a list. */
export async function suggestQuestions(id: string, inputText: string): Promise<string[]> {
  const { questions } = await apiFetch<QuestionsResponse>(API.chat.generateQuestions(id), { body: { inputText } });
  return Object.values(questions);
}

/** The welcome view's suggested questions for a bot. */
export const useWelcomeQuestions = (bot: ChatBot) =>
  useQuery({
    queryKey: chatKeys.welcome(bot),
    queryFn: async () => Object.values((await apiFetch<QuestionsResponse>(API.chat.welcomeQuestions(bot))).questions),
    staleTime: Infinity,
  });
