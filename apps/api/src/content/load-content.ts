import { join } from 'node:path';
import {
  COURSE_BOTS,
  ChapterFrontMatterSchema,
  CourseFileSchema,
  HelpFrontMatterSchema,
  type ChapterFrontMatter,
  type CourseBot,
  type CourseFile,
  type HelpFrontMatter,
  type AskedAs,
  type SuggestedQuestion,
} from '@vidya/contract';
import { ContentError, parseWith, readFrontMatter, readJson, readMarkdownFiles } from './content-files.ts';
import { loadEdition, type Edition } from './edition.ts';
import { splitSections, type Section } from './markdown.ts';

export type { Section } from './markdown.ts';
export { ContentError } from './content-files.ts';
export type { Edition, EditionChapter, EditionSection } from './edition.ts';

/** The suggested questions as students see them, and the section each is answered from. */
interface Suggested {
  suggestedQuestions: string[];
  /** Question → the heading of the `##` section of the same chapter or guide that answers it. */
  answeredIn: Readonly<Record<string, string>>;
}

export interface Chapter extends Omit<ChapterFrontMatter, 'suggestedQuestions'>, Suggested {
  /** From the file name NN-<slug>.md. */
  slug: string;
  /** The markdown below the front matter. */
  body: string;
  sections: Section[];
}

export interface Course {
  bot: CourseBot;
  title: string;
  assistantTitle: string;
  /** A deployment's official textbook PDF; null means the generated one. */
  officialTextbookUrl: string | null;
  /** In chapter-number order. */
  chapters: Chapter[];
}

export interface HelpDoc extends Omit<HelpFrontMatter, 'suggestedQuestions'>, Suggested {
  /** From the file name <slug>.md. */
  slug: string;
  body: string;
  sections: Section[];
}

export interface Content {
  courses: Record<CourseBot, Course>;
  /** What the landing widget ('nios') knows: content/help/*.md except the study-skills guide. */
  help: HelpDoc[];
  /** content/help/study-skills.md, which the general 'learn' bot adds to the five courses. */
  studySkills: HelpDoc;
  /** The Hindi edition (content/hi/), when the deployment has one. */
  hindi?: Edition;
}

export const STUDY_SKILLS_SLUG = 'study-skills';
const CHAPTER_FILE = /^(\d{2,})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
const HELP_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

/**
 * Reads all course and help content once (at start-up) into typed objects. Throws a ContentError
 * naming the file on the first malformed thing, so a broken deployment fails before it serves.
 */
export function loadContent(contentDir: string): Content {
  const courses = Object.fromEntries(COURSE_BOTS.map((bot) => [bot, loadCourse(contentDir, bot)])) as Record<CourseBot, Course>;
  const docs = loadHelp(join(contentDir, 'help'));
  const studySkills = docs.find((d) => d.slug === STUDY_SKILLS_SLUG);
  if (!studySkills) throw new ContentError(join(contentDir, 'help', `${STUDY_SKILLS_SLUG}.md`), 'file not found');
  const hindi = loadEdition(contentDir, 'hi', { courses, help: docs });
  return { courses, help: docs.filter((d) => d !== studySkills), studySkills, ...(hindi && { hindi }) };
}

function loadCourse(contentDir: string, bot: CourseBot): Course {
  const courseDir = join(contentDir, 'courses', bot);
  const courseFile = join(courseDir, 'course.json');
  const course = parseWith(CourseFileSchema, readJson(courseFile), courseFile);
  if (course.bot !== bot) throw new ContentError(courseFile, `bot is '${course.bot}' but the folder is '${bot}'`);
  const listed = listedChapters(course, courseFile);

  const chaptersDir = join(courseDir, 'chapters');
  const chapters = readMarkdownFiles(chaptersDir).map((name) => loadChapter(join(chaptersDir, name), name));
  const byNumber = new Map<number, Chapter>();
  for (const chapter of chapters) {
    const file = join(chaptersDir, chapterFileName(chapter));
    const other = byNumber.get(chapter.number);
    if (other) throw new ContentError(file, `chapter number ${chapter.number} is also used by ${chapterFileName(other)}`);
    byNumber.set(chapter.number, chapter);
    const expected = listed.get(chapter.number);
    if (expected === undefined) throw new ContentError(file, `chapter ${chapter.number} is not listed in ${courseFile}`);
    if (expected !== chapter.title) {
      throw new ContentError(file, `title '${chapter.title}' does not match '${expected}' in ${courseFile}`);
    }
  }
  for (const [number, title] of listed) {
    if (!byNumber.has(number)) {
      throw new ContentError(courseFile, `missing chapter file for chapter ${number} '${title}' (expected ${chaptersDir}/${pad(number)}-<slug>.md)`);
    }
  }
  return {
    bot,
    title: course.title,
    assistantTitle: course.assistantTitle,
    officialTextbookUrl: course.textbook.officialUrl,
    chapters: [...byNumber.values()].sort((a, b) => a.number - b.number),
  };
}

function listedChapters(course: CourseFile, courseFile: string): Map<number, string> {
  const listed = new Map<number, string>();
  for (const { number, title } of course.chapters) {
    if (listed.has(number)) throw new ContentError(courseFile, `chapter number ${number} is listed twice`);
    listed.set(number, title);
  }
  return listed;
}

function loadChapter(file: string, name: string): Chapter {
  const match = CHAPTER_FILE.exec(name);
  if (!match) throw new ContentError(file, 'chapter file names must look like NN-some-slug.md (lower case, hyphens)');
  const { data, body } = readFrontMatter(file);
  const front = parseWith(ChapterFrontMatterSchema, data, file);
  if (Number(match[1]) !== front.number) {
    throw new ContentError(file, `front matter says chapter ${front.number} but the file name says ${Number(match[1])}`);
  }
  if (!body) throw new ContentError(file, 'the chapter has no text below its front matter');
  const sections = splitSections(body, front.title);
  checkAskedAs(front.askedAs, sections, file);
  return { ...front, ...suggested(front.suggestedQuestions, sections, file), slug: match[2] ?? '', body, sections };
}

function loadHelp(helpDir: string): HelpDoc[] {
  return readMarkdownFiles(helpDir).map((name) => {
    const file = join(helpDir, name);
    const match = HELP_FILE.exec(name);
    if (!match) throw new ContentError(file, 'help file names must look like some-slug.md (lower case, hyphens)');
    const { data, body } = readFrontMatter(file);
    const front = parseWith(HelpFrontMatterSchema, data, file);
    if (!body) throw new ContentError(file, 'the document has no text below its front matter');
    const sections = splitSections(body, front.title);
    checkAskedAs(front.askedAs, sections, file);
    return { ...front, ...suggested(front.suggestedQuestions, sections, file), slug: match[1] ?? '', body, sections };
  });
}

/** Each suggested question must name a section of its own chapter or guide that answers it. */
function suggested(questions: SuggestedQuestion[], sections: Section[], file: string): Suggested {
  for (const { question, answeredIn } of questions) {
    if (!sections.some((s) => s.heading === answeredIn)) {
      throw new ContentError(file, `suggested question "${question}" is answered in "${answeredIn}", which is not a section (## heading) of this file`);
    }
  }
  return { suggestedQuestions: questions.map((q) => q.question), answeredIn: Object.fromEntries(questions.map((q) => [q.question, q.answeredIn])) };
}

/** Each `askedAs` entry must name a section (## heading) of its own file. */
function checkAskedAs(askedAs: AskedAs, sections: Section[], file: string): void {
  for (const heading of Object.keys(askedAs)) {
    if (!sections.some((s) => s.heading === heading)) throw new ContentError(file, `askedAs names "${heading}", which is not a section (## heading) of this file`);
  }
}

export const pad = (n: number) => String(n).padStart(2, '0');
export const chapterFileName = (chapter: Pick<Chapter, 'number' | 'slug'>) => `${pad(chapter.number)}-${chapter.slug}.md`;
