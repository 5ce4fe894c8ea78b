import { randomBytes } from 'node:crypto';
import type { ChatStreamEvent } from '@vidya/contract';
import { eventId, isFinal, KEEP_FINISHED_MS, parseEventId, type AnswerMeta, type AnswerStreams, type AnswerWriter, type StoredEvent } from './types.ts';

interface Answer {
  meta: AnswerMeta;
  events: StoredEvent[];
  ended: boolean;
  /** Readers waiting for the next event. */
  wake: Set<() => void>;
  stop: AbortController;
}

export const newAnswerId = () => randomBytes(6).toString('hex');

/**
 * At most this many finished answers are kept for a resume, oldest dropped first, however many
 * minutes they still had: memory stays bounded when many answers finish within KEEP_FINISHED_MS.
 */
export const MAX_FINISHED_KEPT = 1000;

/** Answer streams in this process's memory: the default, and the local part of the Redis store. */
export function createMemoryAnswerStreams({ keepMs = KEEP_FINISHED_MS, maxFinished = MAX_FINISHED_KEPT } = {}) {
  const answers = new Map<string, Answer>();
  const current = new Map<string, string>();
  /** Finished answers still kept, oldest first, with the timer that forgets each. */
  const finished = new Map<string, NodeJS.Timeout>();

  function forgetLater(id: string) {
    finished.set(id, setTimeout(() => forget(id), keepMs).unref());
    if (finished.size > maxFinished) forget(finished.keys().next().value!);
  }

  function forget(id: string) {
    clearTimeout(finished.get(id));
    finished.delete(id);
    const answer = answers.get(id);
    answers.delete(id);
    if (answer && current.get(answer.meta.sessionId) === id) current.delete(answer.meta.sessionId);
  }

  async function* read(answer: Answer, after: number, signal: AbortSignal): AsyncGenerator<StoredEvent> {
    let next = after;
    while (!signal.aborted) {
      while (next < answer.events.length) yield answer.events[next++]!;
      if (answer.ended) return;
      await new Promise<void>((resolve) => {
        // The reader may have gone while it held the last event.
        if (signal.aborted) return resolve();
        const done = () => {
          answer.wake.delete(done);
          signal.removeEventListener('abort', done);
          resolve();
        };
        answer.wake.add(done);
        signal.addEventListener('abort', done);
      });
    }
  }

  /** The answer an SSE id (or else the session's current answer) names, if it is this session's. */
  function find(sessionId: string, lastEventId: string | null) {
    const parsed = lastEventId === null ? { answerId: current.get(sessionId), seq: 0 } : parseEventId(lastEventId);
    const answer = parsed?.answerId ? answers.get(parsed.answerId) : undefined;
    if (!parsed || !answer || answer.meta.sessionId !== sessionId || parsed.seq > answer.events.length) return null;
    return { id: parsed.answerId!, answer, after: parsed.seq };
  }

  /** Stops an answer generated here by its id (also the Redis store's stop messages). */
  function stopAnswer(id: string) {
    const answer = answers.get(id);
    if (!answer || answer.ended) return false;
    answer.stop.abort();
    return true;
  }

  const streams = {
    async open(meta: AnswerMeta, id = newAnswerId()): Promise<AnswerWriter> {
      const answer: Answer = { meta, events: [], ended: false, wake: new Set(), stop: new AbortController() };
      answers.set(id, answer);
      current.set(meta.sessionId, id);
      return {
        id,
        stopped: answer.stop.signal,
        append(event: ChatStreamEvent) {
          if (answer.ended) throw new Error(`answer ${id} has ended`);
          const stored = { ...event, id: eventId(id, answer.events.length + 1) } as StoredEvent;
          answer.events.push(stored);
          if (isFinal(event)) {
            answer.ended = true;
            forgetLater(id);
          }
          for (const wake of [...answer.wake]) wake();
          return stored.id;
        },
        flushed: () => Promise.resolve(),
      };
    },

    async follow(sessionId: string, lastEventId: string | null, signal: AbortSignal) {
      const found = find(sessionId, lastEventId);
      return found && read(found.answer, found.after, signal);
    },

    async stop(sessionId: string) {
      const id = current.get(sessionId);
      return id ? stopAnswer(id) : false;
    },

    stopAnswer,

    /** Whether this process holds the answer (generating it, or finished a short while ago). */
    holds: (id: string) => answers.has(id),

    /** The session's current answer id here, if any. */
    currentOf: (sessionId: string) => current.get(sessionId) ?? null,

    async close() {
      for (const timer of finished.values()) clearTimeout(timer);
      finished.clear();
    },
  };
  return streams satisfies AnswerStreams;
}
export type MemoryAnswerStreams = ReturnType<typeof createMemoryAnswerStreams>;
