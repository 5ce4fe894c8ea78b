import { API, type ChatMessage } from '@vidya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchRaw } from '../../../lib/api-client.ts';
import { appendMessages } from '../lib/session-cache.ts';
import { afterBrokenAnswer, readAnswer } from './send-message.ts';

/** A new answer to the session's last question (nothing stored again but the answer), streamed. */
export async function regenerateAnswer(sessionId: string, { onDelta, signal }: { onDelta(text: string): void; signal?: AbortSignal }): Promise<ChatMessage> {
  const res = await apiFetchRaw(API.chat.regenerate(sessionId), { method: 'POST', headers: { accept: 'text/event-stream' }, signal });
  return readAnswer(res, { onDelta });
}

export interface RegenerateVariables {
  sessionId: string;
  signal: AbortSignal;
  onPartial(text: string): void;
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
 * Regenerate (and Retry after an answer broke off): the new answer is appended when complete; if it
 * breaks off, what arrived stays with an error line offering to try again.
 */
export function useRegenerateAnswer() {
  const queryClient = useQueryClient();
  return useMutation<ChatMessage, RegenerateFailed, RegenerateVariables>({
    mutationFn: async ({ sessionId, signal, onPartial }) => {
      let partial = '';
      try {
        return await regenerateAnswer(sessionId, { signal, onDelta: (text) => onPartial((partial += text)) });
      } catch (err) {
        throw new RegenerateFailed(err, partial, signal.aborted);
      }
    },
    onSuccess: (answer, { sessionId }) => appendMessages(queryClient, sessionId, [answer]),
    onError: (failure, { sessionId }) => appendMessages(queryClient, sessionId, afterBrokenAnswer(failure.partial, failure.stopped)),
  });
}
