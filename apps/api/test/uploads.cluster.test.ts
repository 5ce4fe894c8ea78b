import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { startCluster, type Cluster } from './cluster.ts';
import { HEAVY_UPLOADS } from './heavy-files.ts';
import {
  expectAnsweredFromFirstPart,
  EXTRACT_MEMORY_MB,
  expectFloodsRefused,
  FLOOD_LIMITS,
  HEAVY_LIMITS,
  pixelFloods,
  rssWithWorkers,
  sendAtOnce,
  warmUp,
  type Upload,
  type WatchedServer,
} from './heavy-uploads.ts';
import { makeFuzzWorld } from './route-fuzz.ts';
import { httpClient } from './request-client.ts';
import { checkUploadCase, fileLinkFromDatabase, imageLink, PIXEL_FLOODS, POLYGLOTS, type UploadWorld } from './upload-cases.ts';

// The upload cases (upload-cases.test.ts) and the heavy uploads (heavy-uploads.isolated.test.ts)
// against two real processes on one PostgreSQL and one Redis, requests taking turns between them:
// a file sent through one is served back through the other.
const JWT_SECRET = randomBytes(32).toString('hex');
const PROCESSES = 2;

let cluster: Cluster;
let database: Database;
let server: WatchedServer;
let world: UploadWorld;

beforeAll(async () => {
  cluster = await startCluster({ processes: PROCESSES, env: { JWT_SECRET, EXTRACT_MEMORY_MB: String(EXTRACT_MEMORY_MB), ANSWERS_IN_FLIGHT_PER_STUDENT: '100' } });
  // Read-only here: only to find a stored non-image file and sign its link as the server would.
  database = await openDatabase(cluster.databaseUrl);
  const request = httpClient(cluster.urls);
  const { accessToken } = await makeFuzzWorld(request);
  const fromDatabase = fileLinkFromDatabase(database.db, JWT_SECRET);
  world = {
    request,
    accessToken,
    fileLink: (message, fileName) => (message.files.find((f) => f.fileName === fileName)?.url ? imageLink(message, fileName) : fromDatabase(message, fileName)),
  };
  const pids = cluster.urls.map((_, i) => cluster.pid(i)!);
  // The server's memory: both processes', each with its document-reading worker processes.
  server = { request, bases: cluster.urls, accessToken, rss: async () => (await Promise.all(pids.map(rssWithWorkers))).reduce((a, b) => a + b, 0) };
});
afterAll(async () => {
  await database?.close();
  await cluster?.stop();
});

/** The limits of one process, for all of them together. */
const timesProcesses = (limits: typeof HEAVY_LIMITS) => ({ ...limits, rssGrowthMb: limits.rssGrowthMb * PROCESSES });

describe('upload cases on two processes', () => {
  it.each([...PIXEL_FLOODS, ...POLYGLOTS].map((c) => [c.label, c] as const))('%s', (_label, upload) => checkUploadCase(world, upload));
});

describe('heavy uploads on two processes', () => {
  it('twenty pixel floods at once: each refused at once with its message, health fast on both, memory flat', async () => {
    const floods = await pixelFloods(20);
    await warmUp(server);
    const run = await sendAtOnce(server, floods);
    await expectFloodsRefused(server, floods, run, timesProcesses(FLOOD_LIMITS));
  });

  it('a 244 MB PDF and a 150,000-row sheet at once: answered from their first part within the budget, health fast on both, memory bounded', async () => {
    const uploads = await Promise.all(HEAVY_UPLOADS.map(async (u): Promise<Upload> => ({ fileName: u.fileName, data: await u.make() })));
    const run = await sendAtOnce(server, uploads);
    await expectAnsweredFromFirstPart(server, uploads, run, timesProcesses(HEAVY_LIMITS));
    expect(run.results[0]!.body.answer).toContain('The quick brown fox reads page text');
  });
});
