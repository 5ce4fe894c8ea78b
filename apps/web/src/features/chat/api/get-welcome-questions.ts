import { API, type ChatBot, type QuestionsResponse } from '@vidya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { currentLanguage, useI18n, type Language } from '../../../i18n/i18n.ts';
import { chatKeys } from './chat-keys.ts';

/** The questions in `language`: the app's language now, which the account may not have saved yet. */
export const getWelcomeQuestions = async (bot: ChatBot, language: Language = currentLanguage()) =>
  Object.values((await apiFetch<QuestionsResponse>(`${API.chat.welcomeQuestions(bot)}?lang=${language}`)).questions);

/** Keyed by language too, so switching the language fetches the other language's questions. */
export const getWelcomeQuestionsQueryOptions = (bot: ChatBot, language: Language = currentLanguage()) =>
  queryOptions({ queryKey: [...chatKeys.welcome(bot), language], queryFn: () => getWelcomeQuestions(bot, language), staleTime: Infinity });

/** The welcome view's suggested questions for a bot, in the app's language. */
export const useWelcomeQuestions = (bot: ChatBot) => {
  const { language } = useI18n();
  return useQuery(getWelcomeQuestionsQueryOptions(bot, language));
};
