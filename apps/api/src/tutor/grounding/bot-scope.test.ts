import { fileURLToPath } from 'node:url';
import { CHAT_BOTS, COURSE_BOTS } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load-content.ts';
import { botMaterial, botScope, welcomeQuestions } from './bot-scope.ts';
import { createRetriever } from './retrieval.ts';

const content = loadContent(fileURLToPath(new URL('../../../../../content', import.meta.url)));
const retriever = createRetriever(content);

describe('bot scope', () => {
  it('knows each bot: a course, every course, or the help', () => {
    expect(CHAT_BOTS.map((bot) => botScope(bot).kind)).toEqual([
      'all-courses',
      ...COURSE_BOTS.map(() => 'course'),
      'help',
    ]);
    expect(botScope('crmVoice')).toEqual({ kind: 'course', course: 'crmVoice' });
  });

  it('says what each bot draws on', () => {
    expect(botMaterial(content, 'dataEntry')).toEqual({ courses: ['dataEntry'], guides: [] });
    expect(botMaterial(content, 'learn')).toEqual({ courses: COURSE_BOTS, guides: [content.studySkills] });
    expect(botMaterial(content, 'nios')).toEqual({ courses: [], guides: [...content.help, content.studySkills] });
  });

  it('retrieval keeps to it', () => {
    const sources = (bot: Parameters<typeof retriever.search>[0], q: string) =>
      new Set(retriever.search(bot, q, 10).map((p) => p.source));
    expect(sources('dataEntry', 'How do I calculate net typing speed?')).toEqual(new Set(['dataEntry']));
    expect(sources('webDevelopment', 'How do I make a table in HTML?')).toEqual(new Set(['webDevelopment']));
    // A course bot whose course lacks the topic answers from the course that teaches it.
    expect(sources('webDevelopment', 'How do I calculate net typing speed?')).toEqual(new Set(['dataEntry']));
    expect(sources('learn', 'How do I calculate net typing speed?').has('dataEntry')).toBe(true);
    expect(retriever.search('learn', 'How should I prepare for exams?', 1)[0]?.chapterTitle).toBe(content.studySkills.title);
    expect(sources('nios', 'What is a study centre?')).toEqual(new Set(['help']));
    expect(retriever.search('dataEntry', 'What is a study centre?')).toEqual([]);
  });

  it('offers welcome questions for every bot from what it draws on', () => {
    for (const bot of CHAT_BOTS) expect(welcomeQuestions(content, bot)).toHaveLength(4);
    const first = (d: { suggestedQuestions: string[] }) => d.suggestedQuestions[0];
    expect(welcomeQuestions(content, 'crmVoice')).toEqual(content.courses.crmVoice.chapters.slice(0, 4).map(first));
    expect(welcomeQuestions(content, 'learn')).toEqual([
      first(content.studySkills),
      ...COURSE_BOTS.slice(0, 3).map((b) => first(content.courses[b].chapters[0]!)),
    ]);
    expect(welcomeQuestions(content, 'nios')).toEqual(content.help.slice(0, 4).map(first));
  });
});
