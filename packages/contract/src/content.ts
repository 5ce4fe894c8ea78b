import { z } from 'zod';
import { COURSE_BOTS } from './constants.ts';

/** Course content schemas (content/courses/<bot>/...). Validated at start-up and by the content check. */

export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

const text = z.string().trim().min(1);

export const KeyTermSchema = z.object({ term: text, definition: text });
export type KeyTerm = z.infer<typeof KeyTermSchema>;

export const BankQuestionSchema = z.object({
  question: text,
  options: z.object({ A: text, B: text, C: text, D: text }).strict(),
  answer: z.enum(OPTION_LETTERS),
  explanation: text,
});
export type BankQuestion = z.infer<typeof BankQuestionSchema>;

/** A suggested question and the `##` section of the same chapter (or guide) that answers it. */
export const SuggestedQuestionSchema = z.object({ question: text, answeredIn: text });
export type SuggestedQuestion = z.infer<typeof SuggestedQuestionSchema>;

/**
 * How students ask for each `##` section, in their own words (English, Hinglish, Hindi): the
 * textbook's index for a student who does not know its terms ('customer is shouting' → De-escalation).
 */
export const AskedAsSchema = z.record(text, z.array(text).min(1)).default({});
export type AskedAs = z.infer<typeof AskedAsSchema>;

export const ChapterFrontMatterSchema = z.object({
  number: z.number().int().positive(),
  title: text,
  summary: text,
  keyTerms: z.array(KeyTermSchema).min(8, 'needs at least 8 key terms'),
  questions: z.array(BankQuestionSchema).min(10, 'needs at least 10 questions'),
  suggestedQuestions: z.array(SuggestedQuestionSchema).min(4, 'needs at least 4 suggested questions'),
  askedAs: AskedAsSchema,
});
export type ChapterFrontMatter = z.infer<typeof ChapterFrontMatterSchema>;

export const CourseFileSchema = z.object({
  bot: z.enum(COURSE_BOTS),
  title: text,
  assistantTitle: text,
  chapters: z.array(z.object({ number: z.number().int().positive(), title: text })).min(1),
  textbook: z.object({
    /** An official PDF address a deployment may set; null means the generated textbook. */
    officialUrl: z.string().url().nullable(),
  }),
});
export type CourseFile = z.infer<typeof CourseFileSchema>;

/**
 * Another language's edition of a chapter (content/<lang>/courses/<bot>/chapters/<same file>): the same
 * terms, bank and suggested questions, translated; `answeredIn` keeps the English heading (the
 * section's id); no `askedAs` (the English file's phrases serve both editions).
 */
export const EditionChapterFrontMatterSchema = z.object({
  number: z.number().int().positive(),
  title: text,
  summary: text,
  keyTerms: z.array(KeyTermSchema),
  questions: z.array(BankQuestionSchema),
  suggestedQuestions: z.array(SuggestedQuestionSchema),
});
export type EditionChapterFrontMatter = z.infer<typeof EditionChapterFrontMatterSchema>;

export const EditionHelpFrontMatterSchema = z.object({
  title: text,
  summary: text,
  suggestedQuestions: z.array(SuggestedQuestionSchema).default([]),
});

export const HelpFrontMatterSchema = z.object({
  title: text,
  summary: text,
  suggestedQuestions: z.array(SuggestedQuestionSchema).default([]),
  askedAs: AskedAsSchema,
});
export type HelpFrontMatter = z.infer<typeof HelpFrontMatterSchema>;

/** Limits the content check enforces on a chapter's body. */
export const CHAPTER_WORDS = { min: 700, max: 1500 } as const;
export const MAX_ANSWER_LETTER_SHARE = 0.4;

/** Words as the content check counts them. */
export function countWords(markdown: string): number {
  return markdown.match(/[A-Za-z0-9][A-Za-z0-9'’-]*/g)?.length ?? 0;
}

/**
 * Where each chapter and section of a course's textbook starts (1-based page numbers), served at
 * GET /textbooks/<bot>.pages.json: the build writes it beside the PDF, and a deployment that ships
 * its own PDF may ship its own table. The titles are the course content's, so the syllabus and the
 * citation links read them from here. A Hindi book's table (GET /textbooks/hi/<bot>.pages.json) has the
 * Hindi titles and headings, and each section's English heading as its `id`.
 */
export const TextbookPagesSchema = z.object({
  chapters: z.array(
    z.object({
      number: z.number().int().positive(),
      title: text,
      page: z.number().int().positive(),
      sections: z
        .array(
          z.object({
            heading: text,
            /** The English heading, when the book is another edition's: the id a citation names the section by. */
            id: text.optional(),
            page: z.number().int().positive(),
          }),
        )
        .default([]),
    }),
  ),
});
export type TextbookPages = z.infer<typeof TextbookPagesSchema>;
