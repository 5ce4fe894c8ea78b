import type { App } from '../src/app.ts';
import { randomIp } from './app.ts';

/**
 * One way for the shared test suites (route fuzz, upload cases, heavy uploads) to make a request,
 * whether the server is an app in this process (inject) or real processes over HTTP (the
 * two-process setup), so each suite is written once and run against both.
 */
export interface TestRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

export interface TestResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  text(): string;
  json(): unknown;
}

export type RequestFn = (request: TestRequest) => Promise<TestResponse>;

const response = (status: number, headers: Record<string, string>, body: Buffer): TestResponse => ({
  status,
  headers,
  body,
  text: () => body.toString('utf8'),
  json: () => JSON.parse(body.toString('utf8')) as unknown,
});

/** Requests through app.inject, each from a fresh client address (so per-IP throttles stay out of the way). */
export function injectClient(app: App): RequestFn {
  return async ({ method, url, headers, payload }) => {
    const res = await app.inject({ method: method as 'GET', url, headers: headers ?? {}, remoteAddress: randomIp(), ...(payload !== undefined ? { payload } : {}) });
    const flat = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]));
    return response(res.statusCode, flat, res.rawPayload);
  };
}

/**
 * Requests over real HTTP, taking turns among `bases` (e.g. the two processes' URLs), as a load
 * balancer without sticky sessions would.
 */
const RESET_TRIES = 3;
/** Node's default limit on a request's head (the server sets no other). */
const NODE_MAX_HEADER_BYTES = 16 * 1024;
const headBytes = ({ method, url, headers }: TestRequest) =>
  Buffer.byteLength(`${method} ${url}`) + Object.entries(headers ?? {}).reduce((n, [k, v]) => n + Buffer.byteLength(`${k}: ${String(v)}`), 0);

export function httpClient(bases: string[]): RequestFn {
  let next = 0;
  return async (request) => {
    const base = bases[next++ % bases.length]!;
    // A connection reset is tried again, on a fresh connection, as a browser does: the server may
    // close a connection as it answers early (a head over Node's 16 KB limit gets its 431 and a
    // reset, 1 time in 150 here), and a kept-alive connection may be reset just as it is reused (twice
    // in a row about once in a few CI runs). A server that died, or resets every time, still fails.
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await send(base, request);
        return response(res.status, Object.fromEntries(res.headers), Buffer.from(await res.arrayBuffer()));
      } catch (err) {
        const reset = /ECONNRESET|EPIPE|other side closed/.test(causeOf(err));
        // A head over Node's limit is refused by Node itself with a 431 and a closed connection; a client
        // still writing a 300 KB URL meets the close first (EPIPE), as a browser would. That refusal is
        // the answer, not a missing one.
        if (reset && headBytes(request) > NODE_MAX_HEADER_BYTES) return response(431, {}, Buffer.alloc(0));
        if (attempt >= RESET_TRIES || !reset) throw noAnswer(base, request, err);
      }
    }
  };
}

const send = (base: string, { method, url, headers, payload }: TestRequest) =>
  fetch(`${base}${url}`, {
    method,
    headers: headers ?? {},
    ...(payload !== undefined ? { body: typeof payload === 'string' ? payload : new Uint8Array(payload) } : {}),
    redirect: 'manual',
  });

/** fetch says only 'fetch failed'; its cause says what the connection did (reset, closed…). */
const causeOf = (err: unknown) => (err instanceof Error && err.cause instanceof Error ? err.cause.message : '');

const noAnswer = (base: string, { method, url }: TestRequest, err: unknown) =>
  new Error(`${method} ${base}${url.slice(0, 120)} got no answer${causeOf(err) ? `: ${causeOf(err)}` : ''}`, { cause: err });
