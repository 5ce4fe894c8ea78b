import { z } from 'zod';
import { COURSE_BOTS } from './constants.ts';
import { OPTION_LETTERS } from './content.ts';

/** Assignments (spec sections 3, 7): generated from a chat session, taken, scored by the server. */

export const OptionLetterSchema = z.enum(OPTION_LETTERS, {
  error: 'each answer must be one of A, B, C or D',
});
export const OptionsSchema = z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() });

/** A question as the student sees it: never its key. */
export const AssignmentQuestionSchema = z.object({ mcq: z.string(), options: OptionsSchema });
export type AssignmentQuestion = z.infer<typeof AssignmentQuestionSchema>;

/** Keyed by question number ('1', '2', …). */
export const AssignmentSchema = z.record(z.string(), AssignmentQuestionSchema);
export type Assignment = z.infer<typeof AssignmentSchema>;

export const GenerateAssignmentResponseSchema = z.object({
  assignment: AssignmentSchema,
  assignmentId: z.string(),
});
export type GenerateAssignmentResponse = z.infer<typeof GenerateAssignmentResponseSchema>;

export const EvaluationSchema = z.object({
  score: z.number().int(),
  maxScore: z.number().int(),
  report: z.string(),
});
export type Evaluation = z.infer<typeof EvaluationSchema>;

/** GET /api/assignments/:id: the questions, and the result once it has been submitted. */
export const AssignmentDetailSchema = z.object({
  _id: z.string(),
  assignment: AssignmentSchema,
  evaluation: EvaluationSchema.nullable(),
});
export type AssignmentDetail = z.infer<typeof AssignmentDetailSchema>;

/** Question number → chosen letter. Every question must be answered (checked by the server). */
export const EvaluateInputSchema = z.object({
  userAnswers: z.record(z.string().regex(/^\d{1,3}$/, 'question numbers are 1, 2, …'), OptionLetterSchema),
});
export type EvaluateInput = z.infer<typeof EvaluateInputSchema>;

export const PastAssignmentSchema = z.object({
  _id: z.string(),
  /** ISO date-time of the submission. */
  dateTaken: z.string(),
  score: z.number().int(),
  maxScore: z.number().int(),
  report: z.string(),
});
export type PastAssignment = z.infer<typeof PastAssignmentSchema>;

/** A student's mastery of one chapter: correct over asked, recent attempts weighing more. */
export const ChapterMasterySchema = z.object({
  chapter: z.number().int(),
  title: z.string(),
  asked: z.number().int(),
  correct: z.number().int(),
  /** 0 to 1. */
  mastery: z.number(),
});
export type ChapterMastery = z.infer<typeof ChapterMasterySchema>;
export const MasteryResponseSchema = z.object({
  bot: z.enum(COURSE_BOTS),
  chapters: z.array(ChapterMasterySchema),
});
export type MasteryResponse = z.infer<typeof MasteryResponseSchema>;

/**
 * What a model must return for a set of questions (tutor/assignments/llm-mcq-maker.ts). Loose on
 * purpose: one empty option or explanation must not throw the whole set away; the item gate drops it.
 */
export const GeneratedMcqSchema = z.object({
  items: z
    .array(
      z.object({
        question: z.string().trim(),
        options: z.object({
          A: z.string().trim(),
          B: z.string().trim(),
          C: z.string().trim(),
          D: z.string().trim(),
        }),
        answer: z.enum(OPTION_LETTERS),
        explanation: z.string().trim(),
        chapter: z.number().int(),
      }),
    )
    .min(1),
});
export type GeneratedMcq = z.infer<typeof GeneratedMcqSchema>;

/** A second model answering the items blind: every letter it finds right, per item. */
export const BlindAnswersSchema = z.object({
  answers: z.array(z.object({ item: z.number().int().positive(), correct: z.array(z.enum(OPTION_LETTERS)) })),
});
export type BlindAnswers = z.infer<typeof BlindAnswersSchema>;

/** The model's part of a report: words only, from the scored facts. */
export const ReportNarrativeSchema = z.object({
  knowsWell: z.string().trim().min(1),
  toRevise: z.string().trim().min(1),
  nextSteps: z.array(z.string().trim().min(1)).min(1).max(5),
});
export type ReportNarrative = z.infer<typeof ReportNarrativeSchema>;

export const REPORT_FILE_NAME = 'Assignment_Report.pdf';
/** About this many questions per assignment. */
export const ASSIGNMENT_QUESTIONS = 10;
