import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  COURSE_BOTS,
  EditionChapterFrontMatterSchema,
  EditionHelpFrontMatterSchema,
  type BankQuestion,
  type CourseBot,
  type KeyTerm,
} from '@vidya/contract';
import { ContentError, parseWith, readFrontMatter, readMarkdownFiles } from './content-files.ts';
import { splitSections } from './markdown.ts';

/**
 * Another language's edition of the notes (content/<lang>/…, decision 0035): the same chapters and
 * sections as the English files, translated. A section keeps its English heading as its id
 * (`## सकल गति और शुद्ध गति {#Gross Speed and Net Speed}`), so citations, textbook links, mastery and
 * the calculators work for both editions; the retriever searches the English notes and their student
 * phrases, and an answer in this language teaches the same section from here.
 */

export interface EditionSection {
  /** The English section's heading: the id both editions share. */
  id: string;
  /** The heading in this edition's language. */
  heading: string;
  text: string;
}

export interface EditionChapter {
  number: number;
  title: string;
  summary: string;
  keyTerms: KeyTerm[];
  questions: BankQuestion[];
  suggestedQuestions: string[];
  /** Question → the id (English heading) of the section that answers it. */
  answeredIn: Readonly<Record<string, string>>;
  sections: EditionSection[];
  body: string;
}

export interface EditionDoc {
  slug: string;
  title: string;
  summary: string;
  suggestedQuestions: string[];
  answeredIn: Readonly<Record<string, string>>;
  sections: EditionSection[];
  body: string;
}

export interface Edition {
  lang: string;
  courses: Record<CourseBot, EditionChapter[]>;
  /** By the English guide's slug. */
  help: ReadonlyMap<string, EditionDoc>;
}

/** What the edition is checked against: the English chapters' and guides' section headings, titles and banks. */
interface EnglishShape {
  courses: Record<CourseBot, { chapters: { number: number; title: string; slug: string; keyTerms: unknown[]; questions: BankQuestion[]; sections: { heading: string }[] }[] }>;
  help: { slug: string; title: string; sections: { heading: string }[] }[];
}

const SECTION_ID = /\s*\{#([^}]+)\}\s*$/;

/**
 * Sections with their ids: the text before the first heading is the English intro's (headed by the
 * English title); every `## ` heading must end with `{#English heading}`.
 */
function editionSections(body: string, englishTitle: string, file: string): EditionSection[] {
  return splitSections(body, englishTitle).map((s, i) => {
    const id = SECTION_ID.exec(s.heading)?.[1]?.trim();
    if (!id && !(i === 0 && s.heading === englishTitle)) throw new ContentError(file, `the heading '## ${s.heading}' needs its English heading as an id: '## … {#English heading}'`);
    return { id: id ?? englishTitle, heading: id ? s.heading.replace(SECTION_ID, '').trim() : s.heading, text: s.text };
  });
}

function sameSections(ids: string[], english: { heading: string }[], file: string): void {
  const want = english.map((s) => s.heading);
  if (ids.join('\n') !== want.join('\n')) throw new ContentError(file, `sections must be the English file's, in order: ${JSON.stringify(want)} (found ${JSON.stringify(ids)})`);
}

function suggestedIn(questions: { question: string; answeredIn: string }[], ids: string[], file: string) {
  for (const { question, answeredIn } of questions)
    if (!ids.includes(answeredIn)) throw new ContentError(file, `suggested question "${question}" is answered in "${answeredIn}", which is no section id of this file`);
  return { suggestedQuestions: questions.map((q) => q.question), answeredIn: Object.fromEntries(questions.map((q) => [q.question, q.answeredIn])) };
}

function loadChapter(file: string, english: EnglishShape['courses'][CourseBot]['chapters'][number]): EditionChapter {
  const { data, body } = readFrontMatter(file);
  const front = parseWith(EditionChapterFrontMatterSchema, data, file);
  if (front.number !== english.number) throw new ContentError(file, `front matter says chapter ${front.number} but the English file is chapter ${english.number}`);
  const sections = editionSections(body, english.title, file);
  sameSections(sections.map((s) => s.id), english.sections, file);
  if (front.keyTerms.length !== english.keyTerms.length) throw new ContentError(file, `has ${front.keyTerms.length} key terms; the English chapter has ${english.keyTerms.length}`);
  if (front.questions.map((q) => q.answer).join('') !== english.questions.map((q) => q.answer).join('')) {
    throw new ContentError(file, `the question bank must be the English one's, in order, with the same answers (${english.questions.length} questions)`);
  }
  return { ...front, ...suggestedIn(front.suggestedQuestions, sections.map((s) => s.id), file), sections, body };
}

/** Loads content/<lang>/ when it exists: every English chapter and guide must have its translation. */
export function loadEdition(contentDir: string, lang: string, english: EnglishShape): Edition | undefined {
  const root = join(contentDir, lang);
  if (!existsSync(root)) return undefined;
  const courses = Object.fromEntries(
    COURSE_BOTS.map((bot) => {
      const dir = join(root, 'courses', bot, 'chapters');
      const files = new Set(existsSync(dir) ? readMarkdownFiles(dir) : []);
      const chapters = english.courses[bot].chapters.map((chapter) => {
        const name = `${String(chapter.number).padStart(2, '0')}-${chapter.slug}.md`;
        if (!files.has(name)) throw new ContentError(join(dir, name), `missing: the ${lang} edition needs every chapter of the English one`);
        return loadChapter(join(dir, name), chapter);
      });
      return [bot, chapters];
    }),
  ) as Record<CourseBot, EditionChapter[]>;
  const help = new Map(
    english.help.map((doc) => {
      const file = join(root, 'help', `${doc.slug}.md`);
      if (!existsSync(file)) throw new ContentError(file, `missing: the ${lang} edition needs every help guide`);
      const { data, body } = readFrontMatter(file);
      const front = parseWith(EditionHelpFrontMatterSchema, data, file);
      const sections = editionSections(body, doc.title, file);
      sameSections(sections.map((s) => s.id), doc.sections, file);
      return [doc.slug, { slug: doc.slug, title: front.title, summary: front.summary, ...suggestedIn(front.suggestedQuestions, sections.map((s) => s.id), file), sections, body }];
    }),
  );
  return { lang, courses, help };
}
