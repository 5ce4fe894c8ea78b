import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { ProviderError, withoutThinking, type ModelClient, type ResponseFormat } from './client.ts';

/** A model call that must return data. */
export interface StructuredRequest<T> {
  /** Names the output in JSON-schema mode, e.g. 'suggested_questions' (letters, digits, _ and -). */
  name: string;
  /**
   * What the output must be: the zod schema of the data (the contract's, where the data reaches the
   * web app), optionally refined or transformed for this call. Its input side is the JSON schema the
   * model is asked for; output it does not accept is invalid, and asked for once more.
   */
  schema: z.ZodType<T>;
  /**
   * The prompt. It must ask for JSON and describe the shape in words: JSON object mode sends no
   * schema, and OpenAI refuses it when no message mentions JSON.
   */
  messages: ChatCompletionMessageParam[];
  signal?: AbortSignal;
}

/** The model answered every attempt, but never with valid output. */
export class StructuredOutputError extends Error {
  override name = 'StructuredOutputError';
  constructor(
    /** The request's name. */
    readonly output: string,
    /** What was wrong with each attempt (never the output itself, which may quote a student). */
    readonly problems: string[],
  ) {
    super(`The model gave no valid ${output}: ${problems.join('; ')}`);
  }
}

/**
 * The one way to ask the model for data. First in JSON-schema mode (strict when the schema allows);
 * if that output is invalid, or the server refuses the mode with a 400, once more in JSON object mode,
 * which more servers support. Output is read without a <think> block or a ``` fence and validated
 * with `schema`. Throws a StructuredOutputError when neither attempt is valid and a ProviderError
 * when the provider fails otherwise, so that withFallback() answers with the offline version.
 */
export async function completeStructured<T>(model: ModelClient, request: StructuredRequest<T>): Promise<T> {
  const formats: ResponseFormat[] = [jsonSchemaFormat(request.name, request.schema), { type: 'json_object' }];
  const problems: string[] = [];
  for (const format of formats) {
    let raw: string;
    try {
      raw = await model.complete(request.messages, {
        responseFormat: format,
        ...(request.signal ? { signal: request.signal } : {}),
      });
    } catch (err) {
      const unsupported = err instanceof ProviderError && err.status === 400 && format.type === 'json_schema';
      if (!unsupported) throw err;
      problems.push(`${format.type}: refused (${err.message})`);
      continue;
    }
    const read = readOutput(raw, request.schema);
    if (read.ok) return read.value;
    problems.push(`${format.type}: ${read.problem}`);
  }
  throw new StructuredOutputError(request.name, problems);
}

/** The model's text as `schema`'s data, or what is wrong with it. */
export function readOutput<T>(
  raw: string,
  schema: z.ZodType<T>,
): { ok: true; value: T } | { ok: false; problem: string } {
  const json = withoutThinking(raw).replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { ok: false, problem: json ? 'not JSON' : 'empty' };
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'output'}: ${i.message}`);
  return { ok: false, problem: issues.join(', ') };
}

/**
 * `response_format` for JSON-schema mode. Objects get `additionalProperties: false` (unknown keys
 * would be stripped anyway); the schema is strict only where every property is required, as strict
 * mode demands.
 */
export function jsonSchemaFormat(name: string, schema: z.ZodType): ResponseFormat {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  let strict = true;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const object = node as Record<string, unknown>;
    if (object.type === 'object' && object.properties && typeof object.properties === 'object') {
      object.additionalProperties ??= false;
      const required = Array.isArray(object.required) ? (object.required as unknown[]) : [];
      const all = Object.keys(object.properties).every((key) => required.includes(key));
      if (!all || object.additionalProperties !== false) strict = false;
    }
    Object.values(object).forEach(visit);
  };
  visit(json);
  return { type: 'json_schema', json_schema: { name, strict, schema: json } };
}
