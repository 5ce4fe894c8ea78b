import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closedPortUrl, lastUserText, startFakeOpenAI, type FakeOpenAI } from '../../../test/fakes/openai.ts';
import { collect } from '../../../test/streams.ts';
import { createModelClient, ProviderError, type ModelLimits } from './client.ts';

// Short waits so fault tests take milliseconds, not the production seconds.
const FAST: Partial<ModelLimits> = { retryDelayMs: 5, connectTimeoutMs: 300, stallTimeoutMs: 300 };

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function client(options: { limits?: Partial<ModelLimits>; url?: string } = {}) {
  return createModelClient(
    { apiKey: 'test-key', baseUrl: options.url ?? fake.url, model: 'fake-model' },
    { ...FAST, ...options.limits },
  );
}

const question: ChatCompletionMessageParam[] = [
  { role: 'system', content: 'You are a patient teacher.' },
  { role: 'user', content: 'How do I calculate net typing speed?' },
];

describe('ModelClient.stream', () => {
  it('streams the model, key and messages it was given, in several pieces', async () => {
    const answer = 'Net speed is **gross speed** minus errors per minute.\n\n1. Count.\n2. Divide by 5.';
    fake.reply(answer);
    const { pieces, error } = await collect(client().stream(question));
    expect(error).toBeNull();
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(answer);
    const request = fake.requests[0]!;
    expect(request.body).toMatchObject({ model: 'fake-model', stream: true, messages: question });
    expect(request.headers.authorization).toBe('Bearer test-key');
  });

  it('fails with a connection error when the provider refuses connections', async () => {
    const { pieces, error } = await collect(client({ url: await closedPortUrl() }).stream(question));
    expect(pieces).toEqual([]);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe('connection');
  });

  it('retries a connection reset before the first token', async () => {
    fake.queue('refuse');
    const { pieces, error } = await collect(client().stream(question));
    expect(error).toBeNull();
    expect(pieces.join('')).toContain('**You asked:** How do I calculate net typing speed?');
    expect(fake.requests.map((r) => r.fault)).toEqual(['refuse', 'ok']);
  });

  it('times out before the first token, after 2 retries', async () => {
    fake.fault('timeout');
    const started = Date.now();
    const { pieces, error } = await collect(client({ limits: { connectTimeoutMs: 150 } }).stream(question));
    expect(pieces).toEqual([]);
    expect((error as ProviderError).kind).toBe('timeout');
    expect(fake.requests).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('times out a response that starts but stays silent before the first token', async () => {
    fake.delay(2000);
    const { pieces, error } = await collect(
      client({ limits: { stallTimeoutMs: 100, maxRetries: 1 } }).stream(question),
    );
    expect(pieces).toEqual([]);
    expect((error as ProviderError).kind).toBe('timeout');
    expect(fake.requests).toHaveLength(2);
  });

  it('retries a 429 and then answers', async () => {
    fake.queue('http429');
    const { pieces, error } = await collect(client().stream(question));
    expect(error).toBeNull();
    expect(pieces.join('')).toContain('Does that make sense?');
    expect(fake.requests.map((r) => r.fault)).toEqual(['http429', 'ok']);
  });

  it('gives up after 2 retries of a 500', async () => {
    fake.fault('http500');
    const { pieces, error } = await collect(client().stream(question));
    expect(pieces).toEqual([]);
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(fake.requests).toHaveLength(3);
  });

  it('does not retry a 400', async () => {
    fake.fault('http400');
    const { error } = await collect(client().stream(question));
    expect(error).toMatchObject({ kind: 'http', status: 400, retriable: false });
    expect(fake.requests).toHaveLength(1);
  });

  it('yields the first pieces of a stream that stops halfway, then throws without retrying', async () => {
    const answer = 'one two three four five six seven eight nine ten eleven twelve';
    fake.reply(answer);
    fake.queue('halfway');
    const { pieces, error } = await collect(client().stream(question));
    expect(pieces.length).toBeGreaterThan(0);
    expect(answer.startsWith(pieces.join(''))).toBe(true);
    expect(pieces.join('')).not.toBe(answer);
    expect((error as ProviderError).kind).toBe('stream');
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a stream that breaks before its first token', async () => {
    fake.replyOnce('');
    fake.queue('halfway');
    const { pieces, error } = await collect(client().stream(question));
    expect(error).toBeNull();
    expect(pieces.join('')).toContain('Does that make sense?');
    expect(fake.requests.map((r) => r.fault)).toEqual(['halfway', 'ok']);
  });

  it('throws on a malformed chunk instead of hanging', async () => {
    fake.reply('one two three four five six');
    fake.queue('malformed');
    const { pieces, error } = await collect(client({ limits: { stallTimeoutMs: 10_000 } }).stream(question));
    expect(pieces).toEqual(['one two three ']);
    expect((error as ProviderError).kind).toBe('stream');
    expect(fake.requests).toHaveLength(1);
  });

  it('stops a slow answer at the whole-answer timeout, keeping what arrived', async () => {
    fake.reply('word '.repeat(40));
    fake.delay(40);
    const { pieces, error } = await collect(client({ limits: { answerTimeoutMs: 300 } }).stream(question));
    expect(pieces.length).toBeGreaterThan(0);
    expect(pieces.length).toBeLessThan(14);
    expect(error).toMatchObject({ kind: 'timeout', retriable: false });
    expect(fake.requests).toHaveLength(1);
  });

  it("stops with the caller's abort reason when the student leaves", async () => {
    fake.delay(30);
    const controller = new AbortController();
    const pieces: string[] = [];
    const run = async () => {
      for await (const piece of client().stream(question, controller.signal)) {
        pieces.push(piece);
        controller.abort(new Error('gone'));
      }
    };
    await expect(run()).rejects.toThrow('gone');
    expect(pieces).toHaveLength(1);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('ModelClient.complete', () => {
  it('returns the text of one non-streamed completion, with the response format asked for', async () => {
    fake.reply('{"questions": []}');
    const asked: ChatCompletionMessageParam[] = [{ role: 'user', content: 'Suggest questions, as JSON.' }];
    const text = await client().complete(asked, { responseFormat: { type: 'json_object' } });
    expect(text).toBe('{"questions": []}');
    expect(fake.requests[0]!.body).toMatchObject({ stream: false, response_format: { type: 'json_object' } });
    expect(lastUserText(fake.requests[0]!.body)).toBe('Suggest questions, as JSON.');
  });

  it('maps provider failures to ProviderError, without retrying', async () => {
    fake.fault('http500');
    await expect(client().complete(question)).rejects.toMatchObject({ kind: 'http', status: 500, retriable: true });
    fake.fault('http400');
    await expect(client().complete(question)).rejects.toMatchObject({ kind: 'http', status: 400, retriable: false });
    expect(fake.requests).toHaveLength(2);
    const refused = await client({ url: await closedPortUrl() }).complete(question).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProviderError);
    expect(refused).toMatchObject({ kind: 'connection' });
  });

  it('gives up at the helper timeout', async () => {
    fake.fault('timeout');
    const started = Date.now();
    const error = await client({ limits: { helperTimeoutMs: 150, connectTimeoutMs: 5_000 } })
      .complete(question)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout', message: 'The model took longer than 150 ms.' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("stops with the caller's abort reason", async () => {
    fake.fault('timeout');
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('gone')), 50);
    await expect(client().complete(question, { signal: controller.signal })).rejects.toThrow('gone');
  });
});

describe('the circuit breaker', () => {
  it('after 3 failed requests, answers every call at once with no request, until the cool-down', async () => {
    const changes: string[] = [];
    const model = createModelClient(
      { apiKey: 'test-key', baseUrl: fake.url, model: 'fake-model' },
      { ...FAST, breakerFailures: 3, breakerCooldownMs: 60_000 },
      { onBreakerChange: (state) => changes.push(state) },
    );
    fake.fault('http500');
    const { error } = await collect(model.stream(question));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(fake.requests).toHaveLength(3);
    expect(changes).toEqual(['open']);

    fake.fault('ok');
    const next = await collect(model.stream(question));
    expect(next.pieces).toEqual([]);
    expect(next.error).toMatchObject({ kind: 'unavailable', retriable: false });
    await expect(model.complete(question)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(fake.requests).toHaveLength(3);
  });

  it('stops retrying an answer once other calls have opened it', async () => {
    const model = createModelClient(
      { apiKey: 'test-key', baseUrl: fake.url, model: 'fake-model' },
      // A backoff long enough (at least 2.25 s with jitter) for two calls to fail on a loaded machine.
      { ...FAST, retryDelayMs: 3_000, breakerFailures: 3, breakerCooldownMs: 60_000 },
    );
    fake.fault('http500');
    // The answer's first attempt fails; while it backs off, two helper calls fail and open it.
    const answer = collect(model.stream(question));
    await expect(model.complete(question)).rejects.toMatchObject({ status: 500 });
    await expect(model.complete(question)).rejects.toMatchObject({ status: 500 });
    expect((await answer).error).toMatchObject({ kind: 'unavailable' });
    expect(fake.requests.filter((r) => r.body.stream)).toHaveLength(1);
  });

  it('is not opened by requests the provider refuses (400): it is up, the request was wrong', async () => {
    const model = client({ limits: { breakerFailures: 3 } });
    fake.fault('http400');
    for (let i = 0; i < 4; i += 1) await expect(model.complete(question)).rejects.toMatchObject({ status: 400 });
    expect(fake.requests).toHaveLength(4);
  });
});
