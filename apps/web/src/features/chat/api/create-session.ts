import { API, type ChatBot, type Session } from '@vidya/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { chatKeys } from './chat-keys.ts';

export const createSession = (name: string, chatBot: ChatBot) => apiFetch<Session>(API.chat.createSession, { body: { name, chatBot } });

/** Creates a session and puts it in the cache, so opening it right after loads nothing. */
export async function createCachedSession(queryClient: QueryClient, name: string, chatBot: ChatBot) {
  const session = await createSession(name, chatBot);
  queryClient.setQueryData(chatKeys.session(session._id), session);
  return session;
}
