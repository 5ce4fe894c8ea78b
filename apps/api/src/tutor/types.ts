import type { ChatBot } from '@vidya/contract';

/** A passage of the course notes, with what a citation needs. */
export interface Passage {
  id: string;
  /** 'webDevelopment' … for course notes; 'help' for help content and the study-skills guide. */
  source: string;
  chapterNumber: number | null;
  chapterTitle: string;
  heading: string;
  text: string;
  score: number;
  /** Share (0-1) of the question's meaning, weighted by rarity, that this passage holds. */
  relevance: number;
}

export interface Retriever {
  /**
   * Best passages for `query` within what `bot` may draw on (its course; all for learn; help for nios),
   * only those relevant enough to answer it: none for an off-topic question.
   */
  search(bot: ChatBot, query: string, limit?: number): Passage[];
}

export interface HistoryMessage {
  sender: 'user' | 'bot';
  text: string;
  /** Files the student sent with an earlier message, with their extracted text (null when none could be read). */
  attachments?: { fileName: string; text: string | null }[];
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
  /** Earlier messages of the session, oldest first (not including this question). */
  history: HistoryMessage[];
  attachments: TutorAttachment[];
  /** The whiteboard drawing as PNG, when the student sent one. */
  whiteboard?: Buffer;
  signal?: AbortSignal;
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
  messages: HistoryMessage[];
}

/** A multiple-choice question with its key; the key stays on the server until the attempt is scored. */
export interface McqWithKey {
  mcq: string;
  options: Record<'A' | 'B' | 'C' | 'D', string>;
  answer: 'A' | 'B' | 'C' | 'D';
  explanation: string;
}

/**
 * The AI teacher. Two implementations: OfflineTutor (no model; answers from the course notes) and
 * LlmTutor (an OpenAI-compatible model, grounded in the same notes). The optional members are
 * reserved for the flashcards and assignments issues, which implement them in both tutors (the
 * offline one from the chapters' key terms and question banks).
 */
export interface Tutor {
  readonly mode: 'llm' | 'offline';
  /** The answer, streamed in pieces. Throws on provider failure; stops when ctx.signal aborts. */
  reply(ctx: ReplyContext): AsyncIterable<string>;
  /** A short session name (at most 6 words). */
  nameSession(ctx: NameContext): Promise<string>;
  /** At most 4 short questions a student would ask next. */
  suggestQuestions(ctx: SuggestContext): Promise<string[]>;
  /** The teacher's instructions for a voice call with this student in this course. */
  voiceInstructions(ctx: VoiceContext): Promise<string>;
  /** Reserved: question-and-answer cards for revising what the session covered. */
  makeFlashcards?(ctx: SessionMaterialContext): Promise<{ question: string; answer: string }[]>;
  /** Reserved: multiple-choice questions on what the session covered. Scores are the server's, never a model's. */
  makeAssignment?(ctx: SessionMaterialContext): Promise<McqWithKey[]>;
  /** Reserved: the detailed report of a scored attempt, as markdown. */
  writeReport?(ctx: SessionMaterialContext & { questions: McqWithKey[]; answers: Record<string, string>; score: number }): Promise<string>;
}
