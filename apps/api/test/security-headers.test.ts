import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChatMessage } from '@vidya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, registerStudent, type Student, type TestContext } from './app.ts';
import { fileOf, makePng, multipartBody } from './sample-files.ts';

/**
 * The security headers (plugins/security-headers.ts, with app.ts's cspDirectives) on every kind of
 * response: the web app's pages and assets, JSON, a 404, an error, the answer's event stream and a
 * stored file. Each is checked against the full policy, so a directive that is loosened, dropped or
 * added shows up here.
 */

/** The policy app.ts builds with no Google sign-in and no realtime voice. */
const BASE_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'none'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // Inline styles only (React style attributes, KaTeX); never inline scripts.
  'style-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
};

/** A CSP header as directive → sources. */
function policyOf(header: unknown): Record<string, string[]> {
  const entries = String(header)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter(([name]) => name);
  return Object.fromEntries(entries.map(([name, ...sources]) => [name!, sources]));
}

type Headers = Record<string, unknown>;

/** The headers every response carries, whatever its kind. */
function expectBaseHeaders(headers: Headers) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  // Helmet's default, kept: a browser ignores it over plain http (a school LAN), and a deployment
  // behind https gets a year of https-only.
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers).not.toHaveProperty('x-powered-by');
  expect(headers).not.toHaveProperty('server');
}

/** The app's own policy, and the headers that go with it. */
function expectAppPolicy(headers: Headers, policy = BASE_POLICY, opener = 'same-origin') {
  expectBaseHeaders(headers);
  const csp = policyOf(headers['content-security-policy']);
  expect(csp).toEqual(policy);
  // Belt and braces on what matters most, so a policy edit that breaks them reads clearly here.
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  expect(csp['script-src']).not.toContain("'unsafe-eval'");
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  // Left out as app.ts decides (upgradeInsecureRequests: null): the app is also served over plain
  // http on a LAN, where upgrading would break every request.
  expect(csp).not.toHaveProperty('upgrade-insecure-requests');
  expect(headers['cross-origin-opener-policy']).toBe(opener);
}

const webDist = mkdtempSync(join(tmpdir(), 'vidya-headers-web-'));
let ctx: TestContext;
let asha: Student;

beforeAll(async () => {
  // A built web app as in production: the page and a hashed asset.
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Vidya</title><script type="module" src="/assets/app-1a2b.js"></script>');
  writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), 'document.title = "Vidya";');
  ctx = await createTestApp({ WEB_DIST: webDist, TUTOR: 'offline' });
  asha = await registerStudent(ctx.app, { firstName: 'Asha' });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function newSession(): Promise<string> {
  return ((await callAs(ctx.app, asha, 'POST', '/api/chat/session', { name: 'Headers', chatBot: 'dataEntry' })).json() as { _id: string })._id;
}

describe('the web app', () => {
  it.each(['/', '/login', '/chat/dataEntry/0b7f5d1e-8c0a-4c7e-9a59-4f0f8a7c1d2e?tab=notes'])('%s: the page with the full policy', async (url) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expectAppPolicy(res.headers);
  });

  it('a hashed script asset', async () => {
    const res = await ctx.app.inject({ url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expectAppPolicy(res.headers);
  });
});

describe('the api', () => {
  it('JSON', async () => {
    const res = await ctx.app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expectAppPolicy(res.headers);
  });

  it('a 404', async () => {
    const res = await ctx.app.inject({ url: '/api/no-such-route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
    expectAppPolicy(res.headers);
  });

  it.each([
    ['not signed in (401)', () => ctx.app.inject({ url: '/api/chat/sessions/dataEntry' }), 401],
    ['a refused body (400)', () => callAs(ctx.app, asha, 'POST', '/api/chat/session', { name: 'x', chatBot: 'cooking' }), 400],
  ])('an error: %s', async (_label, request, status) => {
    const res = await request();
    expect(res.statusCode).toBe(status);
    expect(res.json()).toHaveProperty('message');
    expectAppPolicy(res.headers);
  });

  it('the answer’s event stream, which writes its own head', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/session/${await newSession()}/send`,
      payload: { question: 'What is a keyboard shortcut?' },
      headers: { authorization: `Bearer ${asha.accessToken}`, accept: 'text/event-stream' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.body).toContain('event: done');
    expectAppPolicy(res.headers);
  });

  it('a stored file: the sandbox policy that runs nothing, with the other headers', async () => {
    const form = new FormData();
    form.append('question', 'Look at my picture');
    form.append('files', fileOf(makePng(8, 8), 'picture.png', 'image/png'));
    const { payload, headers } = await multipartBody(form);
    const sessionId = await newSession();
    await ctx.app.inject({ method: 'POST', url: `/api/chat/session/${sessionId}/send`, payload, headers: { ...headers, authorization: `Bearer ${asha.accessToken}` } });
    const session = (await callAs(ctx.app, asha, 'GET', `/api/chat/session/${sessionId}`)).json() as { messages: ChatMessage[] };
    const res = await ctx.app.inject({ url: session.messages[0]!.files[0]!.url! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expectBaseHeaders(res.headers);
    expect(policyOf(res.headers['content-security-policy'])).toEqual({ 'default-src': ["'none'"], sandbox: [] });
  });
});

describe('with Google sign-in and realtime voice configured', () => {
  let configured: TestContext;
  beforeAll(async () => {
    configured = await createTestApp({
      TUTOR: 'offline',
      GOOGLE_CLIENT_ID: 'vidya-client',
      OPENAI_REALTIME_MODEL: 'gpt-realtime-mini',
      OPENAI_REALTIME_KEY: 'realtime-key',
      OPENAI_REALTIME_URL: 'https://voice.example.net/v1',
    });
  });
  afterAll(() => configured?.close());

  it('lets the page load Google’s script, reach the realtime origin, and keep the sign-in popup', async () => {
    const res = await configured.app.inject({ url: '/api/config' });
    const google = 'https://accounts.google.com';
    expectAppPolicy(
      res.headers,
      {
        ...BASE_POLICY,
        'script-src': ["'self'", google],
        'connect-src': ["'self'", google, 'https://voice.example.net'],
        'frame-src': ["'self'", google],
      },
      'same-origin-allow-popups',
    );
  });
});
