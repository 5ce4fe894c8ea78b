/** Shared pieces of the server benchmarks: the server child process, HTTP helpers, figures and tables. */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { COURSE_BOTS, type CourseBot } from '@vidya/contract';
import { loadContent, type Content } from '../apps/api/src/content/load-content.ts';

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
}
export type ServerMessage =
  | { type: 'ready'; port: number; db: string }
  | { type: 'reset-done' }
  | { type: 'stats'; stats: LoopStats }
  | { type: 'stopped' };
export type ParentMessage = { type: 'reset' } | { type: 'stats' } | { type: 'stop' };

export interface ServerChild {
  url: string;
  port: number;
  pid: number;
  /** How the app stores its data ('none' for the bare server). */
  db: string;
  /** Clears the server's event-loop histogram and CPU counter. */
  reset(): Promise<void>;
  stats(): Promise<LoopStats>;
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
  options: { env?: Record<string, string>; memoryDb?: boolean; bodyBytes?: number; web?: boolean } = {},
): Promise<ServerChild> {
  const child = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), [mode, JSON.stringify(options)], {
    // Extra Node flags for the server only, to see where its time goes, e.g.
    // BENCH_SERVER_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' or BENCH_SERVER_FLAGS=--trace-gc
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_FLAGS?.split(/\s+/).filter(Boolean) ?? [])],
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
    async stats() {
      const answer = next('stats');
      tell({ type: 'stats' });
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

export interface BenchDatabase {
  /** Settings for the app child. */
  env: Record<string, string>;
  memoryDb: boolean;
  drop(): Promise<void>;
}

/**
 * Where the app keeps its data during a benchmark, from the command line:
 *   (nothing)                 PGlite on disk in the child's temporary DATA_DIR, as `npm start` runs
 *   --memory                  PGlite in memory
 *   --postgres <admin URL>    a temporary database on that local PostgreSQL server, dropped after
 */
export async function benchDatabase(): Promise<BenchDatabase> {
  const { values } = parseArgs({
    options: { postgres: { type: 'string' }, memory: { type: 'boolean', default: false } },
  });
  if (!values.postgres) return { env: {}, memoryDb: values.memory, drop: async () => undefined };
  const admin = new URL(values.postgres);
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
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    memoryDb: false,
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
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
}

/** Sends a question as the chat screen does (JSON body, Accept: text/event-stream) and reads every event. */
export async function sendStreamed(
  base: string,
  token: string,
  sessionId: string,
  question: string,
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
  });
  const result: StreamResult = {
    status: res.status,
    firstDeltaMs: NaN,
    totalMs: NaN,
    deltas: 0,
    events: [],
    text: '',
  };
  if (!res.body) return result;
  let buffer = '';
  await readBody(res.body, (text) => {
    buffer += text;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
      if (event === 'delta') {
        if (!result.deltas) result.firstDeltaMs = performance.now() - started;
        result.deltas += 1;
        result.text += (JSON.parse(data) as { text: string }).text;
      }
      result.events.push(event);
    }
  });
  result.totalMs = performance.now() - started;
  return result;
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
  return `${list.length} cores (${list[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ${process.platform}`;
}
