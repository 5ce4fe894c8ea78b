import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeOpenAI, type FakeOpenAI } from '../../../test/fakes/openai.ts';
import { withFallback } from '../with-fallback.ts';
import { createModelClient, ProviderError } from './client.ts';
import { completeStructured, jsonSchemaFormat, StructuredOutputError } from './structured.ts';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const model = () =>
  createModelClient({ apiKey: 'test-key', baseUrl: fake.url, model: 'fake-model' }, { connectTimeoutMs: 2_000 });

/** A flashcard-like output, with the constraints a contract schema would carry. */
const CardsSchema = z.object({
  cards: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(1),
});
type Cards = z.infer<typeof CardsSchema>;

const messages: ChatCompletionMessageParam[] = [
  { role: 'system', content: 'Make revision cards. Answer with JSON only: {"cards": [{"question": "…", "answer": "…"}]}' },
  { role: 'user', content: 'Net speed is gross speed minus errors per minute.' },
];
const ask = (signal?: AbortSignal) =>
  completeStructured(model(), { name: 'cards', schema: CardsSchema, messages, ...(signal ? { signal } : {}) });

const valid: Cards = { cards: [{ question: 'What is net speed?', answer: 'Gross speed minus errors per minute.' }] };
const formats = () => fake.requests.map((r) => r.body.response_format?.type);

describe('completeStructured', () => {
  it('returns valid output from one JSON-schema request', async () => {
    fake.reply(JSON.stringify(valid));
    expect(await ask()).toEqual(valid);
    expect(formats()).toEqual(['json_schema']);
    const request = fake.requests[0]!.body;
    expect(request.stream).toBeFalsy();
    expect(request.messages).toEqual(messages);
    expect(request.response_format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'cards',
        strict: true,
        schema: {
          type: 'object',
          properties: {
            cards: {
              type: 'array',
              minItems: 1,
              items: {
                type: 'object',
                properties: { question: { type: 'string', minLength: 1 }, answer: { type: 'string', minLength: 1 } },
                required: ['question', 'answer'],
                additionalProperties: false,
              },
            },
          },
          required: ['cards'],
          additionalProperties: false,
        },
      },
    });
  });

  it('reads output inside a ``` fence or after a <think> block', async () => {
    fake.reply(`<think>cards…</think>\n\`\`\`json\n${JSON.stringify(valid)}\n\`\`\``);
    expect(await ask()).toEqual(valid);
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ['not JSON', 'Sure! Here are your cards: 1. What is net speed?'],
    ['the wrong shape', '{"cards": "What is net speed?"}'],
    ['data the schema refuses', '{"cards": []}'],
    ['nothing', ''],
  ])('asks once more, in JSON object mode, after %s', async (_label, invalid) => {
    fake.replyOnce(invalid);
    fake.replyOnce(JSON.stringify(valid));
    expect(await ask()).toEqual(valid);
    expect(formats()).toEqual(['json_schema', 'json_object']);
    expect(fake.requests[1]!.body.messages).toEqual(messages);
  });

  it('throws a StructuredOutputError, after exactly two requests, when the output is never valid', async () => {
    fake.reply('{"cards": [{"question": "What is net speed?"}]}');
    const error = await ask().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StructuredOutputError);
    expect((error as StructuredOutputError).problems).toEqual([
      'json_schema: cards.0.answer: Invalid input: expected string, received undefined',
      'json_object: cards.0.answer: Invalid input: expected string, received undefined',
    ]);
    // What the model wrote may quote a student: the error names the problems, never the output.
    expect((error as Error).message).not.toContain('What is net speed?');
    expect(formats()).toEqual(['json_schema', 'json_object']);
  });

  it('falls back to JSON object mode when the server refuses JSON-schema mode', async () => {
    fake.queue('http400');
    fake.reply(JSON.stringify(valid));
    expect(await ask()).toEqual(valid);
    expect(formats()).toEqual(['json_schema', 'json_object']);
  });

  it('throws the ProviderError of any other failure at once, without asking again', async () => {
    fake.fault('http500');
    await expect(ask()).rejects.toMatchObject({ name: 'ProviderError', kind: 'http', status: 500 });
    expect(fake.requests).toHaveLength(1);
    fake.reset();
    fake.queue('http400', 'http400');
    await expect(ask()).rejects.toBeInstanceOf(ProviderError);
    expect(formats()).toEqual(['json_schema', 'json_object']);
  });

  it("stops with the caller's abort reason", async () => {
    fake.fault('timeout');
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('gone')), 50);
    await expect(ask(controller.signal)).rejects.toThrow('gone');
    expect(fake.requests).toHaveLength(1);
  });

  it('with withFallback, answers with the offline version when the model never gives valid output', async () => {
    fake.reply('no cards today');
    const offline: Cards = { cards: [{ question: 'What is gross speed?', answer: 'All words typed per minute.' }] };
    const fallbacks: string[] = [];
    const maker = withFallback(
      { make: () => ask() },
      { make: async () => offline },
      (method, err) => fallbacks.push(`${method}: ${(err as Error).name}`),
    );
    expect(await maker.make()).toEqual(offline);
    expect(fallbacks).toEqual(['make: StructuredOutputError']);
    expect(fake.requests).toHaveLength(2);
    fake.reply(JSON.stringify(valid));
    expect(await maker.make()).toEqual(valid);
  });
});

describe('jsonSchemaFormat', () => {
  it('asks for the input side of a transformed schema, strict only when every property is required', () => {
    const trimmed = z.object({ questions: z.array(z.string()) }).transform((v) => v.questions.map((q) => q.trim()));
    expect(jsonSchemaFormat('suggested_questions', trimmed)).toEqual({
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
    });
    const optional = jsonSchemaFormat('note', z.object({ text: z.string(), source: z.string().optional() }));
    expect(optional).toMatchObject({ json_schema: { strict: false } });
  });
});
