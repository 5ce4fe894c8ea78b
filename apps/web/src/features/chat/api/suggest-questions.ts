import { API, type QuestionsResponse } from '@vidya/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/** Follow-up questions after an answer (spec: generate-questions), as a list. */
export async function suggestQuestions(id: string, inputText: string): Promise<string[]> {
  const { questions } = await apiFetch<QuestionsResponse>(API.chat.generateQuestions(id), { body: { inputText } });
  return Object.values(questions);
}
