import type { ChatTutor } from './types.ts';

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

/**
 * The chat tutor with a model: names and suggestions fall back to the offline tutor's. Answers never
 * do: a failed answer is shown as failed ('Error fetching response.'), with what arrived kept.
 */
export function chatWithFallback(llm: ChatTutor, offline: ChatTutor, onFallback?: OnFallback): ChatTutor {
  const data = withFallback(
    { nameSession: llm.nameSession, suggestQuestions: llm.suggestQuestions },
    { nameSession: offline.nameSession, suggestQuestions: offline.suggestQuestions },
    onFallback,
  );
  return { reply: (ctx) => llm.reply(ctx), ...data };
}
