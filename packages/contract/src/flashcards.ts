import { z } from 'zod';
import { COURSE_BOTS, FLASHCARDS_PER_SET } from './constants.ts';

/**
 * Flashcard sets (spec sections 3 and 7) and spaced-repetition review (issue 14). Their messages and
 * limits live in messages.ts and constants.ts, which hold no zod: the web app imports those values
 * without pulling zod into its chunks.
 */

/** Where a card's fact is taught: a course and chapter, so the card can open the textbook there. */
export const CardChapterSchema = z.object({
  book: z.enum(COURSE_BOTS),
  chapter: z.number().int().positive(),
  title: z.string(),
});
export type CardChapter = z.infer<typeof CardChapterSchema>;

export const FlashcardSchema = z.object({
  _id: z.string(),
  question: z.string(),
  answer: z.string(),
  /** Null when the fact comes from no chapter of the notes. */
  chapter: CardChapterSchema.nullable(),
});
export type Flashcard = z.infer<typeof FlashcardSchema>;

/** `id` and `_id` are the same set id (spec section 3 names both). */
export const FlashcardSetSummarySchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  sessionId: z.string(),
  length: z.number().int(),
});
export type FlashcardSetSummary = z.infer<typeof FlashcardSetSummarySchema>;

export const FlashcardSetSchema = FlashcardSetSummarySchema.extend({
  flashcards: z.array(FlashcardSchema),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type FlashcardSet = z.infer<typeof FlashcardSetSchema>;

/** GET /api/flashcards/:sessionId: the session's sets, newest first, each with its cards. */
export const SessionFlashcardsSchema = z.object({ sessionId: z.string(), flashcards: z.array(FlashcardSetSchema) });
export type SessionFlashcards = z.infer<typeof SessionFlashcardsSchema>;

export const InitialFlashcardSetSchema = z.object({ exists: z.boolean(), flashcardSet: FlashcardSetSchema.nullable() });
export type InitialFlashcardSet = z.infer<typeof InitialFlashcardSetSchema>;

export const DeleteFlashcardSetSchema = z.object({
  message: z.string(),
  /** How many sets of the same session remain: the panel's message depends on it. */
  otherSetsInSession: z.number().int(),
});
export type DeleteFlashcardSetResponse = z.infer<typeof DeleteFlashcardSetSchema>;

/** What a model must return for a set (validated before anything is stored). */
export const GeneratedFlashcardsSchema = z.object({
  name: z.string().trim().min(1).max(80),
  cards: z
    .array(
      z.object({
        question: z.string().trim().min(3).max(300),
        answer: z.string().trim().min(1).max(300),
        /** The ref of the cited passage the fact comes from, as given in the prompt ('P1', 'P2', …). */
        source: z.string().trim().min(1).max(20),
      }),
    )
    .min(FLASHCARDS_PER_SET.min)
    .max(FLASHCARDS_PER_SET.max),
});
export type GeneratedFlashcards = z.infer<typeof GeneratedFlashcardsSchema>;

// ---- Revise mode (spaced repetition, FSRS on the server) ----

/** The two answers a novice gives: FSRS Again and Good. */
export const REVIEW_RATINGS = ['forgot', 'gotIt'] as const;
export const ReviewRatingSchema = z.enum(REVIEW_RATINGS);
export type ReviewRating = z.infer<typeof ReviewRatingSchema>;

export const RateCardInputSchema = z.object({ rating: ReviewRatingSchema });
export type RateCardInput = z.infer<typeof RateCardInputSchema>;

export const DueCardSchema = FlashcardSchema.extend({
  setId: z.string(),
  setName: z.string(),
  /** When the card would next be due after each answer (ISO date-times), computed by the server. */
  next: z.object({ forgot: z.string(), gotIt: z.string() }),
});
export type DueCard = z.infer<typeof DueCardSchema>;

export const DueCardsSchema = z.object({
  cards: z.array(DueCardSchema),
  /** Cards due by the end of the student's day (`until`), including those listed. */
  dueCount: z.number().int(),
  /** Whether there is a rating the student can undo. */
  canUndo: z.boolean(),
});
export type DueCards = z.infer<typeof DueCardsSchema>;

export const DueCountSchema = z.object({ due: z.number().int() });
export type DueCount = z.infer<typeof DueCountSchema>;

/** `until`: the end of the student's day (their clock decides what 'today' is); at most a day ahead. */
export const DueQuerySchema = z.object({ until: z.iso.datetime({ offset: true }).optional() });
export type DueQuery = z.infer<typeof DueQuerySchema>;

export const RateCardResponseSchema = z.object({ cardId: z.string(), due: z.string() });
export type RateCardResponse = z.infer<typeof RateCardResponseSchema>;

export const UndoReviewResponseSchema = z.object({ cardId: z.string(), due: z.string() });
export type UndoReviewResponse = z.infer<typeof UndoReviewResponseSchema>;
