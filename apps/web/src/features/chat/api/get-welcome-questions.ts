import { API, type ChatBot, type QuestionsResponse } from '@vidya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { chatKeys } from './chat-keys.ts';

export const getWelcomeQuestions = async (bot: ChatBot) => Object.values((await apiFetch<QuestionsResponse>(API.chat.welcomeQuestions(bot))).questions);

export const getWelcomeQuestionsQueryOptions = (bot: ChatBot) => queryOptions({ queryKey: chatKeys.welcome(bot), queryFn: () => getWelcomeQuestions(bot), staleTime: Infinity });

/** The welcome view's suggested questions for a bot. */
export const useWelcomeQuestions = (bot: ChatBot) => useQuery(getWelcomeQuestionsQueryOptions(bot));
