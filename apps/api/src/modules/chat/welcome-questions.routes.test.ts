import { COURSE_BOTS, CHAT_BOTS, type ChatBot } from '@vidya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load-content.ts';
import { welcomeQuestions } from '../../tutor/grounding/bot-scope.ts';
import { DEVANAGARI_WORD } from '../../tutor/language/devanagari.ts';
import { SAY } from '../../tutor/chat/say.ts';
import { callAs, createTestApp, registerStudent, type Student, type TestContext } from '../../../test/app.ts';

/** A Devanagari word (the shared pattern is global, so `test` would keep its place between calls). */
const HINDI_WORD = new RegExp(DEVANAGARI_WORD.source);

const content = loadContent(new URL('../../../../../content', import.meta.url).pathname);
let ctx: TestContext;
let meera: Student;
let asha: Student;

beforeAll(async () => {
  ctx = await createTestApp();
  meera = await registerStudent(ctx.app, { firstName: 'Meera', language: 'hi' });
  asha = await registerStudent(ctx.app, { firstName: 'Asha' });
});
afterAll(() => ctx.close());

const welcome = async (s: Student, bot: ChatBot, query = '') => {
  const res = await callAs(ctx.app, s, 'GET', `/api/chat/suggestions/${bot}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return Object.values(res.json().questions as Record<string, string>);
};

/** The Hindi edition's question in the place of each English one (same chapter or guide, same position). */
const inHindi = (bot: ChatBot) => {
  const places = [
    ...COURSE_BOTS.flatMap((b) => content.courses[b].chapters.map((c, i) => [c.suggestedQuestions, content.hindi!.courses[b][i]!.suggestedQuestions] as const)),
    ...[...content.help, content.studySkills].map((d) => [d.suggestedQuestions, content.hindi!.help.get(d.slug)!.suggestedQuestions] as const),
  ];
  return welcomeQuestions(content, bot).map((q) => places.map(([en, hi]) => hi[en.indexOf(q)]).find(Boolean));
};

describe('welcome questions in the student’s language', () => {
  it('are the Hindi edition’s for a student who chose Hindi, on every bot, and English for one who chose English', async () => {
    for (const bot of CHAT_BOTS) {
      const hindi = await welcome(meera, bot);
      expect(hindi).toEqual(inHindi(bot));
      expect(hindi.every((q) => HINDI_WORD.test(q))).toBe(true);
      expect(await welcome(asha, bot)).toEqual(welcomeQuestions(content, bot));
    }
  });

  it('follow the app’s language when it says so (?lang=), before the account has saved a switch', async () => {
    expect(await welcome(meera, 'dataEntry', '?lang=en')).toEqual(welcomeQuestions(content, 'dataEntry'));
    expect(await welcome(asha, 'dataEntry', '?lang=hi')).toEqual(inHindi('dataEntry'));
    expect((await callAs(ctx.app, asha, 'GET', '/api/chat/suggestions/dataEntry?lang=fr')).statusCode).toBe(400);
  });

  it('are answered, when tapped, in Hindi from the section each was written for', async () => {
    const [first] = await welcome(meera, 'dataEntry');
    const created = await callAs(ctx.app, meera, 'POST', '/api/chat/session', { name: 'Meera', chatBot: 'dataEntry' });
    const sent = await callAs(ctx.app, meera, 'POST', `/api/chat/session/${created.json()._id}/send`, { question: first });
    expect(sent.statusCode, sent.body).toBe(200);
    const chapter = content.hindi!.courses.dataEntry[0]!;
    const section = chapter.sections.find((s) => s.id === chapter.answeredIn[first!])!;
    expect(sent.json().answer).toContain(`${SAY.hi.fromNotes} ${SAY.hi.chapter} 1: ${chapter.title} (${section.heading})`);
  });
});
