import { setTimeout as sleep } from 'node:timers/promises';
import { MAX_SUGGESTED_QUESTIONS } from '@vidya/contract';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type {
  ChatCompletionContentPart,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { Content } from '../content/load-content.ts';
import {
  NAME_SESSION_PROMPT,
  botSubject,
  botTopics,
  buildSuggestPrompt,
  buildSystemPrompt,
  buildVoiceInstructions,
  formatPassages,
  voiceTopics,
} from './prompts.ts';
import type {
  HistoryMessage,
  NameContext,
  ReplyContext,
  Retriever,
  SuggestContext,
  Tutor,
  VoiceContext,
} from './types.ts';

export interface LlmTutorLimits {
  /** Connect until the response starts (the SDK's `timeout`, per attempt). */
  connectTimeoutMs: number;
  /** The whole answer, retries included. */
  answerTimeoutMs: number;
  /** Longest silence once the response has started, before or between tokens. */
  stallTimeoutMs: number;
  /** Retries of an answer, only before its first token. */
  maxRetries: number;
  /** First backoff; doubles each retry (with jitter), unless the provider says Retry-After. */
  retryDelayMs: number;
  /** History budget, in estimated tokens (chars / 4). */
  historyTokens: number;
  /** Per attached file. */
  attachmentChars: number;
  /** Per file sent with an earlier message (its text counts toward the history budget). */
  historyAttachmentChars: number;
  passages: number;
  /** Each nameSession / suggestQuestions call. */
  helperTimeoutMs: number;
}

export const DEFAULT_LLM_LIMITS: LlmTutorLimits = {
  connectTimeoutMs: 10_000,
  answerTimeoutMs: 120_000,
  stallTimeoutMs: 30_000,
  maxRetries: 2,
  retryDelayMs: 500,
  historyTokens: 3_000,
  attachmentChars: 6_000,
  historyAttachmentChars: 2_000,
  passages: 4,
  helperTimeoutMs: 20_000,
};

export interface LlmTutorOptions {
  openai: { apiKey?: string | undefined; baseUrl?: string | undefined; model: string; vision: boolean };
  retriever: Retriever;
  content: Content;
  productName: string;
  /** Used when the model fails at naming or suggesting (answers fail loudly instead). */
  fallback: Tutor;
  limits?: Partial<LlmTutorLimits>;
}

export type ProviderErrorKind = 'connection' | 'timeout' | 'http' | 'stream';

/** A failed answer from the model provider, in words a log reader can act on. */
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

const MAX_RETRY_AFTER_MS = 8_000;
const MAX_TITLE_WORDS = 6;
const MAX_QUESTION_CHARS = 120;

/** ≈ tokens of a text: about four characters a token for English. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4) + 4;

/**
 * The newest messages that fit the budget, and how many older ones were dropped. The newest message
 * is always kept: whole when it fits, else cut to the budget (its start and its end).
 */
export function trimHistory(
  history: HistoryMessage[],
  budgetTokens: number,
): { kept: HistoryMessage[]; omitted: number } {
  const newest = history.at(-1);
  if (!newest) return { kept: [], omitted: 0 };
  let used = estimateTokens(newest.text);
  let start = history.length - 1;
  while (start > 0) {
    const cost = estimateTokens(history[start - 1]!.text);
    if (used + cost > budgetTokens) break;
    used += cost;
    start -= 1;
  }
  const kept = history.slice(start);
  if (used > budgetTokens) kept[0] = { ...newest, text: cutToTokens(newest.text, budgetTokens) };
  return { kept, omitted: start };
}

const CUT_MARK = '\n[… cut …]\n';

/** A text cut to about `tokens`, keeping its start (what was asked) and its end (where it led). */
function cutToTokens(text: string, tokens: number): string {
  const room = Math.max(0, (tokens - 4) * 4 - CUT_MARK.length);
  const head = Math.ceil((room * 2) / 3);
  return `${text.slice(0, head)}${CUT_MARK}${text.slice(text.length - (room - head))}`;
}

/** An attached file's text for the model, labelled and capped. */
function fileBlock(fileName: string, text: string, cap: number, partial = false): string {
  const cut = text.length > cap ? '\n[… the rest of the file was cut]' : '';
  const label = partial ? `${fileName} (only the first part of this file could be read: it is very long)` : fileName;
  return `--- Attached file: ${label} ---\n${text.slice(0, cap)}${cut}\n--- End of ${fileName} ---`;
}

/**
 * An earlier message as the model reads it: never empty (a files-only question becomes
 * "(sent: a.pdf)"), with the text of its files so follow-ups about them still work.
 */
function renderHistoryMessage(m: HistoryMessage, attachmentChars: number): HistoryMessage {
  const files = m.attachments ?? [];
  const text = m.text.trim() ? m.text : `(sent: ${files.map((f) => f.fileName).join(', ')})`;
  const blocks = files.map((f) =>
    f.text?.trim()
      ? fileBlock(f.fileName, f.text, attachmentChars)
      : `[Attached "${f.fileName}": no text could be read.]`,
  );
  return { sender: m.sender, text: [text, ...blocks].join('\n\n') };
}

type Turn =
  { role: 'user'; content: string | ChatCompletionContentPart[] } | { role: 'assistant'; content: string };

/**
 * No two turns of one role in a row: strict chat templates (vLLM, Ollama) reject them, and a failed
 * answer leaves its question behind (user, user).
 */
function mergeSameRole(turns: Turn[]): Turn[] {
  const out: Turn[] = [];
  for (const turn of turns) {
    const last = out.at(-1);
    if (last?.role === 'assistant' && turn.role === 'assistant')
      last.content = `${last.content}\n\n${turn.content}`;
    else if (last?.role === 'user' && turn.role === 'user')
      last.content = joinContent(last.content, turn.content);
    else out.push({ ...turn });
  }
  return out;
}

/** Two user contents as one; images stay after the text. */
function joinContent(a: string | ChatCompletionContentPart[], b: string | ChatCompletionContentPart[]) {
  if (typeof a === 'string' && typeof b === 'string') return `${a}\n\n${b}`;
  const parts = [
    ...(typeof a === 'string' ? [{ type: 'text' as const, text: a }] : a),
    ...(typeof b === 'string' ? [{ type: 'text' as const, text: b }] : b),
  ];
  const text = parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('\n\n');
  return [{ type: 'text' as const, text }, ...parts.filter((p) => p.type !== 'text')];
}

/** A session title: the first line, without markdown, quotes or end punctuation, at most 6 words. */
export function sanitizeTitle(raw: string): string {
  const line =
    withoutThinking(raw)
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? '';
  const words = line
    .replace(/^(session )?(title|name)\s*:\s*/i, '')
    .replace(/[*_`#]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_TITLE_WORDS);
  const ends = /^[\s"'“”‘’«».,:;!?()[\]{}…-]+|[\s"'“”‘’«».,:;!?()[\]{}…-]+$/gu;
  return words.join(' ').replace(ends, '');
}

const SuggestionsSchema = z.object({ questions: z.array(z.string()) });
const normalise = (q: string) =>
  q
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Valid follow-up questions from the model's JSON, or [] when there are none. */
export function parseSuggestions(raw: string, asked: string[] = []): string[] {
  const json = withoutThinking(raw).replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return [];
  }
  const parsed = SuggestionsSchema.safeParse(data);
  if (!parsed.success) return [];
  const seen = new Set(asked.map(normalise));
  const out: string[] = [];
  for (const q of parsed.data.questions) {
    const question = q
      .replace(/^\s*(\d+[.)]|[-*•])\s*/, '')
      .replace(/\s+/g, ' ')
      .trim();
    const key = normalise(question);
    if (!key || question.length > MAX_QUESTION_CHARS || seen.has(key)) continue;
    seen.add(key);
    out.push(question);
  }
  return out.slice(0, MAX_SUGGESTED_QUESTIONS);
}

const imagePart = (mimeType: string, data: Buffer): ChatCompletionContentPart => ({
  type: 'image_url',
  image_url: { url: `data:${mimeType};base64,${data.toString('base64')}` },
});

/** Reasoning models served locally may prefix their answer with a <think> block. */
const withoutThinking = (text: string) => text.replace(/<think>[\s\S]*?<\/think>/g, '').trim();

const SUGGESTIONS_FORMAT = {
  type: 'json_schema',
  json_schema: {
    name: 'suggested_questions',
    strict: true,
    schema: {
      type: 'object',
      properties: { questions: { type: 'array', items: { type: 'string' } } },
      required: ['questions'],
      additionalProperties: false,
    },
  },
} as const;

/**
 * The tutor over any OpenAI-compatible chat API. Answers are grounded in retrieved course-note
 * passages and streamed; failures before the first token are retried, later ones propagate so the
 * chat service can keep what arrived.
 */
export function createLlmTutor(options: LlmTutorOptions): Tutor {
  const { openai, retriever, content, productName, fallback } = options;
  const limits = { ...DEFAULT_LLM_LIMITS, ...options.limits };
  const client = new OpenAI({
    // Local servers (Ollama, vLLM, LM Studio) accept any key; the SDK insists on one.
    apiKey: openai.apiKey ?? 'not-needed',
    baseURL: openai.baseUrl ?? 'https://api.openai.com/v1',
    organization: null,
    project: null,
    // Our own loop retries, so that nothing is retried once a token has been shown.
    maxRetries: 0,
    timeout: limits.connectTimeoutMs,
    logLevel: 'off',
  });

  function passagesFor(ctx: ReplyContext) {
    const query =
      ctx.question.trim() ||
      ctx.attachments
        .map((a) => a.text ?? '')
        .join(' ')
        .slice(0, 500);
    const found = retriever.search(ctx.bot, query, limits.passages);
    if (found.length) return found;
    // A follow-up such as "and the second step?" leans on the student's previous question.
    const previous = ctx.history.findLast((m) => m.sender === 'user')?.text ?? '';
    return previous ? retriever.search(ctx.bot, `${previous} ${query}`, limits.passages) : [];
  }

  function buildMessages(ctx: ReplyContext): ChatCompletionMessageParam[] {
    // An empty message (an answer that failed before its first token) is no turn at all;
    // a files-only question is one (rendered with its files).
    const history = ctx.history
      .filter((m) => m.text.trim() || m.attachments?.length)
      .map((m) => renderHistoryMessage(m, limits.historyAttachmentChars));
    const { kept, omitted: dropped } = trimHistory(history, limits.historyTokens);
    // Chat templates want the user first: an answer whose question was trimmed away goes too.
    const first = kept.findIndex((m) => m.sender === 'user');
    const turnsKept = first < 0 ? [] : kept.slice(first);
    const omitted = dropped + kept.length - turnsKept.length;
    // One system message: several chat templates of local models accept only one, first.
    const system = [
      buildSystemPrompt({
        bot: ctx.bot,
        studentName: ctx.studentName,
        productName,
        topics: botTopics(content, ctx.bot),
      }),
      formatPassages(passagesFor(ctx), ctx.bot),
      ...(omitted
        ? [`(Earlier conversation omitted: ${omitted} older message${omitted === 1 ? '' : 's'}.)`]
        : []),
    ].join('\n\n');
    const turns = mergeSameRole([
      ...turnsKept.map((m): Turn =>
        m.sender === 'user' ? { role: 'user', content: m.text } : { role: 'assistant', content: m.text },
      ),
      { role: 'user', content: userContent(ctx) },
    ]);
    return [{ role: 'system', content: system }, ...turns];
  }

  /** The question, then each file's text (capped, labelled) and, when the model can see, the images. */
  function userContent(ctx: ReplyContext): string | ChatCompletionContentPart[] {
    const blocks = [ctx.question.trim() || '(No question typed: please look at what I attached.)'];
    const images: ChatCompletionContentPart[] = [];
    const cannotSee = (what: string) =>
      `[${what}, but you cannot see images: say so briefly and help with the text.]`;
    for (const a of ctx.attachments) {
      const isImage = a.mimeType.startsWith('image/');
      if (isImage && a.image && openai.vision) {
        blocks.push(`[Attached image: ${a.fileName} (shown below)]`);
        images.push(imagePart(a.mimeType, a.image));
      } else if (isImage) {
        blocks.push(cannotSee(`The student attached the image "${a.fileName}"`));
      } else if (a.text?.trim()) {
        blocks.push(fileBlock(a.fileName, a.text, limits.attachmentChars, a.partial));
      } else if (a.partial) {
        blocks.push(`[The student attached "${a.fileName}", but it is too long: none of it could be read in time.]`);
      } else {
        blocks.push(`[The student attached "${a.fileName}", but no text could be read from it.]`);
      }
    }
    if (ctx.whiteboard && openai.vision) {
      blocks.push("[The student's whiteboard drawing is attached as an image.]");
      images.push(imagePart('image/png', ctx.whiteboard));
    } else if (ctx.whiteboard) {
      blocks.push(cannotSee('The student sent a whiteboard drawing'));
    }
    const text = blocks.join('\n\n');
    return images.length ? [{ type: 'text', text }, ...images] : text;
  }

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
        { model: openai.model, messages, stream: true },
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

  /** Maps any failure to a ProviderError, or to the caller's own abort reason. */
  function failure(err: unknown, ctx: ReplyContext, total: AbortSignal): unknown {
    if (ctx.signal?.aborted) return ctx.signal.reason;
    if (total.aborted)
      return new ProviderError(
        'timeout',
        `The answer took longer than ${limits.answerTimeoutMs} ms.`,
        false,
        { cause: err },
      );
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
    return new ProviderError('stream', `The answer stream broke: ${message}`, true, { cause: err });
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

  async function* reply(ctx: ReplyContext): AsyncGenerator<string> {
    const total = AbortSignal.timeout(limits.answerTimeoutMs);
    const signal = ctx.signal ? AbortSignal.any([ctx.signal, total]) : total;
    const messages = buildMessages(ctx);
    for (let attempt = 0; ; attempt += 1) {
      let yielded = false;
      try {
        for await (const piece of streamOnce(messages, signal)) {
          yielded = true;
          yield piece;
        }
        return;
      } catch (err) {
        const error = failure(err, ctx, total);
        // Once the student has seen tokens, a retry would repeat or contradict them.
        if (yielded || attempt >= limits.maxRetries || !(error instanceof ProviderError) || !error.retriable)
          throw error;
        try {
          await sleep(retryDelay(attempt, error), undefined, { signal });
        } catch (sleepErr) {
          throw failure(sleepErr, ctx, total);
        }
      }
    }
  }

  /** A short non-streamed completion for the helpers; throws on any failure. */
  async function complete(
    messages: ChatCompletionMessageParam[],
    extra: Partial<ChatCompletionCreateParamsNonStreaming> = {},
  ): Promise<string> {
    const res = await client.chat.completions.create(
      { model: openai.model, messages, ...extra, stream: false },
      {
        signal: AbortSignal.timeout(limits.helperTimeoutMs),
        timeout: limits.connectTimeoutMs,
        maxRetries: 0,
      },
    );
    const text = res.choices?.[0]?.message?.content;
    return typeof text === 'string' ? text : '';
  }

  async function nameSession(ctx: NameContext): Promise<string> {
    const transcript = ctx.messages
      .filter((m) => m.text.trim())
      .slice(0, 6)
      .map((m) => `${m.sender === 'user' ? 'Student' : 'Tutor'}: ${m.text.trim().slice(0, 600)}`)
      .join('\n\n');
    if (transcript) {
      try {
        const title = sanitizeTitle(
          await complete([
            { role: 'system', content: NAME_SESSION_PROMPT },
            { role: 'user', content: transcript },
          ]),
        );
        if (title) return title;
      } catch {
        // The offline name (best-matching chapter) is a fine title.
      }
    }
    return fallback.nameSession(ctx);
  }

  async function suggestQuestions(ctx: SuggestContext): Promise<string[]> {
    const asked = ctx.asked ?? [];
    const messages: ChatCompletionMessageParam[] = [
      {
        role: 'system',
        content: buildSuggestPrompt(botSubject(ctx.bot, productName), MAX_SUGGESTED_QUESTIONS),
      },
      {
        role: 'user',
        content: [
          ...(asked.length ? ['Already asked:', ...asked.map((q) => `- ${q}`), ''] : []),
          'Text:',
          ctx.text.slice(0, 4000),
        ].join('\n'),
      },
    ];
    // json_schema first; the retry asks for plain json_object, which more servers support.
    for (const format of [SUGGESTIONS_FORMAT, { type: 'json_object' } as const]) {
      let raw: string;
      try {
        raw = await complete(messages, { response_format: format });
      } catch (err) {
        if (err instanceof APIError && err.status === 400) continue;
        break;
      }
      const questions = parseSuggestions(raw, asked);
      if (questions.length) return questions;
    }
    return fallback.suggestQuestions(ctx);
  }

  async function voiceInstructions({ bot, studentName }: VoiceContext): Promise<string> {
    return buildVoiceInstructions({ bot, studentName, productName, chapters: voiceTopics(content, bot) });
  }

  return { mode: 'llm', reply, nameSession, suggestQuestions, voiceInstructions };
}
