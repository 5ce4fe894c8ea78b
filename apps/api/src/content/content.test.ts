import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COURSE_BOTS, type CourseBot } from '@vidya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapterFileName, loadContent, type Content } from './load-content.ts';
import { guessingScores } from '../tutor/assignments/guessing.ts';
import { splitSections } from './markdown.ts';
import { EXPECTED_CHAPTERS, validateContent } from './validate-content.ts';

const CONTENT_DIR = new URL('../../../../content', import.meta.url).pathname;
let content: Content;
beforeAll(() => {
  content = loadContent(CONTENT_DIR);
});

describe('the course content', () => {
  it('has question banks, in both editions, that guessing cannot pass: no length rank or letter gives the key away', () => {
    // The Hindi banks are checked on their own: a translation can make a key the longest option again.
    const banks = {
      en: (bot: CourseBot) => content.courses[bot].chapters.flatMap((c) => c.questions),
      hi: (bot: CourseBot) => content.hindi!.courses[bot].flatMap((c) => c.questions),
    };
    expect(content.hindi).toBeDefined();
    const scores = Object.entries(banks).flatMap(([edition, bank]) => [
      [`${edition} all`, guessingScores(COURSE_BOTS.flatMap(bank))] as const,
      ...COURSE_BOTS.map((bot) => [`${edition} ${bot}`, guessingScores(bank(bot))] as const),
    ]);
    expect(scores).toHaveLength(12);
    for (const [name, s] of scores) {
      // 25 % is pure chance with four options; 70 % is 'Great job'.
      expect(s.longest, `${name}: always the longest`).toBeLessThanOrEqual(0.35);
      expect(s.anyLengthRank, `${name}: always one length rank`).toBeLessThanOrEqual(0.35);
      expect(s.sameLetter, `${name}: always one letter`).toBeLessThanOrEqual(0.35);
      expect(s.gateFailures, `${name}: items the assignment gate refuses`).toBe(0);
    }
  });

  it('has a Hindi edition whose sections keep the English code and formulas, and the check finds one changed', () => {
    expect(content.hindi?.courses.dataEntry).toHaveLength(content.courses.dataEntry.chapters.length);
    const chapter = content.hindi!.courses.dataEntry[3]!;
    expect(chapter.sections.map((s) => s.id)).toEqual(content.courses.dataEntry.chapters[3]!.sections.map((s) => s.heading));
    const section = chapter.sections.find((s) => /\$/.test(s.text))!;
    const altered = { ...content, hindi: { ...content.hindi!, courses: { ...content.hindi!.courses, dataEntry: content.hindi!.courses.dataEntry.map((c) => (c === chapter ? { ...c, sections: c.sections.map((s) => (s === section ? { ...s, text: s.text.replace('$', '$ 1 +') } : s)) } : c)) } } };
    expect(validateContent(altered).join('\n')).toMatch(new RegExp(`section '${section.id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}' must keep the English code and formulas exactly`));
  });

  it('passes every quality rule', () => {
    const problems = validateContent(content);
    expect(problems, `Content problems:\n${problems.join('\n')}`).toEqual([]);
  });

  it('loads every course in chapter order, with sections split at the ## headings', () => {
    for (const bot of COURSE_BOTS) {
      const course = content.courses[bot];
      expect(course.bot).toBe(bot);
      expect(course.chapters.map((c) => c.number)).toEqual(course.chapters.map((_, i) => i + 1));
      expect(course.chapters).toHaveLength(EXPECTED_CHAPTERS[bot].count);
      for (const chapter of course.chapters) {
        expect(chapter.body.startsWith('---')).toBe(false);
        expect(chapter.sections.length).toBeGreaterThan(1);
        for (const section of chapter.sections) {
          expect(section.heading).not.toMatch(/^#/);
          expect(section.text).not.toMatch(/^## /m);
        }
      }
    }
    expect(content.courses.webDevelopment.assistantTitle).toBe('Web Develpoment AI Assistant');
    expect(content.studySkills.slug).toBe('study-skills');
    expect(content.help.map((d) => d.slug)).not.toContain('study-skills');
    expect(content.help.length).toBeGreaterThan(0);
  });
});

describe('splitSections', () => {
  it('keeps subsections and code with their section and does not split inside fenced code', () => {
    const body = 'Intro line.\n\n## First\n\nText.\n\n### Sub\n\n```md\n## not a heading\n```\n\n## Second ##\n\nMore.';
    expect(splitSections(body, 'Title')).toEqual([
      { heading: 'Title', text: 'Intro line.' },
      { heading: 'First', text: 'Text.\n\n### Sub\n\n```md\n## not a heading\n```' },
      { heading: 'Second', text: 'More.' },
    ]);
  });
});

describe('validateContent', () => {
  it('reports duplicate questions, a lopsided answer key, short chapters, wrong chapter counts and sections students cannot find', () => {
    const broken = structuredClone(content);
    const [first, second] = broken.courses.dataEntry.chapters;
    if (!first || !second) throw new Error('dataEntry needs two chapters');
    second.questions[0] = { ...second.questions[0]!, question: `${first.questions[0]!.question.toUpperCase()}!` };
    for (const chapter of broken.courses.crmVoice.chapters) for (const q of chapter.questions) q.answer = 'B';
    first.body = 'Too short.';
    broken.courses.itEssentials.chapters.pop();
    const heading = second.sections[0]!.heading;
    second.askedAs = { ...second.askedAs, [heading]: ['only one phrase'] };
    const problems = validateContent(broken);
    expect(problems).toContainEqual(expect.stringMatching(/^dataEntry\/chapters\/02-.*question 1: duplicates dataEntry\/chapters\/01-.* question 1/));
    expect(problems).toContainEqual(expect.stringMatching(/^crmVoice: answer B is correct in 100% of the questions/));
    expect(problems).toContainEqual(`dataEntry/chapters/${chapterFileName(first)}: the body has 2 words; it must have 700 to 1500`);
    expect(problems).toContainEqual('itEssentials: has 15 chapters; the spec says 16');
    expect(problems).toContainEqual(`dataEntry/chapters/${chapterFileName(second)}: section '${heading}' has 1 askedAs phrases; needs at least 4`);
  });
});

describe('loadContent on broken content', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vidya-content-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A fresh copy of the real content with one thing broken. */
  function brokenCopy(name: string, breakIt: (root: string) => void): string {
    const root = join(dir, name);
    cpSync(CONTENT_DIR, root, { recursive: true });
    breakIt(root);
    return root;
  }
  const chapterPath = (root: string, n: number) =>
    join(root, 'courses/ComputerHardware/chapters', chapterFileName(content.courses.ComputerHardware.chapters[n - 1]!));
  const edit = (file: string, change: (text: string) => string) => writeFileSync(file, change(readFileSync(file, 'utf8')));
  const hindiChapterPath = (root: string, n: number) =>
    join(root, 'hi/courses/ComputerHardware/chapters', chapterFileName(content.courses.ComputerHardware.chapters[n - 1]!));

  const cases: [string, (root: string) => void, (root: string) => string, RegExp][] = [
    ['bad YAML', (r) => edit(chapterPath(r, 2), (t) => t.replace('number: 2', 'number: [2')), (r) => chapterPath(r, 2), /front matter is not valid YAML/],
    ['a schema error', (r) => edit(chapterPath(r, 2), (t) => t.replace(/^keyTerms:/m, 'keyTermz:')), (r) => chapterPath(r, 2), /keyTerms: /],
    ['a wrong chapter number', (r) => edit(chapterPath(r, 3), (t) => t.replace('number: 3', 'number: 4')), (r) => chapterPath(r, 3), /front matter says chapter 4 but the file name says 3/],
    ['a title that does not match course.json', (r) => edit(chapterPath(r, 2), (t) => t.replace(/^title: .*$/m, 'title: "Something Else"')), (r) => chapterPath(r, 2), /title 'Something Else' does not match/],
    ['a missing chapter file', (r) => unlinkSync(chapterPath(r, 5)), (r) => join(r, 'courses/ComputerHardware/course.json'), /missing chapter file for chapter 5/],
    ['a duplicate chapter number', (r) => cpSync(chapterPath(r, 4), join(r, 'courses/ComputerHardware/chapters/04-a-copy.md')), (r) => join(r, 'courses/ComputerHardware/chapters'), /chapter number 4 is also used by/],
    ['invalid course.json', (r) => edit(join(r, 'courses/crmVoice/course.json'), (t) => t.replace('"bot"', '"bots"')), (r) => join(r, 'courses/crmVoice/course.json'), /bot: /],
    ['askedAs naming no section', (r) => edit(chapterPath(r, 2), (t) => t.replace(/^askedAs:\n {2}"[^"]+":/m, 'askedAs:\n  "No Such Heading":')), (r) => chapterPath(r, 2), /askedAs names "No Such Heading", which is not a section/],
    ['a missing study-skills guide', (r) => unlinkSync(join(r, 'help/study-skills.md')), (r) => join(r, 'help/study-skills.md'), /file not found/],
    ['a Hindi chapter missing', (r) => unlinkSync(hindiChapterPath(r, 5)), (r) => hindiChapterPath(r, 5), /missing: the hi edition needs every chapter/],
    ['a Hindi heading without its id', (r) => edit(hindiChapterPath(r, 2), (t) => t.replace(/^(## .*?) \{#[^}]+\}$/m, '$1')), (r) => hindiChapterPath(r, 2), /needs its English heading as an id/],
    ['Hindi sections that are not the English ones', (r) => edit(hindiChapterPath(r, 2), (t) => t.replace(/\{#[^}]+\}$/m, '{#No Such Heading}')), (r) => hindiChapterPath(r, 2), /sections must be the English file's, in order/],
    ['a Hindi bank with another answer', (r) => edit(hindiChapterPath(r, 3), (t) => t.replace(/^ {4}answer: "?([A-D])"?$/m, (_, a: string) => `    answer: "${a === 'A' ? 'B' : 'A'}"`)), (r) => hindiChapterPath(r, 3), /question bank must be the English one's/],
  ];

  it.each(cases)('rejects %s with a message naming the file', (name, breakIt, file, problem) => {
    const root = brokenCopy(name.replaceAll(' ', '-'), breakIt);
    let message = '';
    try {
      loadContent(root);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain(`Content error in ${file(root)}`);
    expect(message).toMatch(problem);
  });
});
