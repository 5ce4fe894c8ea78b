import { ANSWERS_IN_PROGRESS, SEND_FAILED, type ChatMessage } from '@vidya/contract';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, serviceUnavailable } from '../../lib/http-error.ts';
import type { AnswerStreams, StoredEvent } from './answer-streams/types.ts';
import { AnswerFailed, type ChatService, type Turn } from './chat.service.ts';

interface Deps {
  streams: AnswerStreams;
  service: Pick<ChatService, 'answer'>;
  log: FastifyBaseLogger;
  /** Answers one student may have being written here at once (a burst of questions waits its turn). */
  perStudent: number;
}

/**
 * Runs answers apart from the requests that asked for them (decision 0021): an answer goes on to
 * the end when its connection drops, and every client (the POST that asked, a resume on any process)
 * only reads its stream. Graceful shutdown lets answers in flight finish, up to a deadline.
 */
export function createAnswers({ streams, service, log, perStudent }: Deps) {
  const running = new Map<Promise<unknown>, AbortController>();
  /** Each student's places taken: questions being stored and answers being written. */
  const places = new Map<string, number>();
  /** Closes an event-stream response still being written, so shutdown never waits on one. */
  const readers = new Set<(closeConnection: boolean) => void>();
  let draining = false;

  return {
    /**
     * Takes one of the student's places before their question is read and stored, or refuses (429)
     * when their earlier answers still hold them all: one student's burst of questions cannot take
     * the server from everyone else. `release` gives the place back (once): when the answer is stored
     * or fails, or when the question never got that far.
     */
    reserve(userId: string): () => void {
      const taken = places.get(userId) ?? 0;
      if (taken >= perStudent) throw new HttpError(429, ANSWERS_IN_PROGRESS);
      places.set(userId, taken + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (places.get(userId) ?? 1) - 1;
        if (left > 0) places.set(userId, left);
        else places.delete(userId);
      };
    },

    /** Starts answering a stored question; `result` settles when the answer is stored. */
    async start(turn: Turn): Promise<{ answerId: string; result: Promise<ChatMessage> }> {
      if (draining) throw serviceUnavailable('The server is restarting. Please send your question again.');
      const writer = await streams.open({ sessionId: turn.sessionId, userId: turn.userId, source: turn.source ?? 'text' });
      // First the stored question: from here on a failure must not send it again.
      if (turn.question) writer.append({ event: 'question', data: { message: turn.question } });
      const deadline = new AbortController();
      const result = (async () => {
        try {
          const message = await service.answer(turn, (text) => writer.append({ event: 'delta', data: { text } }), AbortSignal.any([writer.stopped, deadline.signal]));
          writer.append({ event: 'done', data: { message } });
          return message;
        } catch (err) {
          if (!writer.stopped.aborted) log.warn({ err: err instanceof AnswerFailed ? err.cause : err }, 'answer failed');
          writer.append({ event: 'error', data: { message: SEND_FAILED } });
          throw err;
        } finally {
          await writer.flushed();
        }
      })();
      const settled = result.then(
        () => undefined,
        () => undefined,
      );
      running.set(settled, deadline);
      void settled.then(() => running.delete(settled));
      return { answerId: writer.id, result };
    },

    follow: streams.follow.bind(streams),
    stop: streams.stop.bind(streams),

    /** Writes events to a hijacked response until the answer ends or the client goes. */
    async pipe(events: AsyncIterable<StoredEvent>, write: (event: StoredEvent) => void, close: (closeConnection: boolean) => void) {
      readers.add(close);
      try {
        for await (const event of events) write(event);
      } catch (err) {
        // The stream store failed (e.g. Redis went away): the client resumes, perhaps elsewhere.
        log.warn({ err }, 'could not read an answer stream');
      } finally {
        readers.delete(close);
        // While shutting down, an idle keep-alive connection would hold the server open.
        close(draining);
      }
    },

    /**
     * Shutdown: no new answers; those in flight may finish within `ms`, then the rest stop (stored as
     * interrupted). Readers still attached (following an answer of another process) are closed: the
     * client resumes on another process.
     */
    async drain(ms: number) {
      draining = true;
      if (running.size) log.info({ answers: running.size, seconds: ms / 1000 }, 'letting the answers in flight finish');
      const all = Promise.all(running.keys());
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([all, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
      clearTimeout(timer);
      for (const deadline of running.values()) deadline.abort();
      await all;
      // Readers of answers that just ended write their last events first.
      await new Promise((resolve) => setImmediate(resolve));
      for (const close of readers) close(true);
    },

    /** Answers being generated here (for tests and the shutdown log). */
    get inFlight() {
      return running.size;
    },
  };
}
export type Answers = ReturnType<typeof createAnswers>;
