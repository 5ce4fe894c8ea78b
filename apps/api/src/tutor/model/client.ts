import { setTimeout as sleep } from 'node:timers/promises';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { createBreaker, type BreakerOptions, type Permit } from './breaker.ts';
import type {
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';

/** Which OpenAI-compatible chat API to use (config.tutor.openai). */
export interface ModelSettings {
  apiKey?: string | undefined;
  baseUrl?: string | undefined;
  model: string;
}

export interface ModelLimits {
  /** Connect until the response starts (the SDK's `timeout`, per attempt). */
  connectTimeoutMs: number;
  /** The whole streamed answer, retries included. */
  answerTimeoutMs: number;
  /** Longest silence once the response has started, before or between tokens. */
  stallTimeoutMs: number;
  /** Retries of a streamed answer, only before its first token. */
  maxRetries: number;
  /** First backoff; doubles each retry (with jitter), unless the provider says Retry-After. */
  retryDelayMs: number;
  /** Each short non-streamed call: a session name, suggestions, one attempt at structured output. */
  helperTimeoutMs: number;
  /** Failed requests in a row (each within `breakerWindowMs` of the last) that open the circuit breaker. */
  breakerFailures: number;
  /** How long an open breaker sends nothing to the provider before one trial request. */
  breakerCooldownMs: number;
  breakerWindowMs: number;
}

export const DEFAULT_MODEL_LIMITS: ModelLimits = {
  connectTimeoutMs: 10_000,
  answerTimeoutMs: 120_000,
  stallTimeoutMs: 30_000,
  maxRetries: 2,
  retryDelayMs: 500,
  helperTimeoutMs: 20_000,
  breakerFailures: 3,
  breakerCooldownMs: 30_000,
  breakerWindowMs: 60_000,
};

/** 'unavailable': not asked at all, because the circuit breaker is open after failures in a row. */
export type ProviderErrorKind = 'connection' | 'timeout' | 'http' | 'stream' | 'unavailable';

/** A failed call to the model provider, in words a log reader can act on. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  /** The HTTP status, for 'http' failures. */
  readonly status: number | undefined;
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    /** Whether another attempt could succeed (only ever made before the first token). */
    readonly retriable: boolean,
    options: { cause?: unknown; status?: number | undefined } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
  }
}

/** The `response_format` of a chat completion request: text, JSON schema or JSON object mode. */
export type ResponseFormat = NonNullable<ChatCompletionCreateParamsNonStreaming['response_format']>;

/** The model provider, as the tutors use it. */
export interface ModelClient {
  /**
   * One answer, streamed in pieces. Failures before the first token are retried (with backoff, or
   * as the provider's Retry-After asks); later ones, a stall or the whole-answer timeout throw a
   * ProviderError, so the caller can keep what arrived. Throws `signal`'s reason when it aborts.
   */
  stream(messages: ChatCompletionMessageParam[], signal?: AbortSignal): AsyncGenerator<string>;
  /**
   * One short non-streamed completion, its text ('' when it has none). Never retried; throws a
   * ProviderError (or `signal`'s reason) on any failure.
   */
  complete(
    messages: ChatCompletionMessageParam[],
    options?: { responseFormat?: ResponseFormat; signal?: AbortSignal },
  ): Promise<string>;
}

const MAX_RETRY_AFTER_MS = 8_000;

/** Reasoning models served locally may prefix their answer with a <think> block. */
export const withoutThinking = (text: string) => text.replace(/<think>[\s\S]*?<\/think>/g, '').trim();

/** A client for any OpenAI-compatible chat API (OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio…). */
export function createModelClient(
  settings: ModelSettings,
  overrides: Partial<ModelLimits> = {},
  events: { onBreakerChange?: BreakerOptions['onChange'] } = {},
): ModelClient {
  const limits = { ...DEFAULT_MODEL_LIMITS, ...overrides };
  const breaker = createBreaker({
    failures: limits.breakerFailures,
    cooldownMs: limits.breakerCooldownMs,
    windowMs: limits.breakerWindowMs,
    ...(events.onBreakerChange ? { onChange: events.onBreakerChange } : {}),
  });
  /** A permit to call the provider; throws at once while the breaker is open. */
  const permit = (): Permit => {
    const granted = breaker.acquire();
    if (granted) return granted;
    throw new ProviderError(
      'unavailable',
      `The model provider failed ${limits.breakerFailures} times in a row; it is asked again after a pause of ${limits.breakerCooldownMs / 1000} s.`,
      false,
    );
  };
  const client = new OpenAI({
    // Local servers (Ollama, vLLM, LM Studio) accept any key; the SDK insists on one.
    apiKey: settings.apiKey ?? 'not-needed',
    baseURL: settings.baseUrl ?? 'https://api.openai.com/v1',
    organization: null,
    project: null,
    // Our own loop retries, so that nothing is retried once a token has been shown.
    maxRetries: 0,
    timeout: limits.connectTimeoutMs,
    logLevel: 'off',
  });

  /** One streamed attempt; ends only when the model says it finished. */
  async function* streamOnce(
    messages: ChatCompletionMessageParam[],
    outer: AbortSignal,
  ): AsyncGenerator<string> {
    const stall = new AbortController();
    const signal = AbortSignal.any([outer, stall.signal]);
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () =>
          stall.abort(
            new ProviderError('timeout', `The model went silent for ${limits.stallTimeoutMs} ms.`, true),
          ),
        limits.stallTimeoutMs,
      );
    };
    try {
      const stream = await client.chat.completions.create(
        { model: settings.model, messages, stream: true },
        { signal, timeout: limits.connectTimeoutMs, maxRetries: 0 },
      );
      arm();
      let finished = false;
      for await (const chunk of stream) {
        arm();
        // Some providers send chunks without choices (usage, content-filter results).
        const choice = Array.isArray(chunk.choices) ? chunk.choices[0] : undefined;
        if (choice?.finish_reason) finished = true;
        const text = choice?.delta?.content;
        if (typeof text === 'string' && text) yield text;
      }
      // The SDK ends a stream quietly when aborted; a stream that just stops is broken too.
      signal.throwIfAborted();
      if (!finished)
        throw new ProviderError('stream', 'The answer stream ended before the model finished.', true);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Maps any failure to a ProviderError, or to the caller's own abort reason. `deadline` is the
   * call's whole-time limit, with what to say when it is reached.
   */
  function failure(
    err: unknown,
    caller: AbortSignal | undefined,
    deadline: { signal: AbortSignal; message: string },
    broken: string,
  ): unknown {
    if (caller?.aborted) return caller.reason;
    if (deadline.signal.aborted) return new ProviderError('timeout', deadline.message, false, { cause: err });
    if (err instanceof ProviderError) return err;
    if (err instanceof APIConnectionTimeoutError)
      return new ProviderError(
        'timeout',
        `The model did not respond within ${limits.connectTimeoutMs} ms.`,
        true,
        { cause: err },
      );
    if (err instanceof APIUserAbortError)
      return new ProviderError('timeout', 'The request to the model was aborted.', true, { cause: err });
    if (err instanceof APIConnectionError)
      return new ProviderError('connection', `Could not reach the model provider: ${err.message}`, true, {
        cause: err,
      });
    if (err instanceof APIError && err.status !== undefined) {
      const retriable = [408, 409, 429].includes(err.status) || err.status >= 500;
      return new ProviderError('http', `The model provider answered ${err.message}`, retriable, {
        cause: err,
        status: err.status,
      });
    }
    const message = err instanceof Error ? err.message : String(err);
    return new ProviderError('stream', `${broken}: ${message}`, true, { cause: err });
  }

  /**
   * What a failed request says about the provider: down, overloaded or too slow (the breaker counts
   * it); a refusal of this request (4xx) shows it up; the caller's own abort says nothing.
   */
  function judge(asked: Permit, error: unknown) {
    if (!(error instanceof ProviderError)) return asked.released();
    const status = error.status;
    const refusedRequest = status !== undefined && status < 500 && ![408, 429].includes(status);
    if (refusedRequest) asked.succeeded();
    else asked.failed(error);
  }

  /** Backoff with jitter, or what the provider asked for (capped). */
  function retryDelay(attempt: number, err: unknown): number {
    const headers =
      err instanceof ProviderError && err.cause instanceof APIError ? err.cause.headers : undefined;
    const ms = Number(headers?.get('retry-after-ms') ?? NaN);
    const seconds = Number(headers?.get('retry-after') ?? NaN);
    const asked = Number.isFinite(ms) ? ms : Number.isFinite(seconds) ? seconds * 1000 : NaN;
    if (asked >= 0) return Math.min(asked, MAX_RETRY_AFTER_MS);
    return limits.retryDelayMs * 2 ** attempt * (1 - Math.random() * 0.25);
  }

  async function* stream(messages: ChatCompletionMessageParam[], caller?: AbortSignal): AsyncGenerator<string> {
    const total = AbortSignal.timeout(limits.answerTimeoutMs);
    const deadline = { signal: total, message: `The answer took longer than ${limits.answerTimeoutMs} ms.` };
    const signal = caller ? AbortSignal.any([caller, total]) : total;
    const fail = (err: unknown) => failure(err, caller, deadline, 'The answer stream broke');
    for (let attempt = 0; ; attempt += 1) {
      const asked = permit();
      let yielded = false;
      try {
        for await (const piece of streamOnce(messages, signal)) {
          if (!yielded) asked.succeeded();
          yielded = true;
          yield piece;
        }
        asked.succeeded();
        return;
      } catch (err) {
        const error = fail(err);
        if (!yielded) judge(asked, error);
        // Once the student has seen tokens, a retry would repeat or contradict them. Nor is a
        // provider retried that has just failed too often: the caller answers offline now.
        if (
          yielded ||
          attempt >= limits.maxRetries ||
          !(error instanceof ProviderError) ||
          !error.retriable ||
          breaker.state !== 'closed'
        )
          throw error;
        try {
          await sleep(retryDelay(attempt, error), undefined, { signal });
        } catch (sleepErr) {
          throw fail(sleepErr);
        }
      }
    }
  }

  async function complete(
    messages: ChatCompletionMessageParam[],
    options: { responseFormat?: ResponseFormat; signal?: AbortSignal } = {},
  ): Promise<string> {
    const total = AbortSignal.timeout(limits.helperTimeoutMs);
    const deadline = { signal: total, message: `The model took longer than ${limits.helperTimeoutMs} ms.` };
    const signal = options.signal ? AbortSignal.any([options.signal, total]) : total;
    const asked = permit();
    try {
      const res = await client.chat.completions.create(
        {
          model: settings.model,
          messages,
          ...(options.responseFormat ? { response_format: options.responseFormat } : {}),
          stream: false,
        },
        { signal, timeout: limits.connectTimeoutMs, maxRetries: 0 },
      );
      asked.succeeded();
      const text = res.choices?.[0]?.message?.content;
      return typeof text === 'string' ? text : '';
    } catch (err) {
      const error = failure(err, options.signal, deadline, "The model's answer could not be read");
      judge(asked, error);
      throw error;
    }
  }

  return { stream, complete };
}
