/**
 * The server under test, in a process of its own so the load generator's work does not land in
 * its event loop. Started by the benchmarks with `fork()` (see bench/helpers.ts), never by hand.
 *
 *   serve.ts app '{"env":{...},"memoryDb":false,"web":false}'
 *                   the real app (buildApp) on 127.0.0.1, on a port the system picks, with a fresh
 *                   temporary DATA_DIR (PGlite on disk in DATA_DIR/db, as `npm start` runs, or in
 *                   memory with memoryDb) and the given settings (TUTOR, OPENAI_BASE_URL,
 *                   RATE_LIMIT_PER_MINUTE...) passed to loadConfig, serving the built web app
 *                   with web:true; nothing is read from this
 *                   process's environment, so a DATABASE_URL in the shell cannot change the run.
 *   serve.ts bare   a node:http hello-world, the yardstick for throughput;
 *   serve.ts bare '{"bodyBytes":N}'   the same, answering N bytes of JSON-ish text instead;
 *   serve.ts bare '{"bodyFile":"/tmp/x","headers":{...}}'   the same, answering exactly that
 *                   file's bytes with exactly those headers (the app's response, byte for byte).
 * Several app children may share one database and Redis: pass the same DATABASE_URL, REDIS_URL,
 * REDIS_PREFIX and JWT_SECRET in env (a token signed by one is then accepted by the others).
 *
 * Over IPC it sends {type:'ready', port, db} once listening, answers {type:'reset'} (clears the
 * event-loop histogram) and {type:'stats'} (the histogram and CPU time since the reset, memory; with
 * gc:true after a full garbage collection, for which it runs with --expose-gc), and on
 * {type:'stop'} closes, removes its DATA_DIR and exits. It also exits when the parent goes away.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import type { ServerMessage, ParentMessage, LoopStats } from './helpers.ts';

/** The histogram's timer interval; each sample is the interval, so this is subtracted again. */
const RESOLUTION_MS = 10;

const mode = process.argv[2];
if (!process.send) throw new Error('bench/serve.ts is started by the benchmarks with fork()');
const send = (m: ServerMessage) => process.send!(m);

let close: () => Promise<void>;
let port: number;
let db = 'none';

if (mode === 'bare') {
  const options = JSON.parse(process.argv[3] ?? '{}') as {
    bodyBytes?: number;
    bodyFile?: string;
    headers?: Record<string, string>;
  };
  const body = options.bodyFile
    ? readFileSync(options.bodyFile)
    : options.bodyBytes
      ? Buffer.alloc(options.bodyBytes, 'x')
      : 'hello world';
  const headers = options.headers ?? { 'content-type': 'text/plain' };
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  // Fastify's default (72 s), so the Keep-Alive header node adds is as long as the app's.
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
} else if (mode === 'app') {
  const options = JSON.parse(process.argv[3] ?? '{}') as { env?: Record<string, string>; memoryDb?: boolean; web?: boolean };
  const dataDir = mkdtempSync(join(tmpdir(), 'vidya-bench-'));
  const memory = options.memoryDb === true;
  db = options.env?.DATABASE_URL
    ? `PostgreSQL, a temporary database${options.env.REDIS_URL ? ', Redis' : ''}; uploads in a temporary DATA_DIR`
    : memory
      ? 'PGlite in memory; uploads in a temporary DATA_DIR'
      : 'PGlite on disk in a temporary DATA_DIR, as `npm start` runs';
  const config = loadConfig({
    ...options.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    JWT_SECRET: options.env?.JWT_SECRET ?? randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // The built web app (apps/web/dist) only for the benchmarks that load pages.
    ...(options.web ? {} : { WEB_DIST: join(dataDir, 'no-web-build') }),
  });
  const database = memory ? await openDatabase('memory://') : undefined;
  const app = await buildApp(config, { logger: false, ...(database ? { database } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  close = async () => {
    await app.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
} else {
  throw new Error(`usage: serve.ts app|bare (got ${mode})`);
}

const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
histogram.enable();
let cpuSince = process.cpuUsage();
let wallSince = performance.now();

/** Event-loop delay in ms: each sampled interval minus the timer's own resolution. */
function stats(): LoopStats {
  const ms = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
  const cpu = process.cpuUsage(cpuSince);
  return {
    samples: histogram.count,
    p50: ms(histogram.percentile(50)),
    p90: ms(histogram.percentile(90)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
    mean: ms(histogram.mean),
    cpuMs: (cpu.user + cpu.system) / 1000,
    wallMs: performance.now() - wallSince,
    rssMiB: process.memoryUsage.rss() / 1024 / 1024,
    heapUsedMiB: process.memoryUsage().heapUsed / 1024 / 1024,
  };
}

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  histogram.disable();
  await close();
  if (process.connected) send({ type: 'stopped' });
  process.disconnect?.();
  process.exit(0);
}

process.on('message', (m: ParentMessage) => {
  if (m.type === 'reset') {
    histogram.reset();
    cpuSince = process.cpuUsage();
    wallSince = performance.now();
    send({ type: 'reset-done' });
  } else if (m.type === 'stats') {
    // A full collection first when asked (the soak's memory samples): what stays is what is kept.
    if (m.gc) globalThis.gc?.();
    send({ type: 'stats', stats: stats() });
  }
  else if (m.type === 'stop') void stop();
});
// The benchmark crashed or was interrupted: do not linger.
process.on('disconnect', () => void stop());

send({ type: 'ready', port, db });
