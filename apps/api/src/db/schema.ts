import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased: emails are compared case-insensitively. */
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Null for accounts that only ever signed in with Google. */
  passwordHash: text('password_hash'),
  googleSub: text('google_sub').unique(),
  /** The app's and the tutor's language for this student ('en' | 'hi'); the reset mail is written in it. */
  language: text('language', { enum: ['en', 'hi'] }).notNull().default('en'),
  createdAt: createdAt(),
});

/** Refresh tokens are stored only as SHA-256 hashes; a family is one sign-in and its rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    // Each api process polls for sign-ins ended since its last look (modules/auth/revocation-list.ts).
    index('refresh_tokens_revoked_idx').on(t.revokedAt),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId).where(sql`${t.usedAt} is null`),
  ],
);

/** A chat with one bot. last_active_at orders the history list. */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    chatBot: text('chat_bot').notNull(),
    createdAt: createdAt(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Moves with every write to what a read of the session shows (its messages, by the trigger of
     * migration 0002/0008; its name), in the same statement: a cached read is checked against it.
     */
    version: integer('version').notNull().default(0),
  },
  (t) => [index('chat_sessions_user_bot_idx').on(t.userId, t.chatBot, t.lastActiveAt)],
);

/**
 * One message. `seq` keeps insertion order even when timestamps tie (voice transcripts arrive in
 * batches). status: complete | interrupted (the answer broke off; text holds what arrived).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['user', 'bot'] }).notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['complete', 'interrupted'] }).notNull().default('complete'),
    source: text('source', { enum: ['text', 'voice'] }).notNull().default('text'),
    /** For a bot message: the section of the notes it cited (the tutor's Passage.ref), so a follow-up can go on from it. */
    citedSection: text('cited_section'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_session_idx').on(t.sessionId, t.seq)],
);

/** A file sent with a message. Bytes live in storage under storage_key; extracted text feeds the tutor. */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    extractedText: text('extracted_text'),
    isWhiteboard: boolean('is_whiteboard').notNull().default(false),
    createdAt: createdAt(),
  },
  // By user: the upload quota sums a student's stored bytes.
  (t) => [index('chat_files_message_idx').on(t.messageId), index('chat_files_user_idx').on(t.userId)],
);

/** A flashcard set made from one chat session. */
export const flashcardSets = pgTable(
  'flashcard_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('flashcard_sets_user_idx').on(t.userId, t.createdAt), index('flashcard_sets_session_idx').on(t.sessionId)],
);

/**
 * One card, with its spaced-repetition state: `due` (new cards are due when made) and `fsrs`, the
 * rest of ts-fsrs's card (null until first reviewed). user_id is the set's owner, for the due list.
 */
export const flashcards = pgTable(
  'flashcards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    setId: uuid('set_id')
      .notNull()
      .references(() => flashcardSets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** The course and chapter the fact comes from (for the textbook link); null when none. */
    book: text('book'),
    chapter: integer('chapter'),
    chapterTitle: text('chapter_title'),
    due: timestamp('due', { withTimezone: true }).notNull().defaultNow(),
    fsrs: jsonb('fsrs').$type<StoredFsrsState>(),
  },
  (t) => [index('flashcards_set_idx').on(t.setId, t.position), index('flashcards_user_due_idx').on(t.userId, t.due)],
);

/** Every rating, kept: an undone one is marked undone (with the state it replaced), never deleted. */
export const flashcardReviews = pgTable(
  'flashcard_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => flashcards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: text('rating', { enum: ['forgot', 'gotIt'] }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The card's state before this rating, so undo restores it exactly. */
    previousDue: timestamp('previous_due', { withTimezone: true }).notNull(),
    previousFsrs: jsonb('previous_fsrs').$type<StoredFsrsState>(),
    /** The state after it, as scheduled (the log stays readable after an undo). */
    due: timestamp('due', { withTimezone: true }).notNull(),
    fsrs: jsonb('fsrs').$type<StoredFsrsState>().notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('flashcard_reviews_user_idx').on(t.userId, t.reviewedAt)],
);

/** ts-fsrs's card fields besides `due`, as JSON (dates as ISO strings). */
export interface StoredFsrsState {
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: string | null;
}
/** A question of an assignment as stored: with its key, which leaves the server only in the report. */
export interface StoredQuestion {
  mcq: string;
  options: Record<'A' | 'B' | 'C' | 'D', string>;
  answer: 'A' | 'B' | 'C' | 'D';
  explanation: string;
  /** The course chapter it tests (the course is `book`). */
  book: string;
  chapter: number;
  chapterTitle: string;
}

/**
 * An assignment made from a chat session, and once submitted its answers, score and report. Kept when
 * the session is deleted (the attempt and the mastery it counts towards stay the student's).
 */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => chatSessions.id, { onDelete: 'set null' }),
    chatBot: text('chat_bot').notNull(),
    questions: jsonb('questions').$type<StoredQuestion[]>().notNull(),
    answers: jsonb('answers').$type<Record<string, string>>(),
    score: integer('score'),
    report: text('report'),
    /** The language its questions were drawn in (the chat's, practice-language.ts): its report and PDF are written in it. */
    language: text('language', { enum: ['en', 'hi'] }).notNull().default('en'),
    createdAt: createdAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [index('assignments_user_submitted_idx').on(t.userId, t.submittedAt)],
);

/**
 * One realtime voice call key handed to a student, and the minutes it may use (the per-call cap):
 * the daily limit sums these (decision 0019-voice-calls).
 */
export const realtimeCalls = pgTable(
  'realtime_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('realtime_calls_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * One assignment or flashcard set made for a student: the daily limits count these (decision
 * 0028-quotas). A ledger of its own, so deleting what was made does not give the day's count back.
 */
export const generations = pgTable(
  'generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['assignment', 'flashcards'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('generations_user_kind_created_idx').on(t.userId, t.kind, t.createdAt)],
);
