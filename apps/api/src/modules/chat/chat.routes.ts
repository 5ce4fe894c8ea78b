import {
  ChatBotSchema,
  CreateSessionInputSchema,
  GenerateNameResponseSchema,
  GenerateQuestionsInputSchema,
  MessageResponseSchema,
  PromptInputSchema,
  PromptResponseSchema,
  QuestionsResponseSchema,
  SEND_FAILED,
  SendAnswerSchema,
  SessionSchema,
  SessionSummarySchema,
  StoreVoiceMessagesInputSchema,
  StoreVoiceMessagesResponseSchema,
  API,
  type ChatBot,
} from '@vidya/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import type { TextExtractor } from '../files/extract-text.ts';
import { acceptUploads, acceptWhiteboard } from '../files/inspect-upload.ts';
import { readChatRequest } from '../files/read-chat-request.ts';
import { AnswerFailed, type ChatService, type Turn } from './chat.service.ts';
import { openEventStream } from './sse.ts';

interface Options {
  service: ChatService;
  uploadLimits: { maxFiles: number; maxFileBytes: number };
  extractor: TextExtractor;
  welcomeQuestions(bot: ChatBot): string[];
  studentName(userId: string): Promise<string>;
}

const IdParams = z.object({ id: z.string().uuid('id must be a valid id') });

export const chatRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const { service } = opts;
  app.addHook('onRequest', app.authenticate);

  app.post(API.chat.createSession, { schema: { body: CreateSessionInputSchema, response: { 200: SessionSchema } } }, (req) =>
    service.createSession(req.userId, req.body),
  );

  app.get(
    '/api/chat/sessions/:chatBot',
    { schema: { params: z.object({ chatBot: ChatBotSchema }), response: { 200: z.array(SessionSummarySchema) } } },
    (req) => service.listSessions(req.userId, req.params.chatBot),
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
    { schema: { params: IdParams, body: StoreVoiceMessagesInputSchema, response: { 200: StoreVoiceMessagesResponseSchema } } },
    (req) => service.storeVoiceMessages(req.userId, req.params.id, req.body.voiceCallMessages),
  );

  app.get(
    '/api/chat/suggestions/:chatBot',
    { schema: { params: z.object({ chatBot: ChatBotSchema }), response: { 200: QuestionsResponseSchema } } },
    async (req) => ({ questions: Object.fromEntries(opts.welcomeQuestions(req.params.chatBot).map((q, i) => [String(i + 1), q])) }),
  );

  // The widget sends the raw token with no 'Bearer ' prefix (spec section 6).
  const sendOptions = { config: { rawTokenAuth: true }, schema: { params: IdParams, response: { 200: SendAnswerSchema } } };
  const send = async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    // The owner first, so nobody can make us read and parse files for a session that is not theirs.
    const session = await service.ownedSession(req.userId, req.params.id);
    const incoming = await readChatRequest(req, opts.uploadLimits);
    const files = await acceptUploads(incoming.files, opts.extractor);
    const whiteboard = incoming.whiteboard ? await acceptWhiteboard(incoming.whiteboard) : null;
    const turn = await service.startTurn(session, { question: incoming.question, files, whiteboard, source: incoming.source });
    return answer(req, reply, turn);
  };

  /** Answers a stored question: as server-sent events when asked for, else as JSON when complete. */
  const answer = async (req: FastifyRequest, reply: FastifyReply, turn: Turn) => {
    // The student closing the page aborts the answer; what arrived is kept as 'interrupted'.
    const gone = new AbortController();
    reply.raw.on('close', () => !reply.raw.writableFinished && gone.abort());

    if (req.headers.accept?.includes('text/event-stream')) {
      const stream = openEventStream(reply);
      // First the stored question: from here on a failure must not send it again.
      if (turn.question) stream.send({ event: 'question', data: { message: turn.question } });
      try {
        const message = await service.answer(turn, (text) => stream.send({ event: 'delta', data: { text } }), gone.signal);
        stream.send({ event: 'done', data: { message } });
      } catch (err) {
        req.log.warn({ err: err instanceof AnswerFailed ? err.cause : err }, 'answer failed');
        stream.send({ event: 'error', data: { message: SEND_FAILED } });
      }
      stream.end();
      return reply;
    }
    try {
      const message = await service.answer(turn, () => undefined, gone.signal);
      return { answer: message.text, message };
    } catch (err) {
      req.log.warn({ err: err instanceof AnswerFailed ? err.cause : err }, 'answer failed');
      throw new HttpError(502, SEND_FAILED);
    }
  };
  app.post('/api/chat/session/:id/send', sendOptions, send);
  app.post('/api/chat/session/:id/send/whiteboard', sendOptions, send);
  app.post(API.chat.regenerate(':id'), { schema: { params: IdParams, response: { 200: SendAnswerSchema } } }, async (req, reply) =>
    answer(req, reply, await service.regenerateTurn(await service.ownedSession(req.userId, req.params.id))),
  );
};
