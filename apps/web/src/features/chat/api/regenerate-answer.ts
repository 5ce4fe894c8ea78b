import { API, type ChatMessage } from '@vidya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchRaw } from '../../../lib/api-client.ts';
import { appendMessages } from '../lib/session-cache.ts';
import { afterBrokenAnswer, AnswerGone, LEFT, readAnswer, showStored } from './send-message.ts';

/** A new answer to the session's last question (nothing stored again but the answer), streamed. */
export async function regenerateAnswer(sessionId: string, handlers: { onDelta(text: string): void; signal?: AbortSignal }): Promise<ChatMessage> {
  const res = await apiFetchRaw(API.chat.regenerate(sessionId), { method: 'POST', headers: { accept: 'text/event-stream' }, signal: handlers.signal });
  return readAnswer(res, sessionId, handlers);
}

export interface RegenerateVariables {
  sessionId: string;
  signal: AbortSignal;
  onPartial(text: string): void;
  /** Follow the answer already running at the server (a chat opened mid-answer) instead of asking again. */
  follow?: boolean;
}

/** An answer again that did not complete, with what arrived. */
export class RegenerateFailed extends Error {
  constructor(
    override readonly cause: unknown,
    readonly partial: string,
    readonly stopped: boolean,
  ) {
    super('regenerate failed');
  }
}

/**
 * Regenerate (and Retry after an answer broke off), or following an answer in progress: the new answer is appended when complete; if it
 * breaks off, what arrived stays with an error line offering to try again.
 */
export function useRegenerateAnswer() {
  const queryClient = useQueryClient();
  return useMutation<ChatMessage, RegenerateFailed, RegenerateVariables>({
    mutationFn: async ({ sessionId, signal, onPartial, follow }) => {
      let partial = '';
      const handlers = { signal, onDelta: (text: string) => onPartial((partial += text)) };
      try {
        // Following starts as a resume does: no response yet, so the reader asks GET …/stream from the start.
        return await (follow ? readAnswer(null, sessionId, handlers) : regenerateAnswer(sessionId, handlers));
      } catch (err) {
        throw new RegenerateFailed(err, partial, signal.aborted);
      }
    },
    onSuccess: (answer, { sessionId }) => appendMessages(queryClient, sessionId, [answer]),
    onError: (failure, { sessionId, signal }) =>
      failure.cause instanceof AnswerGone || signal.reason === LEFT
        ? showStored(queryClient, sessionId)
        : appendMessages(queryClient, sessionId, afterBrokenAnswer(failure.partial, failure.stopped)),
  });
}
