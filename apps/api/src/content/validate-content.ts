import { CHAPTER_WORDS, COURSE_BOTS, MAX_ANSWER_LETTER_SHARE, OPTION_LETTERS, countWords, type CourseBot } from '@vidya/contract';
import { chapterFileName, type Chapter, type Content, type Course, type Edition } from './load-content.ts';

/** The spec's fixed syllabus sizes (section 2, 'Syllabus modal'). */
export const EXPECTED_CHAPTERS: Record<CourseBot, { count: number; first?: string; last?: string }> = {
  webDevelopment: { count: 13, first: 'Basics of Office Productivity Tools', last: 'Safety and Security' },
  dataEntry: { count: 10 },
  itEssentials: { count: 16 },
  crmVoice: { count: 11 },
  ComputerHardware: { count: 8 },
};

// The same minimums as ChapterFrontMatterSchema; checked again because validateContent also
// guards content built in code, not only content that came through the loader.
const MIN = { keyTerms: 8, questions: 10, suggestedQuestions: 4, askedAs: 4 } as const;

/** Recaps restate the chapter: students ask for the sections they recap, not for them. */
const RECAP_HEADING = /^(remember|summary|key points|quick recap|recap|in short)$/i;

/** Every section a student may ask for says how students ask for it (`askedAs`, at least MIN.askedAs phrases). */
function askedAsProblems(doc: Pick<Chapter, 'sections' | 'askedAs'>): string[] {
  return doc.sections
    .filter((s) => !RECAP_HEADING.test(s.heading.trim()) && (doc.askedAs[s.heading]?.length ?? 0) < MIN.askedAs)
    .map((s) => `section '${s.heading}' has ${doc.askedAs[s.heading]?.length ?? 0} askedAs phrases; needs at least ${MIN.askedAs}`);
}

/**
 * The quality rules of the course content (issue 3) that the loader does not enforce at
 * start-up. Returns one readable line per problem; [] means the content passes.
 */
export function validateContent(content: Content): string[] {
  const problems = COURSE_BOTS.flatMap((bot) => validateCourse(content.courses[bot]));
  for (const doc of [...content.help, content.studySkills]) {
    if (countWords(doc.body) < 100) problems.push(`help/${doc.slug}.md: the body has fewer than 100 words`);
    problems.push(...askedAsProblems(doc).map((p) => `help/${doc.slug}.md: ${p}`));
  }
  if (content.hindi) problems.push(...editionProblems(content, content.hindi));
  return problems;
}

/** Code spans and blocks, and $…$ formulas: taught exactly as written, in every edition. */
const FENCED = /```[\s\S]*?```/g;
const INLINE_CODE = /`[^`\n]+`/g;
const MATH = /\$\$[\s\S]+?\$\$|\$[^$\n]+\$/g;
const exactParts = (markdown: string) => {
  const prose = markdown.replace(FENCED, ' ');
  return [...(markdown.match(FENCED) ?? []), ...(prose.match(INLINE_CODE) ?? []), ...(prose.replace(INLINE_CODE, ' ').match(MATH) ?? [])];
};
const DEVANAGARI_WORD = /[\u0900-\u097F]+/g;
const LATIN_WORD = /[A-Za-z]+/g;

/**
 * The other-language edition (the loader has checked its sections, key-term count and bank): each
 * section keeps the English one's code and formulas exactly, and is written in the edition's script.
 */
function editionProblems(content: Content, edition: Edition): string[] {
  const problems: string[] = [];
  const compare = (where: string, english: { heading: string; text: string }[], translated: { id: string; text: string }[]) => {
    for (const section of translated) {
      const original = english.find((e) => e.heading === section.id);
      if (!original) continue;
      const kept = new Set(exactParts(section.text));
      const changed = exactParts(original.text).filter((part) => !kept.has(part));
      if (changed.length) problems.push(`${where}: section '${section.id}' must keep the English code and formulas exactly; missing or changed: ${changed.slice(0, 3).map((c) => JSON.stringify(c.slice(0, 60))).join(', ')}`);
      const prose = section.text.replace(FENCED, ' ').replace(INLINE_CODE, ' ');
      const hindi = prose.match(DEVANAGARI_WORD)?.length ?? 0;
      const latin = prose.match(LATIN_WORD)?.length ?? 0;
      if (hindi < latin) problems.push(`${where}: section '${section.id}' is mostly not in ${edition.lang} (${hindi} words in its script, ${latin} in Latin letters)`);
    }
  };
  for (const bot of COURSE_BOTS)
    content.courses[bot].chapters.forEach((chapter, i) => compare(`${edition.lang}/${bot}/chapters/${chapterFileName(chapter)}`, chapter.sections, edition.courses[bot][i]!.sections));
  for (const doc of [...content.help, content.studySkills]) compare(`${edition.lang}/help/${doc.slug}.md`, doc.sections, edition.help.get(doc.slug)!.sections);
  return problems;
}

function validateCourse(course: Course): string[] {
  const problems: string[] = [];
  const where = (chapter: Chapter) => `${course.bot}/chapters/${chapterFileName(chapter)}`;
  const expected = EXPECTED_CHAPTERS[course.bot];
  const { chapters } = course;
  if (chapters.length !== expected.count) {
    problems.push(`${course.bot}: has ${chapters.length} chapters; the spec says ${expected.count}`);
  }
  if (expected.first && chapters[0]?.title !== expected.first) {
    problems.push(`${course.bot}: the first chapter must be '${expected.first}'`);
  }
  if (expected.last && chapters.at(-1)?.title !== expected.last) {
    problems.push(`${course.bot}: the last chapter must be '${expected.last}'`);
  }
  chapters.forEach((chapter, i) => {
    if (chapter.number !== i + 1) problems.push(`${where(chapter)}: chapters must be numbered 1 to ${chapters.length} without gaps`);
    problems.push(...validateChapter(chapter).map((p) => `${where(chapter)}: ${p}`));
  });
  problems.push(...duplicateQuestions(course), ...answerSpread(course));
  return problems;
}

function validateChapter(chapter: Chapter): string[] {
  const problems: string[] = [];
  const words = countWords(chapter.body);
  if (words < CHAPTER_WORDS.min || words > CHAPTER_WORDS.max) {
    problems.push(`the body has ${words} words; it must have ${CHAPTER_WORDS.min} to ${CHAPTER_WORDS.max}`);
  }
  if (chapter.keyTerms.length < MIN.keyTerms) problems.push(`has ${chapter.keyTerms.length} key terms; needs at least ${MIN.keyTerms}`);
  if (chapter.questions.length < MIN.questions) problems.push(`has ${chapter.questions.length} questions; needs at least ${MIN.questions}`);
  if (chapter.suggestedQuestions.length < MIN.suggestedQuestions) {
    problems.push(`has ${chapter.suggestedQuestions.length} suggested questions; needs at least ${MIN.suggestedQuestions}`);
  }
  problems.push(...askedAsProblems(chapter));
  chapter.questions.forEach((q, i) => {
    const label = `question ${i + 1}`;
    const options = OPTION_LETTERS.map((letter) => q.options[letter]?.trim() ?? '');
    if (options.some((o) => !o)) problems.push(`${label}: needs four non-empty options A-D`);
    if (new Set(options.map((o) => o.toLowerCase().replace(/\s+/g, ' '))).size !== options.length) problems.push(`${label}: two options are the same`);
    if (!(OPTION_LETTERS as readonly string[]).includes(q.answer)) problems.push(`${label}: the answer must be one of A, B, C, D`);
    if (!q.explanation.trim()) problems.push(`${label}: needs an explanation`);
    if (options.some((o) => /\ball of the above\b/i.test(o))) problems.push(`${label}: 'all of the above' is not allowed`);
  });
  return problems;
}

/** Same question twice in one course, ignoring case, spacing and punctuation. */
function duplicateQuestions(course: Course): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const chapter of course.chapters) {
    chapter.questions.forEach((q, i) => {
      const key = normalise(q.question);
      const here = `${course.bot}/chapters/${chapterFileName(chapter)} question ${i + 1}`;
      const first = seen.get(key);
      if (first) problems.push(`${here}: duplicates ${first} ('${q.question}')`);
      else seen.set(key, here);
    });
  }
  return problems;
}

/** No answer letter may be right for more than 40% of a course's bank. */
function answerSpread(course: Course): string[] {
  const answers = course.chapters.flatMap((c) => c.questions.map((q) => q.answer));
  if (!answers.length) return [];
  return OPTION_LETTERS.flatMap((letter) => {
    const share = answers.filter((a) => a === letter).length / answers.length;
    return share > MAX_ANSWER_LETTER_SHARE
      ? [`${course.bot}: answer ${letter} is correct in ${Math.round(share * 100)}% of the questions; at most ${MAX_ANSWER_LETTER_SHARE * 100}% allowed`]
      : [];
  });
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
