import { COURSE_BOTS, COURSE_TITLES, MAX_SUGGESTED_QUESTIONS, isCourseBot, type ChatBot, type CourseBot } from '@vidya/contract';
import type { Content, HelpDoc } from '../../content/load-content.ts';

/**
 * What a bot is about; the one place that says so. A course bot teaches its own course; 'learn', the
 * general Learning Assistant, all five courses and the study-skills guide; 'nios', the landing-page
 * Help widget, the product and open schooling (the help documents). Everything that differs by bot
 * (retrieval, prompts, topic lists, citations, welcome questions) switches on this, not on bot names.
 */
export type BotScope = { kind: 'course'; course: CourseBot } | { kind: 'all-courses' } | { kind: 'help' };

export function botScope(bot: ChatBot): BotScope {
  if (isCourseBot(bot)) return { kind: 'course', course: bot };
  return bot === 'learn' ? { kind: 'all-courses' } : { kind: 'help' };
}

/** The notes a bot may draw on: course notes, by course, and help documents. */
export interface BotMaterial {
  courses: readonly CourseBot[];
  guides: readonly HelpDoc[];
}

export function botMaterial(content: Content, bot: ChatBot): BotMaterial {
  const scope = botScope(bot);
  switch (scope.kind) {
    case 'course':
      return { courses: [scope.course], guides: [] };
    case 'all-courses':
      return { courses: COURSE_BOTS, guides: [content.studySkills] };
    case 'help':
      // The help documents and, after them, the study-skills guide: the Help widget answers study
      // questions from it, and its system prompt lists both (decided in decision 0009's follow-up).
      return { courses: [], guides: [...content.help, content.studySkills] };
  }
}

/**
 * Questions for a bot's welcome view: the first suggested question of each guide it draws on, then
 * of each chapter of its course, or of each course's first chapter.
 */
export function welcomeQuestions(content: Content, bot: ChatBot): string[] {
  const { courses, guides } = botMaterial(content, bot);
  const whole = botScope(bot).kind === 'course';
  const chapters = courses.flatMap((c) => (whole ? content.courses[c].chapters : content.courses[c].chapters.slice(0, 1)));
  return [...guides, ...chapters]
    .map((d) => d.suggestedQuestions[0])
    .filter((q): q is string => Boolean(q))
    .slice(0, MAX_SUGGESTED_QUESTIONS);
}

/** The course or product a bot is about, for short prompts. */
export function botSubject(bot: ChatBot, productName: string, allCourses = 'vocational IT courses'): string {
  const scope = botScope(bot);
  switch (scope.kind) {
    case 'course':
      return `the ${COURSE_TITLES[scope.course]} course`;
    case 'all-courses':
      return allCourses;
    case 'help':
      return `${productName} and open schooling`;
  }
}
