import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { ChatCompletionCreateParams } from 'openai/resources/chat/completions';
import { createFakeRealtime, type FakeRealtimeState } from './realtime.ts';

/**
 * A fake OpenAI-compatible provider: a real local HTTP server speaking /v1/chat/completions
 * (streamed SSE and plain JSON), recording each request, with scripted replies and faults.
 *
 * Standalone (e2e tests, benchmarks):
 *   node --import tsx apps/api/test/fakes/openai.ts --port 4010 [--delay-ms 80] [--host 127.0.0.1]
 * and control it over HTTP: POST /__control {fault?, queue?, reply?, delayMs?, reset?},
 * GET /__control/requests. Realtime voice calls: see realtime.ts; GET /__control/realtime.
 */

export type FakeFault =
  /** Answer normally. */
  | 'ok'
  /** Reset the connection before any response: the client sees a connection failure. */
  | 'refuse'
  /** Never answer (the socket stays open until the client gives up). */
  | 'timeout'
  | 'http429'
  | 'http500'
  /** A client error (bad request), which must not be retried. */
  | 'http400'
  /** Start the answer, send some chunks, then destroy the socket. */
  | 'halfway'
  /** Start the answer, then send a data line that is not JSON (and hang). */
  | 'malformed'
  /** Start the answer, send some of it, then go silent with the connection open. */
  | 'stall';

export const FAKE_FAULTS: readonly FakeFault[] = [
  'ok',
  'refuse',
  'timeout',
  'http429',
  'http500',
  'http400',
  'halfway',
  'malformed',
  'stall',
];

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: ChatCompletionCreateParams;
  /** The fault this request was given. */
  fault: FakeFault;
  /** When it arrived (performance.now()), to check how retries are spaced. */
  at: number;
}

export type FakeReply = string | ((request: FakeRequest) => string);

export interface FakeOpenAIOptions {
  port?: number;
  host?: string;
  /** Pause before each streamed piece, so a browser sees several steps. */
  delayMs?: number;
  /** Words per streamed chunk. */
  wordsPerChunk?: number;
}

export interface FakeOpenAI {
  /** Base URL ending in /v1, for OPENAI_BASE_URL. */
  url: string;
  port: number;
  /** Every request that reached the server, oldest first. */
  requests: FakeRequest[];
  /** The answer from now on: a text, or a function of the request. */
  reply(answer: FakeReply): void;
  /** The answer to the next request only (queued; several calls queue several). */
  replyOnce(answer: FakeReply): void;
  /** The fault for every request from now on (after any queued ones). */
  fault(mode: FakeFault): void;
  /** Faults for the next requests, in order, e.g. queue('http500', 'http500') then the default. */
  queue(...modes: FakeFault[]): void;
  delay(ms: number): void;
  /** The realtime voice side: keys minted, session.update events received, calls answered. */
  realtime: FakeRealtimeState;
  /** Back to the start: ok, the default reply, the starting delay, no requests. */
  reset(): void;
  close(): Promise<void>;
}

/** A URL where nothing listens: a connection there is refused. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}

/** The text of the last user message (text parts only). */
export function lastUserText(body: ChatCompletionCreateParams): string {
  const last = body.messages.findLast((m) => m.role === 'user');
  if (!last) return '';
  if (typeof last.content === 'string') return last.content;
  return last.content.map((p) => (p.type === 'text' ? p.text : '')).join('\n');
}

/** The default model: echoes the question in a short markdown answer (or JSON when JSON is asked for). */
export function defaultReply(request: FakeRequest): string {
  const question = lastUserText(request.body).split('\n')[0]?.trim().slice(0, 200) || 'your question';
  const format = request.body.response_format?.type;
  if ((format === 'json_schema' || format === 'json_object') && JSON.stringify(request.body.messages).includes('revision flashcards')) {
    return fakeFlashcards(request);
  }
  const assignment = format && assignmentReply(request);
  if (assignment) return assignment;
  if (format === 'json_schema' || format === 'json_object') {
    return JSON.stringify({
      questions: [
        `Can you explain "${question.slice(0, 60)}" again?`,
        'Can you give me an example?',
        'What should I practise next?',
      ],
    });
  }
  return [
    `**You asked:** ${question}`,
    '',
    'Here is a short answer from the fake model:',
    '',
    '1. First, read the question carefully.',
    '2. Then, work through it step by step.',
    '',
    'Does that make sense?',
  ].join('\n');
}

/** A valid flashcard set for the tutor's flashcards prompt: 8 cards on its first passage (P1). */
function fakeFlashcards(request: FakeRequest): string {
  const heading = /\[P1\] [^\n]*? — ([^\n]+)/.exec(lastUserText(request.body))?.[1]?.trim() ?? 'the lesson';
  const cards = Array.from({ length: 8 }, (_, i) => ({
    question: `Fake model question ${i + 1} on ${heading}?`,
    answer: `Fake model answer ${i + 1}.`,
    source: 'P1',
  }));
  return JSON.stringify({ name: 'Fake model set', cards });
}

/**
 * The assignment calls (tutor/assignments): ten items on the chapters named in the prompt, each
 * keyed A; a blind answer of A to each; a report's words. Told apart by the system prompt, which
 * JSON object mode sends too.
 */
function assignmentReply(request: FakeRequest): string | null {
  const system = String(request.body.messages[0]?.content ?? '');
  const user = lastUserText(request.body);
  if (system.includes('multiple-choice questions that test')) {
    const chapters = [...user.matchAll(/^## Chapter (\d+): (.+?) \(/gm)].map((m) => ({ n: Number(m[1]), title: m[2]! }));
    const items = Array.from({ length: 10 }, (_, i) => {
      const chapter = chapters[i % Math.max(1, chapters.length)] ?? { n: 1, title: 'Your course' };
      return {
        question: `Model question ${i + 1}: which of these is a chapter you studied?`,
        options: { A: chapter.title, B: `Cooking lesson ${i + 1}`, C: `Gardening lesson ${i + 1}`, D: `Music lesson ${i + 1}` },
        answer: 'A',
        explanation: `"${chapter.title}" is the chapter the chat was about.`,
        chapter: chapter.n,
      };
    });
    return JSON.stringify({ items });
  }
  if (system.includes('List every option letter')) {
    const count = (user.match(/^\d+\. /gm) ?? []).length;
    return JSON.stringify({ answers: Array.from({ length: count }, (_, i) => ({ item: i + 1, correct: ['A'] })) });
  }
  if (system.includes('after an assignment')) {
    return JSON.stringify({
      knowsWell: 'The fake model says: you know the chapters you chatted about.',
      toRevise: 'The fake model says: go over the questions you missed.',
      nextSteps: ['Revise the chapter with the lowest mastery next.', 'Take another assignment after your next chat.'],
    });
  }
  return null;
}

/** Splits an answer into pieces of a few words that join back to exactly the answer. */
export function toPieces(answer: string, wordsPerChunk = 3): string[] {
  const words = answer.split(/(?<=\s)(?=\S)/);
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk)
    pieces.push(words.slice(i, i + wordsPerChunk).join(''));
  return pieces.length ? pieces : [''];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

const sendJson = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const apiError = (message: string, type: string, code: string | null) => ({
  error: { message, type, param: null, code },
});

let completionCount = 0;

function chunk(id: string, model: string, delta: Record<string, string>, finishReason: string | null = null) {
  const body = {
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    system_fingerprint: null,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

function completion(id: string, model: string, content: string) {
  return {
    id,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: {
      prompt_tokens: 10,
      completion_tokens: Math.ceil(content.length / 4),
      total_tokens: 10 + Math.ceil(content.length / 4),
    },
  };
}

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const requests: FakeRequest[] = [];
  const faults: FakeFault[] = [];
  const replies: FakeReply[] = [];
  let mode: FakeFault = 'ok';
  let script: FakeReply = defaultReply;
  let delayMs = options.delayMs ?? 0;
  const wordsPerChunk = options.wordsPerChunk ?? 3;

  const answerFor = (request: FakeRequest) => {
    const next = replies.shift() ?? script;
    return typeof next === 'function' ? next(request) : next;
  };

  async function stream(res: ServerResponse, request: FakeRequest) {
    const id = `chatcmpl-fake-${++completionCount}`;
    const model = request.body.model;
    const pieces = toPieces(answerFor(request), wordsPerChunk);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(chunk(id, model, { role: 'assistant', content: '' }));
    const cutAt =
      request.fault === 'halfway' || request.fault === 'stall'
        ? Math.max(1, Math.floor(pieces.length / 2))
        : request.fault === 'malformed'
          ? 1
          : pieces.length;
    for (const [i, piece] of pieces.entries()) {
      if (i === cutAt) break;
      if (delayMs) await sleep(delayMs);
      if (res.destroyed) return;
      res.write(chunk(id, model, { content: piece }));
    }
    if (request.fault === 'halfway') {
      // Let the client read what was sent before the connection dies, as with a real dropped stream.
      await sleep(Math.max(delayMs, 50));
      return void res.destroy();
    }
    // Silence with the connection open: only the client's own stall timer ends this answer.
    if (request.fault === 'stall') return;
    // The next event cannot be parsed; the response stays open, so a client that waits would hang.
    if (request.fault === 'malformed')
      return void res.write('data: {"id": "chatcmpl-broken", "choices": [{"delta": {"content": "oops"\n\n');
    res.write(chunk(id, model, {}, 'stop'));
    res.end('data: [DONE]\n\n');
  }

  function answer(res: ServerResponse, request: FakeRequest) {
    const id = `chatcmpl-fake-${++completionCount}`;
    const text = JSON.stringify(completion(id, request.body.model, answerFor(request)));
    res.writeHead(200, { 'content-type': 'application/json' });
    if (request.fault === 'halfway')
      return void res.write(text.slice(0, text.length / 2), () => res.destroy());
    if (request.fault === 'malformed') return void res.end(text.slice(0, -3));
    if (request.fault === 'stall') return void res.write(text.slice(0, text.length / 2));
    res.end(text);
  }

  async function completions(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    let body: ChatCompletionCreateParams;
    try {
      body = JSON.parse(raw) as ChatCompletionCreateParams;
    } catch {
      return sendJson(
        res,
        400,
        apiError('We could not parse the JSON body of your request.', 'invalid_request_error', null),
      );
    }
    if (!body || !Array.isArray(body.messages) || typeof body.model !== 'string') {
      return sendJson(
        res,
        400,
        apiError("'model' and 'messages' are required.", 'invalid_request_error', null),
      );
    }
    // As OpenAI does: JSON object mode sends no schema, so the prompt itself must ask for JSON.
    if (body.response_format?.type === 'json_object' && !JSON.stringify(body.messages).toLowerCase().includes('json')) {
      return sendJson(
        res,
        400,
        apiError(
          "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
          'invalid_request_error',
          null,
        ),
      );
    }
    const request: FakeRequest = {
      method: req.method ?? 'POST',
      path: req.url ?? '',
      headers: req.headers,
      body,
      fault: faults.shift() ?? mode,
      at: performance.now(),
    };
    requests.push(request);
    switch (request.fault) {
      case 'refuse':
        return void req.socket.resetAndDestroy();
      case 'timeout':
        return; // hold the request; close() or the client ends it
      case 'http429':
        return sendJson(
          res,
          429,
          apiError('Rate limit reached for requests.', 'requests', 'rate_limit_exceeded'),
        );
      case 'http500':
        return sendJson(
          res,
          500,
          apiError('The server had an error while processing your request.', 'server_error', null),
        );
      case 'http400':
        return sendJson(
          res,
          400,
          apiError("Invalid value for 'messages'.", 'invalid_request_error', 'invalid_value'),
        );
      default:
        return body.stream ? stream(res, request) : answer(res, request);
    }
  }

  /** Lets a test in another process (Playwright, benchmarks) script the standalone server. */
  async function control(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'GET' && req.url?.startsWith('/__control/realtime')) return sendJson(res, 200, realtime.state);
    if (req.method === 'GET')
      return sendJson(res, 200, { requests: requests.map(({ headers: _h, ...r }) => r) });
    const input = JSON.parse((await readBody(req)) || '{}') as {
      fault?: FakeFault;
      queue?: FakeFault[];
      reply?: string;
      delayMs?: number;
      reset?: boolean;
    };
    const unknown = [input.fault ?? 'ok', ...(input.queue ?? [])].filter((f) => !FAKE_FAULTS.includes(f));
    if (unknown.length)
      return sendJson(res, 400, {
        error: { message: `Unknown fault ${unknown.join(', ')}; use one of ${FAKE_FAULTS.join(', ')}` },
      });
    if (input.reset) fake.reset();
    if (input.fault) fake.fault(input.fault);
    if (input.queue) fake.queue(...input.queue);
    if (input.reply !== undefined) fake.reply(input.reply);
    if (input.delayMs !== undefined) fake.delay(input.delayMs);
    sendJson(res, 200, { ok: true });
  }

  const realtime = createFakeRealtime();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const route =
      realtime.handle(req, res, path, () => readBody(req)) ||
      (req.method === 'POST' && path === '/v1/chat/completions'
        ? completions(req, res)
        : path.startsWith('/__control')
          ? control(req, res)
          : req.method === 'GET' && path === '/v1/models'
            ? Promise.resolve(
                sendJson(res, 200, {
                  object: 'list',
                  data: [{ id: 'fake-model', object: 'model', created: 0, owned_by: 'fake' }],
                }),
              )
            : Promise.resolve(
                sendJson(
                  res,
                  404,
                  apiError(`Unknown route ${req.method} ${path}`, 'invalid_request_error', null),
                ),
              ));
    route.catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, apiError(String(err), 'server_error', null));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  const fake: FakeOpenAI = {
    url: `http://${options.host ?? '127.0.0.1'}:${port}/v1`,
    port,
    requests,
    realtime: realtime.state,
    reply: (answer) => void (script = answer),
    replyOnce: (answer) => void replies.push(answer),
    fault: (m) => void (mode = m),
    queue: (...modes) => void faults.push(...modes),
    delay: (ms) => void (delayMs = ms),
    reset() {
      requests.length = 0;
      faults.length = 0;
      replies.length = 0;
      mode = 'ok';
      script = defaultReply;
      delayMs = options.delayMs ?? 0;
      realtime.reset();
    },
    close: () =>
      new Promise<void>((resolve) => {
        void realtime.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return fake;
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      'delay-ms': { type: 'string', default: '0' },
    },
  });
  const fake = await startFakeOpenAI({
    port: Number(values.port),
    host: values.host,
    delayMs: Number(values['delay-ms']),
  });
  console.log(`Fake OpenAI-compatible server listening on ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
