import { COURSE_BOTS, COURSE_TITLES, isCourseBot, type ChatBot, type CourseBot, type TextbookPages } from '@vidya/contract';
import type { TextbookTarget } from '../../../lib/side-panel-url.ts';

type Tables = Partial<Record<CourseBot, TextbookPages>>;

/**
 * What a citation is checked against: the chat's bot and the page tables (chapter titles) at hand,
 * the English book's and, for answers written in Hindi ('अध्याय 4: …'), the Hindi book's.
 */
export interface CitationContext {
  bot: ChatBot;
  tables: Tables;
  hindiTables?: Tables;
}

/** A piece of an answer's text: plain, or a citation that opens the textbook at `target`. */
export type CitationPiece = { text: string; target?: TextbookTarget };

// 'Chapter 4: ' or, in a Hindi answer, 'अध्याय 4: ' (not inside a longer word).
const CHAPTER = /(?<![\p{L}\p{N}])(Chapter|अध्याय) (\d{1,3}): /gu;
/** Answers that may hold a citation; others skip the page tables altogether. */
export const mayCite = (text: string) => /(?<![\p{L}\p{N}])(?:Chapter|अध्याय) \d{1,3}: /u.test(text);
/** Answers that cite the Hindi book, whose titles come from its own page tables. */
export const citesHindi = (text: string) => /(?<![\p{L}\p{N}])अध्याय \d{1,3}: /u.test(text);

const COURSE_BY_TITLE = new Map(COURSE_BOTS.map((bot) => [COURSE_TITLES[bot].toLowerCase(), bot]));
// After the title: ' (Net speed)', ' (Data Entry course)', ' (Data Entry course — Net speed)'.
const PAREN = /^ \(([^()\n]{1,160})\)/;
const NAMED = /^(.+?) (?:course|कोर्स)(?: [—–-] (.+))?$/;
// Or the model's ' — Net speed', up to the end of the phrase, then maybe ' (Data Entry course)'.
const DASH = /^ [—–] ([^()\n.;,!?*_]{1,120})/;
const COURSE_NOTE = /^ \(([^()\n]{1,60}) (?:course|कोर्स)\)/;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const wordChar = /[\p{L}\p{N}]/u;

/** Courses named in an answer ('… (Data Entry course)'), whose tables a citation may need. */
export function namedCourses(text: string): CourseBot[] {
  return COURSE_BOTS.filter((bot) => text.includes(`${COURSE_TITLES[bot]} course`) || text.includes(`${COURSE_TITLES[bot]} कोर्स`));
}

interface Reading {
  course: CourseBot;
  named: CourseBot | null | 'unknown';
  section?: string;
  length: number;
}

/** The citation that starts with 'Chapter n: ' followed by `rest`, read as one course's chapter. */
function readAs(course: CourseBot, table: TextbookPages, n: number, rest: string): Reading | null {
  const chapter = table.chapters.find((c) => c.number === n);
  if (!chapter || !rest.toLowerCase().startsWith(chapter.title.toLowerCase())) return null;
  let length = chapter.title.length;
  if (wordChar.test(rest[length] ?? '')) return null; // a longer title, not this one
  // A section is named by its heading in the book; the target names it by its id (the English heading).
  const known = (heading: string | undefined) => {
    const found = chapter.sections.find((s) => heading && same(s.heading, heading));
    return found && (found.id ?? found.heading);
  };
  const courseOf = (title: string) => COURSE_BY_TITLE.get(title.trim().toLowerCase()) ?? 'unknown';
  let named: Reading['named'] = null;
  let section: string | undefined;

  const paren = PAREN.exec(rest.slice(length));
  const dash = DASH.exec(rest.slice(length));
  if (paren) {
    const [, inner] = paren;
    const course = NAMED.exec(inner!);
    if (course) {
      named = courseOf(course[1]!);
      section = known(course[2]);
      length += paren[0].length;
    } else if ((section = known(inner))) length += paren[0].length;
  } else if (dash && (section = known(dash[1]))) {
    length += dash[0].trimEnd().length;
    const note = COURSE_NOTE.exec(rest.slice(length));
    if (note) {
      named = courseOf(note[1]!);
      length += note[0].length;
    }
  }
  return { course, named, section, length };
}

/**
 * Splits an answer's text into plain pieces and citations ("Chapter 4: Typing Speed and Accuracy",
 * with its section and course where given). A citation counts only when its title is that chapter's
 * title in the course it belongs to: the course it names, else the chat's own course, else (learn,
 * nios) the one course whose chapter has that title. The pieces' texts always join back to `text`.
 */
export function splitCitations(text: string, { bot, tables: englishTables, hindiTables = {} }: CitationContext): CitationPiece[] {
  const pieces: CitationPiece[] = [];
  let done = 0;
  for (const match of text.matchAll(CHAPTER)) {
    if (match.index < done) continue;
    const tables = match[1] === 'अध्याय' ? hindiTables : englishTables;
    const n = Number(match[2]);
    const rest = text.slice(match.index + match[0].length);
    const readings = COURSE_BOTS.flatMap((course) => {
      const table = tables[course];
      const reading = table ? readAs(course, table, n, rest) : null;
      return reading ? [reading] : [];
    });
    const reading = choose(readings, bot);
    if (!reading) continue;
    const end = match.index + match[0].length + reading.length;
    if (match.index > done) pieces.push({ text: text.slice(done, match.index) });
    const book = reading.course !== bot ? reading.course : undefined;
    pieces.push({ text: text.slice(match.index, end), target: { ...(book && { book }), chapter: n, ...(reading.section && { section: reading.section }) } });
    done = end;
  }
  if (done < text.length) pieces.push({ text: text.slice(done) });
  return pieces;
}

function choose(readings: Reading[], bot: ChatBot): Reading | null {
  const named = readings.find((r) => r.named === r.course);
  if (named) return named;
  const unnamed = readings.filter((r) => r.named === null);
  if (isCourseBot(bot)) return unnamed.find((r) => r.course === bot) ?? null;
  return unnamed.length === 1 ? unnamed[0]! : null;
}
