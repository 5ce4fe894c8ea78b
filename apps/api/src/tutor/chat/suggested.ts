import type { ChatBot } from '@vidya/contract';
import type { Content } from '../../content/load-content.ts';
import { welcomeQuestions } from '../grounding/bot-scope.ts';
import { sectionRef } from '../grounding/retrieval.ts';

/** A question as typed or tapped, for comparing: case, spacing, quotes and the closing mark (Hindi's । too) do not matter. */
const normalise = (question: string) =>
  question
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/[\s?.!।]+$/, '')
    .trim();

/** Each chapter's and guide's suggested questions with the section (English heading) that answers each, in both editions. */
function suggestedPlaces(content: Content) {
  const { hindi } = content;
  const courses = Object.values(content.courses).flatMap((course) =>
    course.chapters.flatMap((chapter, i) =>
      [chapter, hindi?.courses[course.bot][i]].map((edition) => ({
        place: { source: course.bot, chapterNumber: chapter.number, chapterTitle: chapter.title },
        answeredIn: edition?.answeredIn ?? {},
      })),
    ),
  );
  const guides = [...content.help, content.studySkills].flatMap((doc) =>
    [doc, hindi?.help.get(doc.slug)].map((edition) => ({
      place: { source: 'help', chapterNumber: null, chapterTitle: doc.title },
      answeredIn: edition?.answeredIn ?? {},
    })),
  );
  return [...courses, ...guides];
}

/**
 * The app's own suggested questions (the buttons a student taps) and the section each is answered
 * from, as the content names it (`answeredIn`; the Hindi edition's questions name the same English
 * headings): a tapped suggestion is answered from the section it was written for, whatever retrieval
 * would rank first. Several chapters may suggest the same words.
 */
export function suggestedSections(content: Content): (question: string) => string[] {
  const refs = new Map<string, string[]>();
  const add = (question: string, ref: string) => refs.set(normalise(question), [...(refs.get(normalise(question)) ?? []), ref]);
  for (const { place, answeredIn } of suggestedPlaces(content)) {
    for (const [question, heading] of Object.entries(answeredIn)) add(question, sectionRef({ ...place, heading }));
  }
  return (question) => refs.get(normalise(question)) ?? [];
}

/**
 * A bot's welcome questions in the student's language: the English ones (bot-scope.ts chooses
 * them), each as the Hindi edition words the same question of the same chapter or guide. English
 * when the deployment has no Hindi edition.
 */
export function welcomeQuestionsIn(content: Content, bot: ChatBot, language: 'en' | 'hi'): string[] {
  const english = welcomeQuestions(content, bot);
  return language === 'hi' ? suggestedInHindi(content, english) : english;
}

/** English suggested questions as the Hindi edition words each in its place (as they were where it has none). */
export function suggestedInHindi(content: Content, questions: readonly string[]): string[] {
  if (!content.hindi) return [...questions];
  const twins = hindiTwins(content);
  return questions.map((q) => twins.get(q) ?? q);
}

const twinsOf = new WeakMap<Content, Map<string, string>>();

/** Each English suggested question → the Hindi edition's question in the same place (same file, same position). */
function hindiTwins(content: Content): Map<string, string> {
  const known = twinsOf.get(content);
  if (known) return known;
  const twins = new Map<string, string>();
  twinsOf.set(content, twins);
  const pair = (english: readonly string[], hindi: readonly string[] | undefined) =>
    english.forEach((q, i) => {
      const twin = hindi?.[i];
      if (twin && !twins.has(q)) twins.set(q, twin);
    });
  for (const course of Object.values(content.courses))
    course.chapters.forEach((chapter, i) => pair(chapter.suggestedQuestions, content.hindi?.courses[course.bot][i]?.suggestedQuestions));
  for (const doc of [...content.help, content.studySkills]) pair(doc.suggestedQuestions, content.hindi?.help.get(doc.slug)?.suggestedQuestions);
  return twins;
}
