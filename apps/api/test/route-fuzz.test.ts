import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, randomIp, registerStudent, type TestContext } from './app.ts';
import { startFakeGoogle } from './fakes/google.ts';
import { startFakeOpenAI, type FakeOpenAI } from './fakes/openai.ts';
import { hostileRequests, type FuzzWorld } from './hostile-requests.ts';

// Every registered route, fed NUL and other control characters, lone surrogates, huge and empty
// values and wrong types: no answer may be a 5xx, and the process stays up.
let ctx: TestContext;
let world: FuzzWorld;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let provider: FakeOpenAI;
// A built web app (one page) as in production, so paths no route matches get the page, not a 503.
const webDist = mkdtempSync(join(tmpdir(), 'vidya-fuzz-web-'));

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Vidya</title>');
  // Google sign-in on (against a local fake), so its route is exercised rather than a 503.
  google = await startFakeGoogle();
  // Realtime voice on (against the fake provider), so key minting is exercised rather than a 503.
  provider = await startFakeOpenAI();
  ctx = await createTestApp({
    TUTOR: 'offline',
    OPENAI_REALTIME_MODEL: 'fake-realtime',
    OPENAI_REALTIME_KEY: 'fuzz-key',
    OPENAI_REALTIME_URL: provider.url,
    GOOGLE_CLIENT_ID: 'vidya-client',
    GOOGLE_API_URL: google.url,
    WEB_DIST: webDist,
  });
  const asha = await registerStudent(ctx.app, { firstName: 'Asha' });
  const ravi = await registerStudent(ctx.app, { firstName: 'Ravi' });
  const session = async (token: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/chat/session',
        headers: { authorization: `Bearer ${token}` },
        payload: { name: 'Fuzz', chatBot: 'dataEntry' },
      })
    ).json()._id as string;
  world = {
    accessToken: asha.accessToken,
    ownSessionId: await session(asha.accessToken),
    otherSessionId: await session(ravi.accessToken),
  };
});
afterAll(async () => {
  await ctx.close();
  await google.close();
  await provider.close();
  rmSync(webDist, { recursive: true, force: true });
});

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 100);

describe('route fuzz', () => {
  it('answers every hostile request to every route without a server error', async () => {
    const routes = ctx.app.routeList.filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(hostileRequests(route.method, route.url, world), async (request) => {
          const res = await ctx.app.inject({
            ...request,
            method: request.method as 'GET',
            remoteAddress: randomIp(),
          });
          if (res.statusCode >= 500)
            throw new Error(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  }, 240_000);
});

describe('control characters in sign-in forms', () => {
  it.each([
    [
      '/api/auth/register',
      {
        firstName: 'Asha\u0000',
        lastName: 'Verma',
        email: 'nul@example.in',
        password: 'correct horse',
        confirmPassword: 'correct horse',
      },
      'firstName',
    ],
    [
      '/api/auth/register',
      {
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'nul@exam\u0000ple.in',
        password: 'correct horse',
        confirmPassword: 'correct horse',
      },
      'email',
    ],
    ['/api/auth/login', { email: 'nul@example.in', password: 'correct\u0000horse' }, 'password'],
    [
      '/api/auth/forgot-password',
      { email: 'nul\u0001@example.in', frontendUrl: 'http://localhost:3000' },
      'email',
    ],
    ['/api/auth/googleLogin', { token: 'abc\u0000' }, 'token'],
  ])('%s refuses them with a 400 naming the field (%o)', async (url, payload, field) => {
    const res = await ctx.app.inject({ method: 'POST', url, payload, remoteAddress: randomIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `${field}: has characters that are not allowed (control characters or broken Unicode)`,
    });
  });
});
