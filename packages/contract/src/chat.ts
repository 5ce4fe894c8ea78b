import { z } from 'zod';
import { plainString } from './text.ts';
import { CHAT_BOTS, MAX_SUGGESTED_QUESTIONS, QUESTION_MAX_LENGTH, QUESTION_TOO_LONG, SESSIONS_PAGE_MAX, SESSIONS_PAGE_SIZE, VOICE_MESSAGES_PER_CALL, VOICE_TEXT_MAX_LENGTH } from './constants.ts';

export const ChatBotSchema = z.enum(CHAT_BOTS, { error: `chatBot must be one of: ${CHAT_BOTS.join(', ')}` });

export const CreateSessionInputSchema = z.object({
  name: plainString().trim().min(1, 'name is required').max(100, 'name must be at most 100 characters'),
  chatBot: ChatBotSchema,
});
export type CreateSessionInput = z.infer<typeof CreateSessionInputSchema>;

export const ChatFileSchema = z.object({
  fileName: z.string(),
  mimeType: z.string(),
  /** Images only: a signed link that expires (spec section 3). */
  url: z.string().optional(),
  /** The student's whiteboard drawing, sent with the question while the whiteboard was open. */
  whiteboard: z.literal(true).optional(),
});
export type ChatFile = z.infer<typeof ChatFileSchema>;

export const MessageStatusSchema = z.enum(['complete', 'interrupted']);
export const ChatMessageSchema = z.object({
  _id: z.string(),
  text: z.string(),
  sender: z.enum(['user', 'bot']),
  /** ISO date-time. */
  timestamp: z.string(),
  /** 'interrupted': the answer broke off; text is what arrived. */
  status: MessageStatusSchema,
  source: z.enum(['text', 'voice']),
  files: z.array(ChatFileSchema),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const SessionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  chatBot: ChatBotSchema,
  messages: z.array(ChatMessageSchema),
});
export type Session = z.infer<typeof SessionSchema>;

export const SessionSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  chatBot: ChatBotSchema,
  /** ISO date-time of the last message. */
  updatedAt: z.string(),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

/**
 * GET /api/chat/sessions/:chatBot?limit=&before=&beforeId=: a page of the list, newest first. The
 * next page starts after the last session shown: its `updatedAt` and `_id` are the cursor.
 */
export const SessionListQuerySchema = z
  .object({
    limit: z.coerce
      .number()
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(SESSIONS_PAGE_MAX, `limit must be at most ${SESSIONS_PAGE_MAX}`)
      .default(SESSIONS_PAGE_SIZE),
    before: z.iso.datetime({ offset: true, message: 'before must be a date-time (the updatedAt of the last session shown)' }).optional(),
    beforeId: z.string().uuid('beforeId must be the _id of the last session shown').optional(),
  })
  .refine((q) => (q.before === undefined) === (q.beforeId === undefined), 'before and beforeId go together');
export type SessionListQuery = z.input<typeof SessionListQuerySchema>;

export const SendQuestionSchema = z.object({
  question: plainString().max(QUESTION_MAX_LENGTH, QUESTION_TOO_LONG).default(''),
});

/** The JSON answer of a send (without Accept: text/event-stream). */
export const SendAnswerSchema = z.object({ answer: z.string(), message: ChatMessageSchema });
export type SendAnswer = z.infer<typeof SendAnswerSchema>;

/**
 * Server-sent events of a streamed send. Each goes out with an `id:` line (increasing within one
 * answer), which a client sends back as Last-Event-ID to resume after a dropped connection.
 */
export type ChatStreamEvent =
  /** Sent first: the student's question as stored (it will not be lost or need sending again). */
  | { event: 'question'; data: { message: ChatMessage } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { message: ChatMessage } }
  | { event: 'error'; data: { message: string } };

/** POST .../stop: whether an answer was in progress to stop. */
export const StopAnswerResponseSchema = z.object({ stopped: z.boolean() });
export type StopAnswerResponse = z.infer<typeof StopAnswerResponseSchema>;

export const GenerateNameResponseSchema = z.object({ name: z.string() });

export const GenerateQuestionsInputSchema = z.object({
  inputText: plainString().max(20_000, 'inputText must be at most 20000 characters').default(''),
});
/** Suggested questions as a key-to-text map (spec section 3), at most 4. */
export const QuestionsResponseSchema = z.object({
  questions: z.record(z.string(), z.string()).refine((q) => Object.keys(q).length <= MAX_SUGGESTED_QUESTIONS),
});
export type QuestionsResponse = z.infer<typeof QuestionsResponseSchema>;

export const PromptInputSchema = z.object({
  name: plainString().trim().max(100).default(''),
  chatBot: ChatBotSchema,
});
export const PromptResponseSchema = z.object({ prompt: z.string() });
export type PromptResponse = z.infer<typeof PromptResponseSchema>;

export const VoiceMessageSchema = z.object({
  text: plainString()
    .trim()
    .min(1, 'text is required')
    .max(VOICE_TEXT_MAX_LENGTH, `each turn may be at most ${VOICE_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters: split longer ones`),
  sender: z.enum(['user', 'bot']),
  // An ISO date or milliseconds since 1970, within a sane window: the database refuses year 0 or 275760.
  timestamp: z
    .union([z.string().datetime({ offset: true }), z.number().int().positive()])
    .refine((t) => isPlausibleTime(new Date(t).getTime()), 'timestamp must be a date between the year 2000 and now')
    .optional(),
});
function isPlausibleTime(ms: number) {
  return ms >= Date.UTC(2000, 0, 1) && ms <= Date.now() + 24 * 3600_000;
}
export const StoreVoiceMessagesInputSchema = z.object({
  voiceCallMessages: z
    .array(VoiceMessageSchema)
    .max(VOICE_MESSAGES_PER_CALL, `at most ${VOICE_MESSAGES_PER_CALL} turns at a time: send the rest in another call`),
});
/** Past the chat's message limit only the first lines are stored: `notStored` counts the rest, `message` tells the student. */
export const StoreVoiceMessagesResponseSchema = z.object({
  stored: z.number().int(),
  notStored: z.number().int().optional(),
  message: z.string().optional(),
  /** The message's code and values (SERVER_MESSAGES), for the app to say it in the student's language. */
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type StoreVoiceMessagesResponse = z.infer<typeof StoreVoiceMessagesResponseSchema>;

/**
 * GET /api/chat/realtime-session: the spec's `client_secret.value`, and what the browser needs to
 * open the call: where to post the SDP offer, which model, which event dialect, and the call's cap.
 */
export const RealtimeSessionSchema = z.object({
  client_secret: z.object({ value: z.string(), expires_at: z.number().optional() }),
  url: z.string(),
  model: z.string(),
  api: z.enum(['client_secrets', 'sessions']),
  maxMinutes: z.number().int(),
});
export type RealtimeSession = z.infer<typeof RealtimeSessionSchema>;
/** The 429 answer's message when the student has used today's realtime minutes. */
export const VOICE_LIMIT_REACHED = "You have used today's voice call time with the AI Teacher. You can keep talking using your phone's own voice.";
