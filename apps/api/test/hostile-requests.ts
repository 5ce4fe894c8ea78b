import { randomUUID } from 'node:crypto';
import { CHAT_BOTS } from '@vidya/contract';
import fc from 'fast-check';

/**
 * Arbitrary hostile requests for any route: path parameters, bodies and headers made of NUL and
 * other control characters, lone surrogates, huge and empty values and wrong types, mixed with
 * valid values so that requests also get past validation into the handlers. A request is a plain
 * object, so the same cases can be sent through `inject` or real HTTP to several processes.
 */
export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** What the generator may use: a signed-in student and ids that exist. */
export interface FuzzWorld {
  accessToken: string;
  ownSessionId: string;
  otherSessionId: string;
}

const NASTY_PIECES = [
  '\u0000',
  '\u0007',
  '\u001b[2J',
  '\u007f',
  '\u0085',
  '\ud800',
  'x\udc00',
  '\ud83d',
  '\u202e',
  '\ufeff',
  '\uffff',
  '\r\n',
  '%00',
  '%',
  '?',
  '#',
  '/',
  '..',
  "'; drop table users; --",
  '../../etc/passwd',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '𝓐😀',
  'हिन्दी',
  'e\u0301',
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_PIECES),
  fc
    .array(fc.constantFrom(...NASTY_PIECES, 'a', ' ', '@', '.', 'é'), { maxLength: 12 })
    .map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\t', 'x'.repeat(5_000), 'y'.repeat(300_000)),
);

const plausible: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.constantFrom('asha@example.in', 'ASHA@EXAMPLE.IN', 'a@b'),
  password: fc.constantFrom('correct horse battery', 'short'),
  confirmPassword: fc.constantFrom('correct horse battery'),
  firstName: fc.constantFrom('Asha'),
  lastName: fc.constantFrom('Verma'),
  frontendUrl: fc.constantFrom('http://localhost:3000', 'javascript:alert(1)', 'http://evil.example'),
  chatBot: fc.constantFrom(...CHAT_BOTS, 'cooking'),
  question: fc.constantFrom('What is RAM?', 'B', ''),
  inputText: fc.constantFrom('', 'RAM'),
  name: fc.constantFrom('Asha'),
  voiceCallMessages: fc.constantFrom([], [{ text: 'hi', sender: 'user' }]),
  rating: fc.constantFrom('forgot', 'gotIt', 'easy'),
};
const FIELDS = [
  ...Object.keys(plausible),
  'token',
  'refreshToken',
  'userAnswers',
  'text',
  'sender',
  'timestamp',
];

/** Any JSON value, biased towards strings with control characters. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.constantFrom(
    {},
    [],
    [{ text: '\u0000', sender: 'user' }],
    [{ text: 'x', sender: 'robot', timestamp: -1 }],
  ),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
);

const fieldValue = (field: string) =>
  plausible[field] ? fc.oneof(plausible[field], nastyValue) : nastyValue;

const jsonObject = fc
  .subarray(FIELDS, { minLength: 0 })
  .chain((fields) => fc.record(Object.fromEntries(fields.map((f) => [f, fieldValue(f)]))))
  .map((body) => JSON.stringify(body));

/** A valid body for each route that takes one, so mutations of it reach the handler. */
const VALID_BODIES: Record<string, unknown> = {
  '/api/auth/register': {
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'fuzz.asha@example.in',
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
  },
  '/api/auth/login': { email: 'fuzz.asha@example.in', password: 'correct horse battery' },
  '/api/auth/forgot-password': { email: 'fuzz.asha@example.in', frontendUrl: 'http://localhost:3000' },
  '/api/auth/reset-password/:token': { password: 'correct horse battery' },
  '/api/auth/refresh': { refreshToken: 'x'.repeat(43) },
  '/api/auth/logout': { refreshToken: 'x'.repeat(43) },
  '/api/auth/googleLogin': { token: 'google-token' },
  '/api/chat/session': { name: 'Asha', chatBot: 'dataEntry' },
  '/api/chat/sessions/prompt': { name: 'Asha', chatBot: 'dataEntry' },
  '/api/chat/session/:id/send': { question: 'What is RAM?' },
  '/api/chat/session/:id/send/whiteboard': { question: 'What is RAM?' },
  '/api/chat/session/:id/generate-questions': { inputText: 'RAM' },
  '/api/assignments/:id/evaluate': { userAnswers: { '1': 'A', '2': 'B' } },
  '/api/chat/sessions/:id/store-voice-messages': {
    voiceCallMessages: [
      { text: 'What is RAM?', sender: 'user' },
      { text: 'Memory.', sender: 'bot' },
    ],
  },
  '/api/flashcards/review/:id/rate': { rating: 'gotIt' },
};

/** The value with a hostile piece put inside it (strings), or swapped for a hostile value, or kept. */
function mutate(value: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(value)) return fc.oneof(fc.tuple(...value.map(mutate)), nastyValue, fc.constant([]));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return fc
      .tuple(...entries.map(([, v]) => mutate(v)))
      .map((vs) => Object.fromEntries(entries.map(([k], i) => [k, vs[i]])));
  }
  const kept = fc.constant(value);
  if (typeof value !== 'string') return fc.oneof({ weight: 3, arbitrary: kept }, nastyValue);
  const spliced = fc
    .tuple(fc.nat(value.length), fc.constantFrom(...NASTY_PIECES))
    .map(([at, piece]) => value.slice(0, at) + piece + value.slice(at));
  return fc.oneof({ weight: 3, arbitrary: kept }, { weight: 3, arbitrary: spliced }, nastyValue);
}

const mutatedBody = (route: string) => {
  const valid = VALID_BODIES[route];
  return valid === undefined ? jsonObject : mutate(valid).map((b) => JSON.stringify(b));
};

const rawBody = (route: string) =>
  fc.oneof(
    { weight: 3, arbitrary: mutatedBody(route) },
    jsonObject,
    nastyValue.map((v) => JSON.stringify(v) ?? 'null'),
    fc.constantFrom(
      '{"email":',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '[]',
      '',
      'null',
      '"\\u0000"',
    ),
  );

function multipart(
  question: string,
  extra: { name: string; filename?: string; content: string }[],
): { body: string; type: string } {
  const boundary = `----fuzz${randomUUID()}`;
  const parts = [{ name: 'question', content: question }, ...extra].map((p) => {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${p.content}\r\n`;
  });
  return { body: `${parts.join('')}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

const multipartBody = fc
  .tuple(
    nastyString,
    fc.array(
      fc.record({
        name: fc.constantFrom('files', 'whiteboard', 'other'),
        filename: fc.option(nastyString, { nil: undefined }),
        content: nastyString,
      }),
      { maxLength: 3 },
    ),
  )
  .map(([question, extra]) => multipart(question, extra));

/** Percent-encodes anything, lone surrogates included (as the invalid UTF-8 a hostile client may send). */
function encode(value: string): string {
  return value.replace(/[\s\S]/gu, (ch) => {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(ch);
  });
}

function paramValue(name: string, world: FuzzWorld): fc.Arbitrary<string> {
  const known =
    name === 'chatBot'
      ? fc.constantFrom(...CHAT_BOTS)
      : name === 'bot'
        ? fc.constantFrom('dataEntry', 'nios', 'webDevelopment')
        : fc.constantFrom(world.ownSessionId, world.ownSessionId, world.otherSessionId, randomUUID());
  return fc.oneof({ weight: 3, arbitrary: known }, nastyString).map(encode);
}

const authHeader = (world: FuzzWorld) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(`Bearer ${world.accessToken}`) },
    fc.constant(world.accessToken),
    fc.constant(undefined),
    nastyString.map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
  );

/** Hostile requests for one route, e.g. `POST /api/chat/session/:id/send`. */
export function hostileRequests(
  method: string,
  route: string,
  world: FuzzWorld,
): fc.Arbitrary<HostileRequest> {
  const names = [...route.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params = fc.tuple(...names.map((n) => paramValue(n, world)));
  const query = fc.option(fc.record({ exp: nastyString, sig: nastyString }), { nil: undefined });
  const isSend = route.includes('/send');
  const body =
    method === 'GET' || method === 'HEAD'
      ? fc.constant(undefined)
      : fc.oneof(
          { weight: 4, arbitrary: rawBody(route).map((b) => ({ body: b, type: 'application/json' })) },
          ...(isSend ? [multipartBody] : []),
          fc
            .tuple(
              nastyString,
              fc.constantFrom(
                'text/plain',
                'application/x-www-form-urlencoded',
                'application/json; charset=latin1',
              ),
            )
            .map(([b, type]) => ({ body: b, type })),
        );
  return fc
    .tuple(params, query, body, authHeader(world), fc.constantFrom('application/json', 'text/event-stream'))
    .map(([values, q, b, authorization, accept]) => {
      let url = route;
      names.forEach((n, i) => (url = url.replace(`:${n}`, values[i] ?? '')));
      if (q) url += `?exp=${encode(q.exp)}&sig=${encode(q.sig)}`;
      const headers: Record<string, string> = { accept };
      if (authorization !== undefined) headers.authorization = authorization;
      if (b) headers['content-type'] = b.type;
      return { method, url, headers, ...(b ? { payload: b.body } : {}) };
    });
}
