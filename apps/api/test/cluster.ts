import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SETTING_NAMES } from '../src/config.ts';
import { deleteRedisKeys, testRedisUrl } from './redis.ts';

/**
 * Several real api processes (`node --import tsx apps/api/src/server.ts`) sharing one fresh
 * PostgreSQL database, one Redis (under a random REDIS_PREFIX), one DATA_DIR and one JWT_SECRET: what
 * a deployment behind a load balancer looks like. For the `*.cluster.test.ts` files (vitest project
 * 'api-cluster'), which run only when TEST_DATABASE_URL and TEST_REDIS_URL are set.
 *
 * The processes start at the same time on the fresh database, so they also prove that concurrent
 * start-ups migrate it safely (openDatabase takes an advisory lock).
 */
export interface Cluster {
  /** Each process's base URL, e.g. http://127.0.0.1:41234 (a process keeps its port across restarts). */
  urls: string[];
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  /** Sends the signal (default SIGKILL) to process i and waits until it has exited. */
  kill(i: number, signal?: NodeJS.Signals): Promise<void>;
  /** Stops process i if it runs (SIGTERM), starts it again on the same port and waits for /api/health. */
  restart(i: number): Promise<void>;
  /** What process i wrote to stdout and stderr (its last 64 KB), for a failing test's message. */
  output(i: number): string;
  /** Process i's operating-system id while it runs (its memory: /proc/<pid>/status), else null. */
  pid(i: number): number | null;
  /** Stops every process, drops the database, removes DATA_DIR and the prefix's Redis keys. */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  processes: number;
  /**
   * Extra settings for every process; win over the defaults below. OPENAI_BASE_URL (a fake model)
   * makes TUTOR llm, with a placeholder key unless OPENAI_API_KEY is given too.
   */
  env?: Record<string, string>;
}

const serverPath = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const STARTUP_MS = 60_000;
const OUTPUT_KEEP = 64 * 1024;

export const clusterDatabaseAdminUrl = process.env.TEST_DATABASE_URL;
export const clusterRedisUrl = testRedisUrl ?? 'redis://127.0.0.1:6379';

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const adminUrl = clusterDatabaseAdminUrl;
  if (!adminUrl) throw new Error('startCluster needs TEST_DATABASE_URL (a PostgreSQL server it may create databases on)');
  const database = await createDatabase(adminUrl);
  const redisPrefix = `vidya-test-${randomBytes(6).toString('hex')}:`;
  const dataDir = mkdtempSync(join(tmpdir(), 'vidya-cluster-'));
  const ports = await Promise.all(Array.from({ length: options.processes }, freePort));
  const fakeModel = Boolean(options.env?.OPENAI_BASE_URL);
  const env: Record<string, string> = {
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    REDIS_URL: clusterRedisUrl,
    REDIS_PREFIX: redisPrefix,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    // The offline tutor, unless env points the processes at a (fake) model.
    TUTOR: fakeModel ? 'llm' : 'offline',
    ...(fakeModel ? { OPENAI_API_KEY: 'cluster-test-key' } : {}),
    LOG_LEVEL: 'warn',
    // Tests send every request from 127.0.0.1; the rate-limit test sets its own low limit.
    RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST: join(dataDir, 'no-web-build'),
    ...options.env,
  };
  const processes = ports.map((port) => new ApiProcess(port, env));
  const cluster: Cluster = {
    urls: processes.map((p) => p.url),
    databaseUrl: database.url,
    redisUrl: clusterRedisUrl,
    redisPrefix,
    kill: (i, signal = 'SIGKILL') => processes[i]!.kill(signal),
    async restart(i) {
      await processes[i]!.kill('SIGTERM');
      await processes[i]!.start();
    },
    output: (i) => processes[i]!.output,
    pid: (i) => processes[i]!.pid,
    async stop() {
      await Promise.all(processes.map((p) => p.kill('SIGTERM')));
      await database.drop();
      await deleteRedisKeys(clusterRedisUrl, redisPrefix);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await Promise.all(processes.map((p) => p.start()));
  } catch (err) {
    await cluster.stop();
    throw err;
  }
  return cluster;
}

// A test run that ends without stop() (a crash, a timeout) must not leave servers listening.
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

/** One api process: started, watched until healthy, stopped. */
class ApiProcess {
  readonly url: string;
  output = '';
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();

  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', serverPath], {
      cwd: repoRoot,
      env: { ...inheritedEnv(), ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    running.add(child);
    child.once('exit', () => running.delete(child));
    const keep = (chunk: Buffer) => void (this.output = (this.output + chunk.toString()).slice(-OUTPUT_KEEP));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    let exitedEarly = false;
    void this.exited.then(() => (exitedEarly = this.child === child));
    const deadline = Date.now() + STARTUP_MS;
    while (Date.now() < deadline) {
      if (exitedEarly) throw new Error(`api process on port ${this.port} exited while starting:\n${this.output}`);
      if (await answersHealth(this.url)) return;
      await sleep(100);
    }
    throw new Error(`api process on port ${this.port} did not answer /api/health within ${STARTUP_MS} ms:\n${this.output}`);
  }

  /** SIGTERM lets the server close gracefully; after 15 s it is killed anyway. */
  async kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.child = null;
    child.kill(signal);
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(force);
  }
}

/** This process's environment without any app setting (a developer's OPENAI_API_KEY, DATABASE_URL...). */
function inheritedEnv() {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETTING_NAMES.includes(name)));
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** A port nobody listens on right now (the OS picks it; released at once for the process to take). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function createDatabase(adminUrl: string) {
  const name = `vidya_cluster_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}

async function adminQuery(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
