/**
 * Issue 4 benchmarks, part 2 (prints figures; exits 0 unless the benchmark itself crashes).
 *
 * 200 streamed answers at once, one per session, across 20 students × 10 sessions: the real app
 * (TUTOR=llm) in a child process of its own, pointed at the fake OpenAI-compatible provider, which
 * pauses 20 ms before each 3-word chunk so the streams overlap. The client and the fake provider
 * run in this process; the server's event-loop delay is sampled inside the server process with
 * perf_hooks.monitorEventLoopDelay, so the client's work does not pollute it.
 * Targets: 0 errors (every answer ends with `done` and is stored complete); event-loop delay
 * p99 ≤ 50 ms.
 *
 *   node --import tsx bench/chat-concurrency.ts     (npm run bench:concurrency)
 *   … [--memory | --postgres postgres://postgres@127.0.0.1:5432/postgres]   (default: PGlite on disk)
 */
import { COURSE_BOTS } from '@vidya/contract';
import { startFakeOpenAI, toPieces } from '../apps/api/test/fakes/openai.ts';
import {
  api,
  benchDatabase,
  createSession,
  machine,
  ms,
  percentile,
  printTable,
  realisticQuestions,
  registerStudent,
  sendStreamed,
  startServer,
  watchdog,
  type StreamResult,
} from './helpers.ts';

const STUDENTS = 20;
const SESSIONS_PER_STUDENT = 10;
const CONCURRENT = STUDENTS * SESSIONS_PER_STUDENT;
const WARMUP = 20;
const CHUNK_DELAY_MS = 20;
const WORDS_PER_CHUNK = 3;

watchdog(150);
console.log(`Concurrent streamed answers — ${new Date().toISOString().slice(0, 10)}, ${machine()}`);

const database = await benchDatabase();
const fake = await startFakeOpenAI({ delayMs: CHUNK_DELAY_MS, wordsPerChunk: WORDS_PER_CHUNK });
const server = await startServer('app', {
  memoryDb: database.memoryDb,
  env: {
    ...database.env,
    TUTOR: 'llm',
    OPENAI_BASE_URL: fake.url,
    OPENAI_API_KEY: 'bench-key',
    OPENAI_MODEL: 'fake-model',
    RATE_LIMIT_PER_MINUTE: '100000000',
  },
});
console.log(
  `Server: the app alone in child process ${server.pid} on ${server.url} (${server.db}); the load generator and the fake provider (${CHUNK_DELAY_MS} ms before each ${WORDS_PER_CHUNK}-word chunk) share this process, not the server's.`,
);

interface Outcome {
  result?: StreamResult;
  error?: string;
}
/** One streamed answer; any failure is an outcome to count, never a crash. */
async function ask(token: string, sessionId: string, question: string): Promise<Outcome> {
  try {
    const result = await sendStreamed(server.url, token, sessionId, question);
    if (result.status !== 200) return { result, error: `HTTP ${result.status}` };
    if (result.events.includes('error')) return { result, error: 'error event' };
    if (result.events.at(-1) !== 'done' || !result.text.trim())
      return { result, error: `ended with ${result.events.at(-1) ?? 'nothing'}` };
    return { result };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

try {
  const questions = realisticQuestions();
  const tokens = await Promise.all(
    Array.from({ length: STUDENTS }, (_, i) => registerStudent(server.url, `Student${i + 1}`)),
  );
  const turns: { token: string; sessionId: string; question: string }[] = [];
  for (const [s, token] of tokens.entries()) {
    for (let k = 0; k < SESSIONS_PER_STUDENT; k++) {
      const n = s * SESSIONS_PER_STUDENT + k;
      const bot = COURSE_BOTS[n % COURSE_BOTS.length]!;
      const pool = questions.filter((q) => q.bot === bot);
      turns.push({
        token,
        sessionId: await createSession(server.url, token, bot),
        question: pool[n % pool.length]!.question,
      });
    }
  }

  // Warm-up (JIT, connection pools), on sessions of their own so the measured ones start empty.
  const warm = await Promise.all(
    Array.from({ length: WARMUP }, async (_, i) => {
      const { token } = turns[i]!;
      return ask(token, await createSession(server.url, token, 'learn'), 'What is a good way to revise?');
    }),
  );
  const warmErrors = warm.filter((o) => o.error);
  if (warmErrors.length) throw new Error(`warm-up failed: ${warmErrors[0]!.error}`);

  await server.reset();
  const started = performance.now();
  const outcomes = await Promise.all(turns.map((t) => ask(t.token, t.sessionId, t.question)));
  const wallMs = performance.now() - started;
  const loop = await server.stats();

  // Nothing lost: each session holds the question and a complete answer.
  let notStored = 0;
  for (const t of turns) {
    const { messages } = await api<{ messages: { sender: string; status: string }[] }>(
      server.url,
      `/api/chat/session/${t.sessionId}`,
      { token: t.token },
    );
    if (messages.length !== 2 || messages[1]?.sender !== 'bot' || messages[1].status !== 'complete')
      notStored += 1;
  }

  const failed = outcomes.filter((o) => o.error);
  const errors = failed.length + notStored;
  const ok = outcomes.flatMap((o) => (o.error || !o.result ? [] : [o.result]));
  const firstDelta = ok.map((r) => r.firstDeltaMs);
  const total = ok.map((r) => r.totalMs);
  const pieces = toPieces(ok[0]?.text ?? '', WORDS_PER_CHUNK).length;
  printTable(
    `${CONCURRENT} concurrent streamed answers (${STUDENTS} students × ${SESSIONS_PER_STUDENT} sessions, after ${WARMUP} warm-up answers)`,
    [
      {
        measure: 'errors (failed streams + answers not stored complete)',
        figure: `${errors} (${failed.length} + ${notStored})`,
        target: '0',
        pass: errors === 0,
      },
      { measure: 'server event-loop delay p50', figure: ms(loop.p50, 2) },
      { measure: 'server event-loop delay p90', figure: ms(loop.p90, 2) },
      {
        measure: 'server event-loop delay p99',
        figure: ms(loop.p99, 2),
        target: '≤ 50 ms',
        pass: loop.p99 <= 50,
      },
      { measure: 'server event-loop delay max', figure: ms(loop.max, 2) },
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
        measure: 'server CPU busy during the run',
        figure: `${((loop.cpuMs / loop.wallMs) * 100).toFixed(0)} % of one core; RSS ${loop.rssMiB.toFixed(0)} MiB`,
      },
    ],
  );
  console.log(
    `\nEvent-loop delay: perf_hooks.monitorEventLoopDelay in the server process (10 ms timer, its resolution subtracted), ${loop.samples} samples over the run.`,
  );
  if (failed.length)
    console.log(`First failures: ${[...new Set(failed.map((f) => f.error))].slice(0, 5).join('; ')}`);
} finally {
  await server.stop();
  await fake.close();
  await database.drop();
}
