import { ProviderError } from './model/client.ts';
import type { ChatTutor, ReplyContext } from './types.ts';

/** An object whose every member is an async method (a generator of data: names, cards, reports). */
type AsyncMethods<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> };

/** Told which method fell back, and why (a ProviderError, a StructuredOutputError, …). */
export type OnFallback = (method: string, err: unknown) => void;

/**
 * The model first; on any failure (provider error, timeout, output that stayed invalid) the offline
 * version, for each method of `offline` (plain objects, as the tutors' factories return).
 */
export function withFallback<T extends AsyncMethods<T>>(llm: T, offline: T, onFallback?: OnFallback): T {
  const out: Partial<Record<keyof T, unknown>> = {};
  for (const key of Object.keys(offline) as (keyof T & string)[]) {
    out[key] = async (...args: never[]) => {
      try {
        return await llm[key](...args);
      } catch (err) {
        onFallback?.(key, err);
        return offline[key](...args);
      }
    };
  }
  return out as T;
}

/** Said first, as a note line, when the offline tutor answers because the model could not. */
export const MODEL_UNREACHABLE_NOTE =
  '_Answered from your course notes: the AI teacher is not reachable right now._';

/**
 * The chat tutor with a model: names and suggestions fall back to the offline tutor's. So does an
 * answer the model fails before its first word (down, overloaded, silent, or not asked while the
 * circuit breaker is open): the offline tutor answers, after a note saying so. Once words have been
 * shown, a failure stays a failure ('Error fetching response.', with what arrived kept): a second
 * answer under half of the first would read as one muddled answer (decision 0029).
 */
export function chatWithFallback(llm: ChatTutor, offline: ChatTutor, onFallback?: OnFallback): ChatTutor {
  const data = withFallback(
    { nameSession: llm.nameSession, suggestQuestions: llm.suggestQuestions },
    { nameSession: offline.nameSession, suggestQuestions: offline.suggestQuestions },
    onFallback,
  );
  async function* reply(ctx: ReplyContext): AsyncGenerator<string> {
    let started = false;
    try {
      for await (const piece of llm.reply(ctx)) {
        started = true;
        yield piece;
      }
    } catch (err) {
      // A stopped answer is the student's doing, not the model's.
      if (started || ctx.signal?.aborted || !(err instanceof ProviderError)) throw err;
      onFallback?.('reply', err);
      yield `${MODEL_UNREACHABLE_NOTE}\n\n`;
      yield* offline.reply(ctx);
    }
  }
  return { reply, ...data };
}
