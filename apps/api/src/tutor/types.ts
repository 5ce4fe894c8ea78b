import type { CardChapter, ChatBot, CourseBot, Language, OptionLetter } from '@vidya/contract';
import type { Block } from './grounding/blocks.ts';

/** A passage of the course notes, with what a citation needs. */
export interface Passage {
  id: string;
  /** 'webDevelopment' … for course notes; 'help' for help content and the study-skills guide. */
  source: string;
  chapterNumber: number | null;
  chapterTitle: string;
  heading: string;
  text: string;
  /** The section's name for citing it again later (grounding/retrieval.ts sectionRef). */
  ref: string;
  /** Its markdown cut into blocks, each exactly as written in the notes. */
  blocks: readonly Block[];
  score: number;
  /** Share (0-1) of the question's meaning, weighted by rarity, that this passage holds. */
  relevance: number;
}

export interface SearchOptions {
  /** Search the text as one, without preferring the part that asks (a last question joined with a follow-up is one topic). */
  asWritten?: boolean;
  /**
   * One word of a section's student phrases names it ('flashcards' for the app's Flashcards
   * section): for a question already known to be about that material (it names the app).
   */
  oneWordNames?: boolean;
}

export interface Retriever {
  /**
   * Best passages for `query` within what `bot` may draw on (grounding/bot-scope.ts),
   * only those relevant enough to answer it: none for an off-topic question.
   */
  search(bot: ChatBot, query: string, limit?: number, options?: SearchOptions): Passage[];
  /** The question as the notes would word it: Hinglish content words in English, misspellings corrected. */
  understand(question: string): string;
  /** A whole section by its ref, or undefined when the notes no longer have it. */
  section(ref: string): Passage | undefined;
}

export interface HistoryMessage {
  sender: 'user' | 'bot';
  text: string;
  /** Files the student sent with an earlier message, with their extracted text (null when none could be read). */
  attachments?: { fileName: string; text: string | null }[];
  /** For a bot message: the section of the notes it cited (Passage.ref), so follow-ups can go on from it. */
  citedSection?: string | null;
}

export interface TutorAttachment {
  fileName: string;
  mimeType: string;
  /** Extracted text, already capped; null when none could be read (images, scanned PDFs). */
  text: string | null;
  /**
   * Only the first part of the file could be read (it is very long): `text` is that part, or null
   * when none could be read in time. The student is told so above the answer (chat service).
   */
  partial?: boolean;
  /** Image bytes, for a model that can see them. */
  image?: Buffer;
}

export interface ReplyContext {
  bot: ChatBot;
  studentName: string;
  question: string;
  /** Earlier messages of the session, oldest first (not including this question): the newest of them. */
  history: HistoryMessage[];
  /** How many messages came before `history` and were not read (a long session reads only its end). */
  earlierMessages?: number;
  attachments: TutorAttachment[];
  /** The whiteboard drawing as PNG, when the student sent one. */
  whiteboard?: Buffer;
  signal?: AbortSignal;
  /** Told which section of the notes the answer cites (Passage.ref), to store with the bot message. */
  onCited?: (ref: string) => void;
  /** The language the student chose for the app ('hi' answers Hinglish in Hindi); a Devanagari question is answered in Hindi whatever it is. */
  language?: 'en' | 'hi';
}

export interface NameContext {
  bot: ChatBot;
  messages: HistoryMessage[];
}

export interface SuggestContext {
  bot: ChatBot;
  /** The text to suggest follow-ups for: usually the tutor's last answer, or the student's question. */
  text: string;
  /** Questions already asked in the session, so suggestions do not repeat them. */
  asked?: string[];
}

export interface VoiceContext {
  bot: ChatBot;
  studentName: string;
}

/** What the study tools work from: one session's conversation in one course. */
export interface SessionMaterialContext {
  bot: ChatBot;
  /** The conversation, or (a long session) its newest messages. */
  messages: HistoryMessage[];
  /**
   * Every section the session's answers cited, in the order first cited, with how many answers
   * cited it (read from the whole session; `messages` may be only its end). Without it, the
   * citations in `messages` are used.
   */
  cited?: { ref: string; times: number }[];
  /**
   * Questions the student has already met (the chat's quick checks, their earlier assignments in this
   * course): an assignment asks them again only when the banks have no others.
   */
  seen?: string[];
  /** The language to write the cards or questions in (practice-language.ts); English when left out. */
  language?: Language;
}

/** A chapter of a course's notes, which a question tests and a report links to. */
export interface ChapterRef {
  book: CourseBot;
  number: number;
  title: string;
}

/** A multiple-choice question with its key; the key stays on the server until the attempt is scored. */
export interface McqWithKey {
  mcq: string;
  options: Record<OptionLetter, string>;
  answer: OptionLetter;
  explanation: string;
  chapter: ChapterRef;
}

/**
 * The chat tutor. Two implementations side by side in chat/: the offline one (no model; answers from
 * the course notes) and the LLM one (an OpenAI-compatible model, grounded in the same notes).
 * create-tutor.ts puts them together: names and suggestions fall back to the offline tutor's
 * (with-fallback.ts), and so does an answer the model fails before its first word (with a note);
 * one that fails later is shown as failed.
 */
export interface ChatTutor {
  /** The answer, streamed in pieces. Throws on provider failure; stops when ctx.signal aborts. */
  reply(ctx: ReplyContext): AsyncIterable<string>;
  /** A short session name (at most 6 words). */
  nameSession(ctx: NameContext): Promise<string>;
  /** At most 4 short questions a student would ask next. */
  suggestQuestions(ctx: SuggestContext): Promise<string[]>;
}

/** A question-and-answer card for revising what a session covered, with the chapter that teaches it. */
export interface Flashcard {
  question: string;
  answer: string;
  chapter: CardChapter | null;
  /** The section of the notes the card comes from (Passage.ref): one the chat cited. Not stored. */
  source?: string;
}

/** A generated set: its name and cards. */
export interface MadeFlashcards {
  name: string;
  cards: Flashcard[];
}

/** No card can be made from the session: `message` says why, for the student. */
export class NothingToStudyError extends Error {
  override name = 'NothingToStudyError';
}

/**
 * The study tools, for the issues that build them: each gets an LLM implementation (through
 * model/structured.ts, validated with the contract's schema) and an offline one (from the chapters'
 * key terms, worked examples and question banks), joined by withFallback(llm, offline).
 */
export interface FlashcardMaker {
  /** A named set of cards for revising what the session covered. Throws NothingToStudyError when none can be made. */
  make(ctx: SessionMaterialContext): Promise<MadeFlashcards>;
}

export interface McqMaker {
  /** Multiple-choice questions on what the session covered. Scores are the server's, never a model's. */
  make(ctx: SessionMaterialContext): Promise<McqWithKey[]>;
}

/** One question of a scored attempt: what was asked, what the student chose, and whether it was right. */
export interface ScoredQuestion extends McqWithKey {
  chosen: OptionLetter;
  correct: boolean;
}

/**
 * A scored attempt at an assignment, as the server scored it from the stored keys. It carries the
 * facts, never the score: a report's words come from what was asked and answered.
 */
export interface ScoredAttempt {
  bot: ChatBot;
  studentName: string;
  questions: ScoredQuestion[];
  /** The student's mastery of each chapter this attempt asked about (this attempt included), weakest first. */
  mastery: { chapter: ChapterRef; mastery: number }[];
  /** The language the assignment was written in, and its report is to be; English when left out. */
  language?: Language;
}

export interface ReportWriter {
  /** The detailed report of a scored attempt, as markdown. */
  write(attempt: ScoredAttempt): Promise<string>;
}
