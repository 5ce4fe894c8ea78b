/**
 * Issue 4 benchmarks, part 2 (prints figures; exits 0 unless the benchmark itself crashes).
 *
 * 200 streamed answers at once, one per session, across 20 students × 10 sessions: the real app
 * (TUTOR=llm) in child processes of its own, pointed at the fake OpenAI-compatible provider, which
 * pauses 20 ms before each 3-word chunk so the streams overlap. The client and the fake provider
 * run in this process; the server's event-loop delay is sampled inside the server process with
 * perf_hooks.monitorEventLoopDelay, so the client's work does not pollute it.
 * Each setup in turn (by default 1 process on PGlite, 1 on PostgreSQL + Redis, 2 on PostgreSQL +
 * Redis); with several processes the students and their answers are split evenly across them, and
 * each stored answer is read back through another process than the one that streamed it.
 * Targets: 0 errors (every answer ends with `done` and is stored complete); event-loop delay
 * p99 ≤ 50 ms in every process.
 *
 *   node --import tsx bench/chat-concurrency.ts     (npm run bench:concurrency)
 *   … [--setups pglite,pg-redis,pg-redis-2] [--students 20] [--sessions 10] [--warmup 20]
 *     [--chunk-delay-ms 20] [--postgres URL] [--redis URL]        (setups: bench/helpers.ts)
 */
import { parseArgs } from 'node:util';
import { COURSE_BOTS } from '@vidya/contract';
import { startFakeOpenAI, toPieces } from '../apps/api/test/fakes/openai.ts';
import {
  api,
  createSession,
  machine,
  ms,
  parseSetups,
  percentile,
  printTable,
  realisticQuestions,
  registerStudent,
  sendStreamed,
  serverFlags,
  startApps,
  watchdog,
  type Apps,
  type StreamResult,
} from './helpers.ts';

const { values: flags } = parseArgs({
  options: {
    ...serverFlags,
    setups: { type: 'string', default: 'pglite,pg-redis,pg-redis-2' },
    students: { type: 'string', default: '20' },
    sessions: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '20' },
    'chunk-delay-ms': { type: 'string', default: '20' },
  },
});
const STUDENTS = Number(flags.students);
const SESSIONS_PER_STUDENT = Number(flags.sessions);
const CONCURRENT = STUDENTS * SESSIONS_PER_STUDENT;
const WARMUP = Number(flags.warmup);
const CHUNK_DELAY_MS = Number(flags['chunk-delay-ms']);
const WORDS_PER_CHUNK = 3;
const setups = parseSetups(flags.setups);

watchdog(60 + setups.length * 120);
console.log(`Concurrent streamed answers — ${new Date().toISOString().slice(0, 10)}, ${machine()}`);

const fake = await startFakeOpenAI({ delayMs: CHUNK_DELAY_MS, wordsPerChunk: WORDS_PER_CHUNK });
console.log(
  `The load generator and the fake provider (${CHUNK_DELAY_MS} ms before each ${WORDS_PER_CHUNK}-word chunk) share this process; each app process is a child of its own.`,
);

interface Outcome {
  result?: StreamResult;
  error?: string;
}
/** One streamed answer; any failure is an outcome to count, never a crash. */
async function ask(base: string, token: string, sessionId: string, question: string): Promise<Outcome> {
  try {
    const result = await sendStreamed(base, token, sessionId, question);
    if (result.status !== 200) return { result, error: `HTTP ${result.status}` };
    if (result.events.includes('error')) return { result, error: 'error event' };
    if (result.events.at(-1) !== 'done' || !result.text.trim())
      return { result, error: `ended with ${result.events.at(-1) ?? 'nothing'}` };
    return { result };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

interface Turn {
  /** The process that streams this answer. */
  base: string;
  /** Another process (the same with one), which reads the stored answer back. */
  reader: string;
  token: string;
  sessionId: string;
  question: string;
}

/** 20 students × 10 sessions, student s on process s mod N. */
async function prepareTurns(urls: string[]): Promise<Turn[]> {
  const questions = realisticQuestions();
  const turns: Turn[] = [];
  for (let s = 0; s < STUDENTS; s++) {
    const base = urls[s % urls.length]!;
    const reader = urls[(s + 1) % urls.length]!;
    const token = await registerStudent(base, `Student${s + 1}`);
    for (let k = 0; k < SESSIONS_PER_STUDENT; k++) {
      const n = s * SESSIONS_PER_STUDENT + k;
      const bot = COURSE_BOTS[n % COURSE_BOTS.length]!;
      const pool = questions.filter((q) => q.bot === bot);
      turns.push({ base, reader, token, sessionId: await createSession(base, token, bot), question: pool[n % pool.length]!.question });
    }
  }
  return turns;
}

async function runSetup(apps: Apps) {
  const turns = await prepareTurns(apps.urls);
  // Warm-up (JIT, connection pools) on every process, on sessions of their own so the measured ones start empty.
  const warm = await Promise.all(
    Array.from({ length: WARMUP }, async (_, i) => {
      const { token, base } = turns[(i * SESSIONS_PER_STUDENT) % turns.length]!;
      return ask(base, token, await createSession(base, token, 'learn'), 'What is a good way to revise?');
    }),
  );
  const warmErrors = warm.filter((o) => o.error);
  if (warmErrors.length) throw new Error(`warm-up failed: ${warmErrors[0]!.error}`);

  await Promise.all(apps.servers.map((s) => s.reset()));
  const started = performance.now();
  const outcomes = await Promise.all(turns.map((t) => ask(t.base, t.token, t.sessionId, t.question)));
  const wallMs = performance.now() - started;
  const loops = await Promise.all(apps.servers.map((s) => s.stats()));

  // Nothing lost: each session holds the question and a complete answer, as another process reads it.
  let notStored = 0;
  for (const t of turns) {
    const { messages } = await api<{ messages: { sender: string; status: string }[] }>(
      t.reader,
      `/api/chat/session/${t.sessionId}`,
      { token: t.token },
    );
    if (messages.length !== 2 || messages[1]?.sender !== 'bot' || messages[1].status !== 'complete') notStored += 1;
  }

  const failed = outcomes.filter((o) => o.error);
  const errors = failed.length + notStored;
  const ok = outcomes.flatMap((o) => (o.error || !o.result ? [] : [o.result]));
  const firstDelta = ok.map((r) => r.firstDeltaMs);
  const total = ok.map((r) => r.totalMs);
  const pieces = toPieces(ok[0]?.text ?? '', WORDS_PER_CHUNK).length;
  const each = (pick: (l: (typeof loops)[number]) => string) => loops.map(pick).join(' | ');
  const worstP99 = Math.max(...loops.map((l) => l.p99));
  printTable(
    `${apps.label}: ${CONCURRENT} concurrent streamed answers (${STUDENTS} students × ${SESSIONS_PER_STUDENT} sessions, after ${WARMUP} warm-up answers)${apps.servers.length > 1 ? '; per-process figures separated by |' : ''}`,
    [
      {
        measure: 'errors (failed streams + answers not stored complete)',
        figure: `${errors} (${failed.length} + ${notStored})`,
        target: '0',
        pass: errors === 0,
      },
      { measure: 'server event-loop delay p50', figure: each((l) => ms(l.p50, 2)) },
      { measure: 'server event-loop delay p90', figure: each((l) => ms(l.p90, 2)) },
      {
        measure: 'server event-loop delay p99',
        figure: each((l) => ms(l.p99, 2)),
        target: '≤ 50 ms each',
        pass: worstP99 <= 50,
      },
      { measure: 'server event-loop delay max', figure: each((l) => ms(l.max, 2)) },
      { measure: `all ${CONCURRENT} answers, wall time`, figure: ms(wallMs, 0) },
      {
        measure: 'per answer: time to first delta p50 / p95 / p99',
        figure: `${ms(percentile(firstDelta, 50), 0)} / ${ms(percentile(firstDelta, 95), 0)} / ${ms(percentile(firstDelta, 99), 0)}`,
      },
      {
        measure: 'per answer: whole stream p50 / p99',
        figure: `${ms(percentile(total, 50), 0)} / ${ms(percentile(total, 99), 0)} (the provider alone: ${pieces} chunks × ${CHUNK_DELAY_MS} ms ≈ ${pieces * CHUNK_DELAY_MS} ms)`,
      },
      {
        measure: 'server CPU busy during the run; RSS',
        figure: each((l) => `${((l.cpuMs / l.wallMs) * 100).toFixed(0)} % of one core, ${l.rssMiB.toFixed(0)} MiB`),
      },
    ],
  );
  console.log(
    `\nEvent-loop delay: perf_hooks.monitorEventLoopDelay in each server process (10 ms timer, its resolution subtracted), ${each((l) => String(l.samples))} samples over the run.`,
  );
  if (failed.length) console.log(`First failures: ${[...new Set(failed.map((f) => f.error))].slice(0, 5).join('; ')}`);
}

try {
  for (const setup of setups) {
    const apps = await startApps(setup, flags, {
      TUTOR: 'llm',
      OPENAI_BASE_URL: fake.url,
      OPENAI_API_KEY: 'bench-key',
      OPENAI_MODEL: 'fake-model',
      RATE_LIMIT_PER_MINUTE: '100000000',
      // A few students stand for many here: their answers run at once.
      ANSWERS_IN_FLIGHT_PER_STUDENT: '100000',
    });
    try {
      console.log(`\n${apps.label}: processes ${apps.servers.map((s) => s.pid).join(', ')} (${apps.servers[0]!.db})`);
      await runSetup(apps);
    } finally {
      await apps.stop();
    }
  }
} finally {
  await fake.close();
}
