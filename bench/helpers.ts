/** Shared pieces of the server benchmarks: the server child process, HTTP helpers, figures and tables. */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { COURSE_BOTS, type CourseBot } from '@vidya/contract';
import { loadContent, type Content } from '../apps/api/src/content/load-content.ts';
import { deleteRedisKeys } from '../apps/api/test/redis.ts';
import { createOfflineChatTutor } from '../apps/api/src/tutor/chat/offline-tutor.ts';
import { createRetriever } from '../apps/api/src/tutor/grounding/retrieval.ts';

export interface LoopStats {
  samples: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  /** CPU time the server process used since the last reset. */
  cpuMs: number;
  wallMs: number;
  rssMiB: number;
  heapUsedMiB: number;
}
export type ServerMessage =
  | { type: 'ready'; port: number; db: string }
  | { type: 'reset-done' }
  | { type: 'stats'; stats: LoopStats }
  | { type: 'stopped' };
export type ParentMessage = { type: 'reset' } | { type: 'stats'; gc?: boolean } | { type: 'stop' };

export interface ServerChild {
  url: string;
  port: number;
  pid: number;
  /** How the app stores its data ('none' for the bare server). */
  db: string;
  /** Clears the server's event-loop histogram and CPU counter. */
  reset(): Promise<void>;
  /** With `gc`, after a full garbage collection (heapUsedMiB is then what the process keeps). */
  stats(options?: { gc?: boolean }): Promise<LoopStats>;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
/** Children die with us, even when the benchmark crashes. */
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.pid) process.kill(child.pid);
});

/** Starts bench/serve.ts in a child process and waits until it listens. */
export async function startServer(
  mode: 'app' | 'bare',
  options: {
    env?: Record<string, string>;
    memoryDb?: boolean;
    web?: boolean;
    /** The bare server's answer: N bytes, or a file's bytes with exactly these headers (see serve.ts). */
    bodyBytes?: number;
    bodyFile?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<ServerChild> {
  const child = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), [mode, JSON.stringify(options)], {
    // Extra Node flags for the server only, to see where its time goes, e.g.
    // BENCH_SERVER_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' or BENCH_SERVER_FLAGS=--trace-gc
    // --expose-gc only lets the soak ask for a collection before a memory sample; nothing else calls gc().
    execArgv: ['--import', 'tsx', '--expose-gc', ...(process.env.BENCH_SERVER_FLAGS?.split(/\s+/).filter(Boolean) ?? [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const next = <T extends ServerMessage['type']>(type: T, timeoutMs = 60_000) =>
    new Promise<Extract<ServerMessage, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`server child: no '${type}' within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const onExit = (code: number | null) =>
        reject(new Error(`server child exited (${code}) before '${type}'`));
      const onMessage = (m: ServerMessage) => {
        if (m.type !== type) return;
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(m as Extract<ServerMessage, { type: T }>);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const tell = (m: ParentMessage) => child.send(m);
  const ready = await next('ready');
  return {
    url: `http://127.0.0.1:${ready.port}`,
    port: ready.port,
    pid: child.pid!,
    db: ready.db,
    async reset() {
      const done = next('reset-done');
      tell({ type: 'reset' });
      await done;
    },
    async stats(options = {}) {
      const answer = next('stats');
      tell({ type: 'stats', ...options });
      return (await answer).stats;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      tell({ type: 'stop' });
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill();
    },
  };
}

export const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_REDIS = 'redis://127.0.0.1:6379';

/** Flags every server benchmark takes: where PostgreSQL and Redis are, when a setup needs them. */
export const serverFlags = {
  postgres: { type: 'string', default: DEFAULT_POSTGRES },
  redis: { type: 'string', default: DEFAULT_REDIS },
} as const;

/**
 * How the app runs during a benchmark, named on the command line (--setup / --setups):
 *   pglite         one process, PGlite on disk in its temporary DATA_DIR, as `npm start` runs
 *   memory         one process, PGlite in memory
 *   pg, pg-N       N processes (default 1) on one temporary PostgreSQL database, dropped after
 *   pg-redis[-N]   the same, sharing one Redis too (REDIS_URL, a random REDIS_PREFIX whose keys
 *                  are removed after)
 */
export interface Setup {
  name: string;
  processes: number;
  store: 'pglite' | 'memory' | 'postgres';
  redis: boolean;
}

export function parseSetup(name: string): Setup {
  const match = /^(pglite|memory|pg|pg-redis)(?:-(\d+))?$/.exec(name.trim());
  if (!match) throw new Error(`unknown setup "${name}": use pglite, memory, pg, pg-2, pg-redis, pg-redis-2 …`);
  const kind = match[1]!;
  const processes = Number(match[2] ?? 1);
  const store = kind === 'pglite' ? 'pglite' : kind === 'memory' ? 'memory' : 'postgres';
  // PGlite is one process's file or memory: a second process cannot share it.
  if (store !== 'postgres' && processes !== 1) throw new Error(`${name}: several processes need PostgreSQL`);
  if (processes < 1) throw new Error(`${name}: at least one process`);
  return { name: name.trim(), processes, store, redis: kind === 'pg-redis' };
}

export const parseSetups = (list: string) => list.split(',').filter(Boolean).map(parseSetup);

export function describeSetup(setup: Setup): string {
  const count = `${setup.processes} process${setup.processes === 1 ? '' : 'es'}`;
  const store = { pglite: 'PGlite on disk', memory: 'PGlite in memory', postgres: 'PostgreSQL' }[setup.store];
  return `${count}, ${store}${setup.redis ? ' + Redis' : ''}`;
}

/** The app's processes of one setup, started and ready, and how to tidy everything away. */
export interface Apps {
  setup: Setup;
  label: string;
  servers: ServerChild[];
  urls: string[];
  /** Stops the processes, drops the database, removes the Redis keys. */
  stop(): Promise<void>;
}

/**
 * Starts a setup's processes with the given settings. Several processes share one database, one
 * Redis prefix and one JWT_SECRET, like api processes behind a load balancer. They start one after
 * the other, so only the first applies the migrations.
 */
export async function startApps(
  setup: Setup,
  where: { postgres: string; redis: string },
  env: Record<string, string> = {},
): Promise<Apps> {
  const shared: Record<string, string> = { ...env, JWT_SECRET: randomBytes(32).toString('hex') };
  const cleanups: (() => Promise<void>)[] = [];
  const servers: ServerChild[] = [];
  const stop = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    if (setup.store === 'postgres') {
      const database = await temporaryDatabase(where.postgres);
      cleanups.push(database.drop);
      shared.DATABASE_URL = database.url;
    }
    if (setup.redis) {
      const prefix = `vidya-bench-${randomBytes(6).toString('hex')}:`;
      await checkRedis(where.redis);
      cleanups.push(() => deleteRedisKeys(where.redis, prefix));
      Object.assign(shared, { REDIS_URL: where.redis, REDIS_PREFIX: prefix });
    }
    for (let i = 0; i < setup.processes; i++)
      servers.push(await startServer('app', { env: shared, memoryDb: setup.store === 'memory' }));
  } catch (err) {
    await stop();
    throw err;
  }
  return { setup, label: describeSetup(setup), servers, urls: servers.map((s) => s.url), stop };
}

/** A fresh database on a PostgreSQL server on this machine, and how to drop it. */
async function temporaryDatabase(adminUrl: string) {
  const admin = new URL(adminUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(admin.hostname))
    throw new Error('--postgres: only a server on this machine (127.0.0.1)');
  const name = `vidya_bench_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`).catch((err: Error) => {
    throw new Error(
      `PostgreSQL at ${admin.host} refused a new database (${err.message}); start it, pass --postgres <admin URL>, or choose setups without it (e.g. --setups pglite)`,
    );
  });
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Stops the benchmark with the reason when Redis at `url` does not answer. */
async function checkRedis(url: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined); // connect() below reports the reason
  try {
    await redis.connect();
  } catch (err) {
    throw new Error(`Redis at ${url} does not answer (${(err as Error).message}); start it, pass --redis <URL>, or choose setups without it (e.g. --setups pglite)`);
  } finally {
    redis.disconnect();
  }
}

/** Ends the process with a message if the benchmark runs longer than it should. */
export function watchdog(seconds: number) {
  setTimeout(() => {
    console.error(`\nThe benchmark did not finish within ${seconds} s; stopping.`);
    process.exit(1);
  }, seconds * 1000).unref();
}

/** Plain JSON over fetch (keep-alive by default in Node's fetch). */
export async function api<T>(
  base: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(base + path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/** Registers a new student and returns the access token. */
export async function registerStudent(base: string, firstName = 'Asha'): Promise<string> {
  const password = `bench password ${randomBytes(4).toString('hex')}`;
  const body = {
    firstName,
    lastName: 'Verma',
    email: `bench.${randomBytes(6).toString('hex')}@example.in`,
    password,
    confirmPassword: password,
  };
  return (await api<{ accessToken: string }>(base, '/api/auth/register', { body })).accessToken;
}

export async function createSession(base: string, token: string, chatBot: string): Promise<string> {
  return (await api<{ _id: string }>(base, '/api/chat/session', { token, body: { name: 'Bench', chatBot } }))
    ._id;
}

export interface StreamResult {
  status: number;
  /** From just before the request to the first `delta` event, in ms. */
  firstDeltaMs: number;
  totalMs: number;
  deltas: number;
  events: string[];
  text: string;
  /** The `id:` of the last event read (undefined when the server sends none). */
  lastId?: string;
  /** The response's JSON message when it was not a stream (e.g. a 404). */
  message?: string;
}

/** Sends a question as the chat screen does (JSON body, Accept: text/event-stream) and reads every event. */
export async function sendStreamed(
  base: string,
  token: string,
  sessionId: string,
  question: string,
  options: { stopAfterDeltas?: number; signal?: AbortSignal } = {},
): Promise<StreamResult> {
  const started = performance.now();
  const res = await fetch(`${base}/api/chat/session/${sessionId}/send`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
    },
    body: JSON.stringify({ question }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return readAnswer(res, started, options.stopAfterDeltas);
}

/**
 * Reads an answer's events into a result. With `stopAfterDeltas` k it stops reading when the event
 * after the k-th delta arrives (0: right after `question`), without taking that event in, as a
 * client whose connection drops there; the caller then aborts the request.
 */
export async function readAnswer(res: Response, started: number, stopAfterDeltas?: number): Promise<StreamResult> {
  const result: StreamResult = {
    status: res.status,
    firstDeltaMs: NaN,
    totalMs: NaN,
    deltas: 0,
    events: [],
    text: '',
  };
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    const text = await res.text();
    result.message = text.startsWith('{') ? ((JSON.parse(text) as { message?: string }).message ?? text) : text;
    result.totalMs = performance.now() - started;
    return result;
  }
  for await (const event of serverSentEvents(res.body!)) {
    const isPiece = event.event === 'delta' || event.event === 'done' || event.event === 'error';
    if (stopAfterDeltas !== undefined && result.deltas === stopAfterDeltas && isPiece && event.event !== 'error')
      break;
    if (event.id !== undefined) result.lastId = event.id;
    if (event.event === 'delta') {
      if (!result.deltas) result.firstDeltaMs = performance.now() - started;
      result.deltas += 1;
      result.text += (JSON.parse(event.data) as { text: string }).text;
    }
    result.events.push(event.event);
  }
  result.totalMs = performance.now() - started;
  return result;
}

export interface ServerSentEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * The events of a text/event-stream body, as a browser's EventSource reads them (event, data, id
 * fields; comments skipped). Leaving the loop early cancels the body, which drops the connection.
 */
export async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = parseEventBlock(block);
        if (event) yield event;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

function parseEventBlock(block: string): ServerSentEvent | null {
  const event: ServerSentEvent = { event: 'message', data: '' };
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event.event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') event.id = value;
  }
  if (!data.length && event.id === undefined && event.event === 'message') return null;
  event.data = data.join('\n');
  return event;
}

/** Reads a response body to its end, calling back with each piece of text. */
export async function readBody(body: ReadableStream<Uint8Array>, onText: (text: string) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    onText(decoder.decode(value, { stream: true }));
  }
}

/**
 * A session of `messages` messages (question, answer, …) as a student builds over a few weeks: the
 * chapters' suggested questions with the offline tutor's answers, stored in one request.
 */
export async function seedSession(base: string, token: string, messages: number): Promise<string> {
  const content = loadContent(contentDir);
  const tutor = createOfflineChatTutor({ content, retriever: createRetriever(content), productName: 'Vidya' });
  const pool = realisticQuestions(content)
    .filter((q) => q.bot === 'dataEntry')
    .map((q) => q.question);
  const start = Date.now() - messages * 60_000;
  const voiceCallMessages: { text: string; sender: 'user' | 'bot'; timestamp: string }[] = [];
  for (let i = 0; i < messages / 2; i++) {
    const question = pool[i % pool.length]!;
    let answer = '';
    for await (const piece of tutor.reply({ bot: 'dataEntry', studentName: 'Asha', question, history: [], attachments: [] }))
      answer += piece;
    voiceCallMessages.push({ text: question, sender: 'user', timestamp: new Date(start + i * 120_000).toISOString() });
    voiceCallMessages.push({ text: answer, sender: 'bot', timestamp: new Date(start + i * 120_000 + 5_000).toISOString() });
  }
  const sessionId = await createSession(base, token, 'dataEntry');
  await api(base, `/api/chat/sessions/${sessionId}/store-voice-messages`, { token, body: { voiceCallMessages } });
  return sessionId;
}

/** The chapters' suggested questions: what students actually ask, per course. */
export function realisticQuestions(
  content: Content = loadContent(contentDir),
): { bot: CourseBot; question: string }[] {
  return COURSE_BOTS.flatMap((bot) =>
    content.courses[bot].chapters.flatMap((c) => c.suggestedQuestions.map((question) => ({ bot, question }))),
  );
}
export const contentDir = fileURLToPath(new URL('../content', import.meta.url));

/** The value below which p% of the values fall (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const ms = (n: number, digits = 1) => `${n.toFixed(digits)} ms`;

export interface Row {
  measure: string;
  figure: string;
  target?: string;
  /** undefined: no target, for context. */
  pass?: boolean;
}

/** A table of figures, each beside its target and PASS/MISS. */
export function printTable(title: string, rows: Row[]) {
  const widths = [
    Math.max(7, ...rows.map((r) => r.measure.length)),
    Math.max(6, ...rows.map((r) => r.figure.length)),
    Math.max(6, ...rows.map((r) => (r.target ?? '').length)),
  ] as const;
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < 3 ? c.padEnd(widths[i as 0 | 1 | 2]) : c))
      .join('   ')
      .trimEnd();
  console.log(`\n${title}\n`);
  console.log(line(['measure', 'figure', 'target', 'result']));
  console.log(line(['-'.repeat(widths[0]), '-'.repeat(widths[1]), '-'.repeat(widths[2]), '------']));
  for (const r of rows)
    console.log(
      line([r.measure, r.figure, r.target ?? '', r.pass === undefined ? '' : r.pass ? 'PASS' : 'MISS']),
    );
}

export function machine() {
  const list = cpus();
  // The load average says how busy the machine was: figures from a busy one are not comparable.
  const load = loadavg()[0]!.toFixed(1);
  return `${list.length} cores (${list[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ${process.platform}, load average ${load} at start`;
}
