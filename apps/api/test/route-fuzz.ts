import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { newStudent } from './app.ts';
import { startFakeGoogle } from './fakes/google.ts';
import { startFakeOpenAI } from './fakes/openai.ts';
import { hostileRequests, type FuzzWorld } from './hostile-requests.ts';
import type { RequestFn } from './request-client.ts';

/**
 * The route fuzz, written once for one in-process app (route-fuzz.test.ts) and for several real
 * processes (route-fuzz.cluster.test.ts): what the server needs around it, the world the requests
 * use, and the run itself.
 */

/**
 * What the fuzzed server is configured with: Google sign-in and realtime voice on (against local
 * fakes), so their routes are exercised rather than answering 503, and a built web app (one page),
 * so paths no route matches get the page, as in production.
 */
export async function startFuzzSurroundings() {
  const webDist = mkdtempSync(join(tmpdir(), 'vidya-fuzz-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Vidya</title>');
  const google = await startFakeGoogle();
  const provider = await startFakeOpenAI();
  return {
    env: {
      TUTOR: 'offline',
      OPENAI_REALTIME_MODEL: 'fake-realtime',
      OPENAI_REALTIME_KEY: 'fuzz-key',
      OPENAI_REALTIME_URL: provider.url,
      GOOGLE_CLIENT_ID: 'vidya-client',
      GOOGLE_API_URL: google.url,
      WEB_DIST: webDist,
    },
    async close() {
      await google.close();
      await provider.close();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}

/** Two students signed up through `request`, a session of each: the first one's token and both ids. */
export async function makeFuzzWorld(request: RequestFn): Promise<FuzzWorld> {
  const json = { 'content-type': 'application/json' };
  const signUp = async () => {
    const res = await request({ method: 'POST', url: '/api/auth/register', headers: json, payload: JSON.stringify(newStudent()) });
    if (res.status !== 200) throw new Error(`register failed: ${res.status} ${res.text()}`);
    return (res.json() as { accessToken: string }).accessToken;
  };
  const session = async (token: string) => {
    const res = await request({
      method: 'POST',
      url: '/api/chat/session',
      headers: { ...json, authorization: `Bearer ${token}` },
      payload: JSON.stringify({ name: 'Fuzz', chatBot: 'dataEntry' }),
    });
    return (res.json() as { _id: string })._id;
  };
  const [asha, ravi] = [await signUp(), await signUp()];
  return { accessToken: asha, ownSessionId: await session(asha), otherSessionId: await session(ravi) };
}

/**
 * Feeds `runs` hostile requests to each route; throws at the first answer that is a server error
 * (or a request the server dropped), naming the route.
 */
export async function fuzzRoutes(request: RequestFn, routes: { method: string; url: string }[], world: FuzzWorld, runs: number): Promise<void> {
  for (const route of routes.filter((r) => r.method !== 'HEAD')) {
    await fc.assert(
      fc.asyncProperty(hostileRequests(route.method, route.url, world), async (hostile) => {
        const res = await request(hostile);
        if (res.status >= 500) throw new Error(`${route.method} ${route.url} → ${res.status} ${res.text().slice(0, 200)}`);
      }),
      { numRuns: runs },
    );
  }
}
