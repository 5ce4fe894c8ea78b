import { COURSE_BOTS, COURSE_TITLES, type ChatBot } from '@vidya/contract';
import { botScope } from './grounding/bot-scope.ts';

/** 'Asha' from 'Asha Devi'; empty when no name is known. */
export const firstName = (studentName: string) => studentName.trim().split(/\s+/)[0] ?? '';

/** Who the teacher is, in one sentence, for text and voice alike. */
export function persona(bot: ChatBot, productName: string, student: string): string {
  const scope = botScope(bot);
  switch (scope.kind) {
    case 'course':
      return `You are ${productName}, a warm and patient teacher of the ${COURSE_TITLES[scope.course]} vocational course, tutoring ${student}, a student of open schooling in India.`;
    case 'all-courses':
      return `You are the ${productName} Learning Assistant, a warm and patient teacher who helps ${student}, a student of open schooling in India, with five vocational IT courses (${COURSE_BOTS.map((b) => COURSE_TITLES[b]).join(', ')}) and with study skills.`;
    case 'help':
      return `You are ${productName} Help, the friendly assistant on ${productName}'s home page. You help ${student} understand what ${productName} is, which courses it teaches, how to use it, and how open schooling in India works.`;
  }
}
