import {
  ChatBotSchema,
  CreateSessionInputSchema,
  GenerateNameResponseSchema,
  GenerateQuestionsInputSchema,
  LanguageSchema,
  MessageResponseSchema,
  NO_ANSWER_IN_PROGRESS,
  PromptInputSchema,
  PromptResponseSchema,
  QuestionsResponseSchema,
  SEND_FAILED,
  SendAnswerSchema,
  SessionSchema,
  SessionListQuerySchema,
  SessionSummarySchema,
  StoreVoiceMessagesInputSchema,
  StopAnswerResponseSchema,
  StoreVoiceMessagesResponseSchema,
  VOICE_MESSAGES_PER_CALL,
  VOICE_TEXT_MAX_LENGTH,
  API,
  type ChatBot,
  type Language,
} from '@vidya/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { TextExtractor } from '../files/extract-text.ts';
import { acceptUploads, acceptWhiteboard } from '../files/inspect-upload.ts';
import { readChatRequest } from '../files/read-chat-request.ts';
import type { Answers } from './answers.ts';
import { eventId, type StoredEvent } from './answer-streams/types.ts';
import type { ChatService, Turn } from './chat.service.ts';
import { openEventStream } from './sse.ts';

interface Options {
  service: ChatService;
  answers: Answers;
  uploadLimits: { maxFiles: number; maxFileBytes: number };
  extractor: TextExtractor;
  welcomeQuestions(bot: ChatBot, language: Language): string[];
  studentName(userId: string): Promise<string>;
  /** The language the student chose for their account. */
  studentLanguage(userId: string): Promise<Language>;
}

const IdParams = z.object({ id: z.string().uuid('id must be a valid id') });
/**
 * A call's transcript at the contract's caps always fits (200 turns of 4,000 characters, three UTF-8
 * bytes each for Hindi, with room for the JSON around them); the app's 1 MB would refuse it.
 */
const VOICE_BODY_LIMIT = VOICE_MESSAGES_PER_CALL * (VOICE_TEXT_MAX_LENGTH * 3 + 200);

export const chatRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const { service, answers } = opts;
  app.addHook('onRequest', app.authenticate);

  app.post(API.chat.createSession, { schema: { body: CreateSessionInputSchema, response: { 200: SessionSchema } } }, (req) =>
    service.createSession(req.userId, req.body),
  );

  app.get(
    '/api/chat/sessions/:chatBot',
    { schema: { params: z.object({ chatBot: ChatBotSchema }), querystring: SessionListQuerySchema, response: { 200: z.array(SessionSummarySchema) } } },
    (req) => {
      const { limit, before, beforeId } = req.query;
      return service.listSessions(req.userId, req.params.chatBot, { limit, ...(before && beforeId ? { before: { updatedAt: before, id: beforeId } } : {}) });
    },
  );

  // Sent as stored JSON text (the shape is SessionSchema; the tests parse it with that schema) with an
  // ETag, so a phone re-opening an unchanged session gets a 304 and downloads nothing.
  app.get('/api/chat/session/:id', { schema: { params: IdParams } }, async (req, reply) => {
    const session = await service.readSession(req.userId, req.params.id);
    reply.header('etag', session.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
    if (req.headers['if-none-match'] === session.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoded = session.encoded(req.headers['accept-encoding']);
    return encoded ? reply.header('content-encoding', encoded.encoding).send(encoded.body) : reply.send(session.body);
  });

  app.delete('/api/chat/session/:id/delete', { schema: { params: IdParams, response: { 200: MessageResponseSchema } } }, (req) =>
    service.deleteSession(req.userId, req.params.id),
  );

  app.get('/api/chat/sessions/:id/generate-name', { schema: { params: IdParams, response: { 200: GenerateNameResponseSchema } } }, (req) =>
    service.generateName(req.userId, req.params.id),
  );

  app.post(
    '/api/chat/session/:id/generate-questions',
    { schema: { params: IdParams, body: GenerateQuestionsInputSchema, response: { 200: QuestionsResponseSchema } } },
    (req) => service.suggestQuestions(req.userId, req.params.id, req.body.inputText),
  );

  app.post(API.chat.prompt, { schema: { body: PromptInputSchema, response: { 200: PromptResponseSchema } } }, async (req) =>
    service.voicePrompt(req.body.chatBot, req.body.name || (await opts.studentName(req.userId))),
  );

  app.post(
    '/api/chat/sessions/:id/store-voice-messages',
    { bodyLimit: VOICE_BODY_LIMIT, schema: { params: IdParams, body: StoreVoiceMessagesInputSchema, response: { 200: StoreVoiceMessagesResponseSchema } } },
    (req) => service.storeVoiceMessages(req.userId, req.params.id, req.body.voiceCallMessages),
  );

  // In the account's language; ?lang= (the app's language at that moment) wins, so a switch the
  // account has not saved yet still shows the questions in the language on the screen.
  app.get(
    '/api/chat/suggestions/:chatBot',
    { schema: { params: z.object({ chatBot: ChatBotSchema }), querystring: z.object({ lang: LanguageSchema.optional() }), response: { 200: QuestionsResponseSchema } } },
    async (req) => {
      const language = req.query.lang ?? (await opts.studentLanguage(req.userId));
      return { questions: Object.fromEntries(opts.welcomeQuestions(req.params.chatBot, language).map((q, i) => [String(i + 1), q])) };
    },
  );

  // The widget sends the raw token with no 'Bearer ' prefix (spec section 6).
  const sendOptions = { config: { rawTokenAuth: true }, schema: { params: IdParams, response: { 200: SendAnswerSchema } } };
  const send = async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    // The owner first, so nobody can make us read and parse files for a session that is not theirs.
    const session = await service.ownedSession(req.userId, req.params.id);
    return answer(req, reply, async () => {
      const incoming = await readChatRequest(req, opts.uploadLimits);
      const files = await acceptUploads(incoming.files, opts.extractor);
      const whiteboard = incoming.whiteboard ? await acceptWhiteboard(incoming.whiteboard) : null;
      return service.startTurn(session, { question: incoming.question, files, whiteboard, source: incoming.source });
    });
  };

  /** Sends an answer's events from `events` as server-sent events, until it ends or the client goes. */
  const stream = (reply: FastifyReply, follow: (signal: AbortSignal) => Promise<AsyncIterable<StoredEvent> | null>) => {
    const gone = new AbortController();
    reply.raw.on('close', () => gone.abort());
    return follow(gone.signal).then(async (events) => {
      if (!events) throw notFound(NO_ANSWER_IN_PROGRESS);
      const sse = openEventStream(reply);
      await answers.pipe(events, sse.send, sse.end);
      return reply;
    });
  };

  /**
   * Answers a stored question. The answer runs on by itself (a dropped connection does not stop it);
   * this request reads it, as server-sent events when asked for, else as JSON when complete.
   */
  const answer = async (req: FastifyRequest, reply: FastifyReply, makeTurn: () => Promise<Turn>) => {
    // One of the student's places, held from before the question is read until its answer ends.
    const release = answers.reserve(req.userId);
    let turn: Turn;
    let started: Awaited<ReturnType<Answers['start']>>;
    try {
      turn = await makeTurn();
      started = await answers.start(turn);
    } catch (err) {
      release();
      throw err;
    }
    const { answerId, result } = started;
    result.then(release, release);
    if (req.headers.accept?.includes('text/event-stream')) {
      // A failure is told in the stream's error event; `result` is settled there too.
      result.catch(() => undefined);
      return stream(reply, (signal) => answers.follow(turn.sessionId, eventId(answerId, 0), signal));
    }
    try {
      const message = await result;
      return { answer: message.text, message };
    } catch {
      throw new HttpError(502, SEND_FAILED);
    }
  };
  app.post('/api/chat/session/:id/send', sendOptions, send);
  app.post('/api/chat/session/:id/send/whiteboard', sendOptions, send);
  app.post(API.chat.regenerate(':id'), { schema: { params: IdParams, response: { 200: SendAnswerSchema } } }, async (req, reply) =>
    answer(req, reply, async () => service.regenerateTurn(await service.ownedSession(req.userId, req.params.id))),
  );

  // Resume after a dropped connection, on any process: the events after Last-Event-ID (or from the start).
  app.get(API.chat.stream(':id'), { schema: { params: IdParams } }, async (req, reply) => {
    const session = await service.ownedSession(req.userId, req.params.id);
    const last = req.headers['last-event-id'];
    return stream(reply, (signal) => answers.follow(session.id, (typeof last === 'string' && last.trim()) || null, signal));
  });

  app.post(API.chat.stop(':id'), { schema: { params: IdParams, response: { 200: StopAnswerResponseSchema } } }, async (req) => {
    const session = await service.ownedSession(req.userId, req.params.id);
    return { stopped: await answers.stop(session.id) };
  });
};
