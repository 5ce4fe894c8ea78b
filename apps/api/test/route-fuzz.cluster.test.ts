import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './app.ts';
import { startCluster, type Cluster } from './cluster.ts';
import type { FuzzWorld } from './hostile-requests.ts';
import { httpClient } from './request-client.ts';
import { fuzzRoutes, makeFuzzWorld, startFuzzSurroundings } from './route-fuzz.ts';

// The route fuzz (route-fuzz.test.ts) against two real processes on one PostgreSQL and one Redis,
// over HTTP, the requests taking turns between them: no answer a server error, both stay up.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 50);

let cluster: Cluster;
let routes: { method: string; url: string }[];
let world: FuzzWorld;
let surroundings: Awaited<ReturnType<typeof startFuzzSurroundings>>;

beforeAll(async () => {
  surroundings = await startFuzzSurroundings();
  // The routes as the app registers them, read from an app built here with the same settings.
  const local = await createTestApp(surroundings.env);
  routes = [...local.app.routeList];
  await local.close();
  cluster = await startCluster({ processes: 2, env: surroundings.env });
  world = await makeFuzzWorld(httpClient(cluster.urls));
});
afterAll(async () => {
  await cluster?.stop();
  await surroundings?.close();
});

describe('route fuzz on two processes', () => {
  it('answers every hostile request to every route, on either process, without a server error', async () => {
    expect(routes.length).toBeGreaterThan(20);
    try {
      await fuzzRoutes(httpClient(cluster.urls), routes, world, RUNS_PER_ROUTE);
    } catch (err) {
      // fast-check keeps the failing request's own error as the cause.
      const cause = err instanceof Error && err.cause ? `\ncaused by: ${String(err.cause)}` : '';
      throw new Error(`${String(err).slice(0, 2000)}${cause}\n--- process 0:\n${cluster.output(0)}\n--- process 1:\n${cluster.output(1)}`);
    }
    for (const url of cluster.urls) expect((await fetch(`${url}/api/health`)).status).toBe(200);
  }, 600_000);
});
