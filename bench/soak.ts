/**
 * Issue 17 soak: simulated students for minutes on end (prints figures and a memory verdict; exits
 * 0 unless the benchmark itself crashes).
 *
 * By default 50 students for 10 minutes against 2 app processes on one PostgreSQL database and one
 * Redis. Each student loops: sign in → ask a chapter's suggested question (streamed; the offline
 * tutor, or with --model fake the LLM tutor on the fake provider) → read the session back → list
 * the course's sessions → think for a while (--think-ms, ±50 %). A new session every
 * --questions-per-session questions. Every request goes to the next process in turn, as a load
 * balancer without sticky sessions would send it, so a read often lands on another process than
 * the write before it; the read must then hold every answer so far.
 *
 * Prints p50/p95/p99 latency and errors per action, answers per minute, each process's event-loop
 * delay over the run, and each process's RSS and heap (after a full garbage collection) at the start,
 * the middle and the end. Memory is "flat" when both end figures are within --flat-percent of the
 * middle ones (the first half is the warm-up: caches, JIT and pools fill there).
 *
 *   node --import tsx bench/soak.ts      (npm run bench:soak)
 *   … [--minutes 10] [--students 50] [--think-ms 2000] [--questions-per-session 10]
 *     [--model offline|fake] [--piece-delay-ms 20] [--flat-percent 10] [--setup pg-redis-2]
 *     [--postgres URL] [--redis URL]
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { COURSE_BOTS, type CourseBot } from '@vidya/contract';
import { startFakeOpenAI, type FakeOpenAI } from '../apps/api/test/fakes/openai.ts';
import {
  api,
  createSession,
  machine,
  ms,
  parseSetup,
  percentile,
  printTable,
  realisticQuestions,
  sendStreamed,
  serverFlags,
  startApps,
  watchdog,
  type LoopStats,
  type Row,
} from './helpers.ts';

const { values: flags } = parseArgs({
  options: {
    ...serverFlags,
    setup: { type: 'string', default: 'pg-redis-2' },
    minutes: { type: 'string', default: '10' },
    students: { type: 'string', default: '50' },
    'think-ms': { type: 'string', default: '2000' },
    'questions-per-session': { type: 'string', default: '10' },
    model: { type: 'string', default: 'offline' },
    'piece-delay-ms': { type: 'string', default: '20' },
    'flat-percent': { type: 'string', default: '10' },
    'progress-seconds': { type: 'string', default: '60' },
  },
});
const MINUTES = Number(flags.minutes);
const STUDENTS = Number(flags.students);
const THINK_MS = Number(flags['think-ms']);
const QUESTIONS_PER_SESSION = Number(flags['questions-per-session']);
const FLAT = Number(flags['flat-percent']) / 100;
if (flags.model !== 'offline' && flags.model !== 'fake') throw new Error('--model: offline or fake');

watchdog(MINUTES * 60 + 180);
console.log(`Soak — ${new Date().toISOString().slice(0, 10)}, ${machine()}`);

const fake: FakeOpenAI | null =
  flags.model === 'fake' ? await startFakeOpenAI({ delayMs: Number(flags['piece-delay-ms']) }) : null;
const apps = await startApps(parseSetup(flags.setup), flags, {
  RATE_LIMIT_PER_MINUTE: '100000000',
  ...(fake
    ? { TUTOR: 'llm', OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'bench-key', OPENAI_MODEL: 'fake-model' }
    : { TUTOR: 'offline' }),
});
console.log(
  `${apps.label}: processes ${apps.servers.map((s) => s.pid).join(', ')}; ${STUDENTS} students for ${MINUTES} min, think ${THINK_MS} ms ±50 %, ${fake ? `LLM tutor on the fake provider (${flags['piece-delay-ms']} ms per piece)` : 'offline tutor'}.`,
);

/** Each request to the next process in turn: no stickiness. */
let turn = 0;
const nextServer = () => apps.urls[turn++ % apps.urls.length]!;

const ACTIONS = [
  'sign in',
  'new session',
  'ask (streamed answer)',
  'read the session',
  'list sessions',
] as const;
type Action = (typeof ACTIONS)[number];
const timings = new Map<Action, number[]>(ACTIONS.map((a) => [a, []]));
const errors = new Map<Action, string[]>(ACTIONS.map((a) => [a, []]));
let answers = 0;

/** Runs one action, timing it; a failure is counted (with its reason), never thrown. */
async function timed<T>(action: Action, work: () => Promise<T>): Promise<T | undefined> {
  const started = performance.now();
  try {
    const value = await work();
    timings.get(action)!.push(performance.now() - started);
    return value;
  } catch (err) {
    errors.get(action)!.push(err instanceof Error ? err.message : String(err));
    return undefined;
  }
}

interface Student {
  email: string;
  password: string;
  bot: CourseBot;
  questions: string[];
}

async function register(i: number): Promise<Student> {
  const password = `soak password ${randomBytes(4).toString('hex')}`;
  const email = `soak.${randomBytes(6).toString('hex')}@example.in`;
  const body = { firstName: `Student${i + 1}`, lastName: 'Soak', email, password, confirmPassword: password };
  await api(nextServer(), '/api/auth/register', { body });
  const bot = COURSE_BOTS[i % COURSE_BOTS.length]!;
  const questions = realisticQuestions()
    .filter((q) => q.bot === bot)
    .map((q) => q.question);
  return { email, password, bot, questions };
}

/** One student's loop until the deadline. */
async function simulate(student: Student, index: number, deadline: number) {
  let sessionId = '';
  let asked = 0;
  let question = index;
  // Spread the students' first steps over one think time, as they would not all arrive at once.
  await sleep(Math.random() * THINK_MS);
  while (Date.now() < deadline) {
    const login = await timed('sign in', () =>
      api<{ accessToken: string }>(nextServer(), '/api/auth/login', {
        body: { email: student.email, password: student.password },
      }),
    );
    if (login) await study(login.accessToken);
    await sleep(THINK_MS * (0.5 + Math.random()));
  }

  async function study(token: string) {
    if (!sessionId || asked >= QUESTIONS_PER_SESSION) {
      const created = await timed('new session', () => createSession(nextServer(), token, student.bot));
      if (!created) return;
      [sessionId, asked] = [created, 0];
    }
    const text = student.questions[question++ % student.questions.length]!;
    const answered = await timed('ask (streamed answer)', async () => {
      const result = await sendStreamed(nextServer(), token, sessionId, text);
      if (result.status !== 200 || result.events.at(-1) !== 'done' || !result.text)
        throw new Error(`ask: HTTP ${result.status}, ended with ${result.events.at(-1) ?? 'nothing'}`);
      return true;
    });
    // The session's messages are no longer known: the next question starts a new one, so one
    // failure is counted once and not again by every read after it.
    if (!answered) return void (sessionId = '');
    answers += 1;
    asked += 1;
    await timed('read the session', async () => {
      const { messages } = await api<{ messages: unknown[] }>(
        nextServer(),
        `/api/chat/session/${sessionId}`,
        { token },
      );
      // Fresh on whichever process answers: every question and answer so far.
      if (messages.length !== 2 * asked)
        throw new Error(`read: ${messages.length} messages, expected ${2 * asked}`);
    });
    await timed('list sessions', () => api(nextServer(), `/api/chat/sessions/${student.bot}`, { token }));
  }
}

const memory = () => Promise.all(apps.servers.map((s) => s.stats({ gc: true })));
const mib = (n: number) => `${n.toFixed(0)} MiB`;

try {
  const students = await Promise.all(Array.from({ length: STUDENTS }, (_, i) => register(i)));
  const atStart = await memory();
  await Promise.all(apps.servers.map((s) => s.reset()));
  const started = Date.now();
  const deadline = started + MINUTES * 60_000;
  let atMiddle: LoopStats[] = atStart;
  const middle = sleep(MINUTES * 30_000).then(async () => void (atMiddle = await memory()));
  const progress = setInterval(
    () => {
      const failed = [...errors.values()].reduce((n, list) => n + list.length, 0);
      console.log(
        `  ${((Date.now() - started) / 60_000).toFixed(1)} min: ${answers} answers, ${failed} errors`,
      );
    },
    Number(flags['progress-seconds']) * 1000,
  );
  await Promise.all(students.map((student, i) => simulate(student, i, deadline)));
  clearInterval(progress);
  await middle;
  const elapsedMin = (Date.now() - started) / 60_000;
  const loops = await Promise.all(apps.servers.map((s) => s.stats()));
  const atEnd = await memory();

  const totalErrors = [...errors.values()].reduce((n, list) => n + list.length, 0);
  const rows: Row[] = ACTIONS.map((action) => {
    const t = timings.get(action)!;
    const failed = errors.get(action)!.length;
    return {
      measure: `${action}: p50 / p95 / p99 (${t.length} ok, ${failed} errors)`,
      figure: `${ms(percentile(t, 50), 0)} / ${ms(percentile(t, 95), 0)} / ${ms(percentile(t, 99), 0)}`,
    };
  });
  rows.push(
    { measure: 'errors, all actions', figure: String(totalErrors), target: '0', pass: totalErrors === 0 },
    { measure: 'answers per minute', figure: (answers / elapsedMin).toFixed(0) },
  );
  for (const [i, server] of apps.servers.entries()) {
    const [s, m, e] = [atStart[i]!, atMiddle[i]!, atEnd[i]!];
    const growth = (end: number, mid: number) => (end - mid) / mid;
    const rss = growth(e.rssMiB, m.rssMiB);
    const heap = growth(e.heapUsedMiB, m.heapUsedMiB);
    const pct = (g: number) => `${g >= 0 ? '+' : ''}${(g * 100).toFixed(1)} %`;
    rows.push(
      {
        measure: `process ${i + 1} (${server.pid}) RSS start / middle / end`,
        figure: `${mib(s.rssMiB)} / ${mib(m.rssMiB)} / ${mib(e.rssMiB)}`,
      },
      {
        measure: `process ${i + 1} heap after GC start / middle / end`,
        figure: `${mib(s.heapUsedMiB)} / ${mib(m.heapUsedMiB)} / ${mib(e.heapUsedMiB)}`,
      },
      {
        measure: `process ${i + 1} memory flat: end vs middle`,
        figure: `RSS ${pct(rss)}, heap ${pct(heap)}`,
        target: `both ≤ +${FLAT * 100} %`,
        pass: rss <= FLAT && heap <= FLAT,
      },
      {
        measure: `process ${i + 1} event-loop delay p99 / max over the run`,
        figure: `${ms(loops[i]!.p99, 1)} / ${ms(loops[i]!.max, 1)}`,
      },
    );
  }
  printTable(
    `${apps.label}: ${STUDENTS} students for ${elapsedMin.toFixed(1)} min (sign in → ask → read the session → list sessions → think), requests spread across the processes in turn`,
    rows,
  );
  console.log(
    `\nMemory: sampled after a full garbage collection in each process; "flat" needs both RSS and heap at the end within ${FLAT * 100} % of the middle.`,
  );
  for (const action of ACTIONS) {
    const reasons = [...new Set(errors.get(action))].slice(0, 3);
    if (reasons.length) console.log(`${action} errors, first reasons: ${reasons.join('; ')}`);
  }
} finally {
  await apps.stop();
  await fake?.close();
}
