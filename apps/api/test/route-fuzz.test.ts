import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, randomIp, type TestContext } from './app.ts';
import type { FuzzWorld } from './hostile-requests.ts';
import { injectClient } from './request-client.ts';
import { fuzzRoutes, makeFuzzWorld, startFuzzSurroundings } from './route-fuzz.ts';

// Every registered route, fed NUL and other control characters, lone surrogates, huge and empty
// values and wrong types: no answer may be a 5xx, and the process stays up. (The same run against
// two processes on PostgreSQL and Redis: route-fuzz.cluster.test.ts.)
let ctx: TestContext;
let world: FuzzWorld;
let surroundings: Awaited<ReturnType<typeof startFuzzSurroundings>>;

beforeAll(async () => {
  surroundings = await startFuzzSurroundings();
  ctx = await createTestApp(surroundings.env);
  world = await makeFuzzWorld(injectClient(ctx.app));
});
afterAll(async () => {
  await ctx?.close();
  await surroundings?.close();
});

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 100);

describe('route fuzz', () => {
  it('answers every hostile request to every route without a server error', async () => {
    expect(ctx.app.routeList.length).toBeGreaterThan(20);
    await fuzzRoutes(injectClient(ctx.app), ctx.app.routeList, world, RUNS_PER_ROUTE);
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
    const reason = 'has characters that are not allowed (control characters or broken Unicode)';
    expect(res.json()).toEqual({ message: `${field}: ${reason}`, code: 'invalidField', params: { field, reason } });
  });
});
