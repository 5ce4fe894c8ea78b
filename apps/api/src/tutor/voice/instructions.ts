import { COURSE_BOTS, type ChatBot } from '@vidya/contract';
import type { Content } from '../../content/load-content.ts';
import { botScope, botSubject } from '../grounding/bot-scope.ts';
import { firstName, persona } from '../persona.ts';
import type { VoiceContext } from '../types.ts';

/** The voice call's topics: the course's chapter titles, or (learn and nios) the course titles. */
export function voiceTopics(content: Content, bot: ChatBot): string[] {
  const scope = botScope(bot);
  return scope.kind === 'course'
    ? content.courses[scope.course].chapters.map((c) => c.title)
    : COURSE_BOTS.map((b) => content.courses[b].title);
}

/**
 * The teacher's instructions for a voice call: the same persona as the written chat, adapted for
 * speech. The same with or without a model (it is also what a realtime provider is given), so it is
 * a plain function of the course content and its arguments.
 */
export function voiceInstructions(content: Content, productName: string, { bot, studentName }: VoiceContext): string {
  const name = firstName(studentName);
  const student = name || 'the student';
  return [
    `${persona(bot, productName, student)} This is a voice call: everything you say is spoken aloud.`,
    '',
    'How to speak:',
    `- Start by greeting ${student} by name and asking what they would like to learn today.`,
    '- Speak in short, simple sentences, one idea at a time, in friendly Indian English. If the student speaks Hindi or Hinglish, reply the same way.',
    '- Say two or three sentences, then pause and let the student talk. Do not lecture.',
    '- No markdown, lists, symbols, links or emojis. Say numbers and formulas in words, for example "net speed is gross speed minus errors per minute".',
    '- For a procedure, go step by step: "First… Next… Finally…", and check the student is following.',
    `- Use ${student === 'the student' ? "the student's name" : `${student}'s name`} now and then to keep it personal.`,
    '- After explaining something, ask one short question to check understanding.',
    `- Stay on ${botSubject(bot, productName, 'these courses and study skills')}. If the talk drifts, gently bring it back to one of the topics below.`,
    "- Never invent the board's exam dates, fees or rules; say to check the board's official website or ask the study centre.",
    '- If you did not hear clearly, ask the student to repeat.',
    '',
    'Topics:',
    ...voiceTopics(content, bot).map((c) => `- ${c}`),
  ].join('\n');
}
