/**
 * Issue 4 benchmarks, part 1 (prints figures; exits 0 unless the benchmark itself crashes).
 *
 * Time the server adds before the first token: the real app (TUTOR=llm) in a child process on
 *    127.0.0.1, pointed at the fake OpenAI-compatible provider (apps/api/test/fakes/openai.ts)
 *    answering with no delay. For each streamed send (JSON {question}, Accept: text/event-stream)
 *    the client's time to the first `delta` event, minus the provider's own time to its first
 *    content chunk, measured right after by replaying the exact request the server sent it.
 *    A fresh session every 20 messages so the history stays realistic. Target p95 ≤ 20 ms.
 * The session read's throughput is bench/session-reads.ts.
 *
 *   node --import tsx bench/chat-latency.ts        (npm run bench:chat)
 *   … [--setup pglite|memory|pg|pg-redis] [--sends 300] [--warmup 30]   (setups: bench/helpers.ts)
 */
import { parseArgs } from 'node:util';
import { COURSE_BOTS } from '@vidya/contract';
import type { ChatCompletionCreateParams } from 'openai/resources/chat/completions';
import { loadContent } from '../apps/api/src/content/load-content.ts';
import { startFakeOpenAI } from '../apps/api/test/fakes/openai.ts';
import {
  api,
  contentDir,
  createSession,
  machine,
  ms,
  percentile,
  printTable,
  readBody,
  realisticQuestions,
  registerStudent,
  parseSetup,
  sendStreamed,
  serverFlags,
  startApps,
  watchdog,
  type Row,
} from './helpers.ts';

const { values: flags } = parseArgs({
  options: {
    ...serverFlags,
    setup: { type: 'string', default: 'pglite' },
    sends: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
  },
});
const WARMUP_SENDS = Number(flags.warmup);
const MEASURED_SENDS = Number(flags.sends);
const MESSAGES_PER_SESSION = 20;

watchdog(150);
console.log(`Chat latency — ${new Date().toISOString().slice(0, 10)}, ${machine()}`);

const fake = await startFakeOpenAI({ delayMs: 0 });
const apps = await startApps(parseSetup(flags.setup), flags, {
    TUTOR: 'llm',
    OPENAI_BASE_URL: fake.url,
    OPENAI_API_KEY: 'bench-key',
    OPENAI_MODEL: 'fake-model',
    RATE_LIMIT_PER_MINUTE: '100000000',
    // A few students stand for many here: their answers run at once.
    ANSWERS_IN_FLIGHT_PER_STUDENT: '100000',
});
const server = apps.servers[0]!;
console.log(
  `Server: the app in child process ${server.pid} on ${server.url} (${apps.label}: ${server.db}); fake provider and load generator in this process.`,
);

/** The provider's own time to its first content chunk, for the same request body. */
async function providerFirstContent(body: ChatCompletionCreateParams): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${fake.url}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: 'Bearer bench-key',
      accept: 'application/json',
    },
    body: JSON.stringify(body),
  });
  let first = NaN;
  let buffer = '';
  await readBody(res.body!, (text) => {
    if (!Number.isNaN(first)) return; // the rest is only drained
    buffer += text;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('data: {')) continue;
      const chunk = JSON.parse(line.slice(6)) as { choices: { delta: { content?: string } }[] };
      if (chunk.choices[0]?.delta.content) {
        first = performance.now() - started;
        return;
      }
    }
  });
  return first;
}

try {
  const content = loadContent(contentDir);
  const questions = realisticQuestions(content);
  const byBot = new Map(
    COURSE_BOTS.map((bot) => [bot, questions.filter((q) => q.bot === bot).map((q) => q.question)]),
  );
  const token = await registerStudent(server.url);

  const clientFirst: number[] = [];
  const providerFirst: number[] = [];
  const added: number[] = [];
  let sessionId = '';
  let bot: (typeof COURSE_BOTS)[number] = COURSE_BOTS[0];
  let sessions = 0;
  for (let i = 0; i < WARMUP_SENDS + MEASURED_SENDS; i++) {
    if (i % MESSAGES_PER_SESSION === 0) {
      bot = COURSE_BOTS[sessions % COURSE_BOTS.length]!;
      sessionId = await createSession(server.url, token, bot);
      sessions += 1;
    }
    const pool = byBot.get(bot)!;
    const question = pool[i % pool.length]!;
    fake.requests.length = 0;
    const result = await sendStreamed(server.url, token, sessionId, question);
    if (result.status !== 200 || result.events.at(-1) !== 'done' || !result.deltas)
      throw new Error(`send ${i} failed: ${result.status} events ${result.events.join(',')}`);
    if (fake.requests.length !== 1)
      throw new Error(`expected one provider request per send, saw ${fake.requests.length}`);
    const provider = await providerFirstContent(fake.requests[0]!.body);
    if (i < WARMUP_SENDS) continue;
    clientFirst.push(result.firstDeltaMs);
    providerFirst.push(provider);
    added.push(result.firstDeltaMs - provider);
  }
  // Each full session ends with the questions and answers of the ones before it as history.
  const history = 2 * (MESSAGES_PER_SESSION - 1);
  if (
    (await api<{ messages: unknown[] }>(server.url, `/api/chat/session/${sessionId}`, { token })).messages
      .length < 2
  )
    throw new Error('the last session did not keep its messages');

  const rowsA: Row[] = [
    { measure: 'server-added time to first token, p50', figure: ms(percentile(added, 50), 2) },
    {
      measure: 'server-added time to first token, p95',
      figure: ms(percentile(added, 95), 2),
      target: '≤ 20 ms',
      pass: percentile(added, 95) <= 20,
    },
    { measure: 'server-added time to first token, p99', figure: ms(percentile(added, 99), 2) },
    {
      measure: 'client time to first delta, p50 / p95',
      figure: `${ms(percentile(clientFirst, 50), 2)} / ${ms(percentile(clientFirst, 95), 2)}`,
    },
    {
      measure: 'provider time to first content, p50 / p95',
      figure: `${ms(percentile(providerFirst, 50), 2)} / ${ms(percentile(providerFirst, 95), 2)}`,
    },
  ];
  printTable(
    `Time the server adds before the first token (${MEASURED_SENDS} streamed sends after ${WARMUP_SENDS} warm-up; ${sessions} sessions of ≤ ${MESSAGES_PER_SESSION} questions, history up to ${history} messages; fake provider, delay 0)`,
    rowsA,
  );
} finally {
  await apps.stop();
  await fake.close();
}
