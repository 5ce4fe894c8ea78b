import type { ChatStreamEvent } from '@vidya/contract';

/**
 * Per-answer event streams (decision 0021). The process generating an answer appends its events;
 * any number of readers (the POST that asked, a resume on any process) follow them. An event's SSE
 * id is `<answer id>:<sequence>`, so a Last-Event-ID names both the answer and the place in it.
 */
export type StoredEvent = ChatStreamEvent & { id: string };

/** Who an answer is for: enough to store what arrived if its process dies. */
export interface AnswerMeta {
  sessionId: string;
  userId: string;
  source: 'text' | 'voice';
}

/** The generating process's handle on one answer's stream. */
export interface AnswerWriter {
  readonly id: string;
  /** Appends an event and returns its SSE id. A done or error event ends the stream. */
  append(event: ChatStreamEvent): string;
  /** Aborted when someone asks to stop the answer, from any process. */
  readonly stopped: AbortSignal;
  /** Resolves when every append so far is stored where other processes read it. */
  flushed(): Promise<void>;
}

export interface AnswerStreams {
  /** A new answer stream for the session; it becomes the session's current answer. */
  open(meta: AnswerMeta): Promise<AnswerWriter>;
  /**
   * The session's answer after `lastEventId` (or from the start of its current answer) up to its done
   * or error event; null when there is no live or recently finished answer of this session by that id.
   * Reading ends early when `signal` aborts.
   */
  follow(sessionId: string, lastEventId: string | null, signal: AbortSignal): Promise<AsyncIterable<StoredEvent> | null>;
  /** Asks the session's answer in progress to stop, wherever it runs. false: none was in progress. */
  stop(sessionId: string): Promise<boolean>;
  close(): Promise<void>;
}

/** How long a finished answer can still be resumed (a phone that was out of signal for a while). */
export const KEEP_FINISHED_MS = 5 * 60_000;

export const isFinal = (event: ChatStreamEvent) => event.event === 'done' || event.event === 'error';

export const eventId = (answerId: string, seq: number) => `${answerId}:${seq}`;

/** The answer id and sequence of an SSE id; null when it is not one of ours. */
export function parseEventId(id: string): { answerId: string; seq: number } | null {
  const match = /^([0-9a-f]{12}):(\d{1,9})$/.exec(id);
  return match ? { answerId: match[1]!, seq: Number(match[2]) } : null;
}
