/**
 * Issue 4 benchmarks, part 1 (prints figures; exits 0 unless the benchmark itself crashes).
 *
 * A. Time the server adds before the first token: the real app (TUTOR=llm) in a child process on
 *    127.0.0.1, pointed at the fake OpenAI-compatible provider (apps/api/test/fakes/openai.ts)
 *    answering with no delay. For each streamed send (JSON {question}, Accept: text/event-stream)
 *    the client's time to the first `delta` event, minus the provider's own time to its first
 *    content chunk, measured right after by replaying the exact request the server sent it.
 *    A fresh session every 20 messages so the history stays realistic. Target p95 ≤ 20 ms.
 * B. Throughput of GET /api/chat/session/:id for a 50-message session, beside a bare node:http
 *    hello-world, both in child processes, both loaded by autocannon from this process with the
 *    same keep-alive connections and duration. Target ≥ 30% of bare node:http.
 *
 *   node --import tsx bench/chat-latency.ts        (npm run bench:chat)
 *   … [--memory | --postgres postgres://postgres@127.0.0.1:5432/postgres]   (default: PGlite on disk)
 */
import { get } from 'node:http';
import autocannon from 'autocannon';
import { COURSE_BOTS } from '@vidya/contract';
import type { ChatCompletionCreateParams } from 'openai/resources/chat/completions';
import { loadContent } from '../apps/api/src/content/load-content.ts';
import { createOfflineChatTutor } from '../apps/api/src/tutor/chat/offline-tutor.ts';
import { createRetriever } from '../apps/api/src/tutor/grounding/retrieval.ts';
import { startFakeOpenAI } from '../apps/api/test/fakes/openai.ts';
import {
  api,
  benchDatabase,
  contentDir,
  createSession,
  machine,
  ms,
  percentile,
  printTable,
  readBody,
  realisticQuestions,
  registerStudent,
  sendStreamed,
  startServer,
  watchdog,
  type Row,
} from './helpers.ts';

const WARMUP_SENDS = 30;
const MEASURED_SENDS = 300;
const MESSAGES_PER_SESSION = 20;
const LOAD_CONNECTIONS = 20;
const LOAD_SECONDS = 5;
const WARMUP_SECONDS = 1;
const SESSION_MESSAGES = 50;

watchdog(150);
console.log(
  `Chat latency and session-read throughput — ${new Date().toISOString().slice(0, 10)}, ${machine()}`,
);

const database = await benchDatabase();
const fake = await startFakeOpenAI({ delayMs: 0 });
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
  `Server: the app in child process ${server.pid} on ${server.url} (${server.db}); fake provider and load generator in this process.`,
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
  // ── A. Time to first token ────────────────────────────────────────────────────────────────
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
    `A. Time the server adds before the first token (${MEASURED_SENDS} streamed sends after ${WARMUP_SENDS} warm-up; ${sessions} sessions of ≤ ${MESSAGES_PER_SESSION} questions, history up to ${history} messages; fake provider, delay 0)`,
    rowsA,
  );

  // ── B. Session read throughput ────────────────────────────────────────────────────────────
  const tutor = createOfflineChatTutor({ content, retriever: createRetriever(content), productName: 'Vidya' });
  const pool = byBot.get('dataEntry')!;
  const start = Date.now() - SESSION_MESSAGES * 60_000;
  const voiceCallMessages: { text: string; sender: 'user' | 'bot'; timestamp: string }[] = [];
  for (let i = 0; i < SESSION_MESSAGES / 2; i++) {
    const question = pool[i % pool.length]!;
    let answer = '';
    for await (const piece of tutor.reply({
      bot: 'dataEntry',
      studentName: 'Asha',
      question,
      history: [],
      attachments: [],
    }))
      answer += piece;
    voiceCallMessages.push({
      text: question,
      sender: 'user',
      timestamp: new Date(start + i * 120_000).toISOString(),
    });
    voiceCallMessages.push({
      text: answer,
      sender: 'bot',
      timestamp: new Date(start + i * 120_000 + 5_000).toISOString(),
    });
  }
  const readSession = await createSession(server.url, token, 'dataEntry');
  await api(server.url, `/api/chat/sessions/${readSession}/store-voice-messages`, {
    token,
    body: { voiceCallMessages },
  });
  const check = await fetch(`${server.url}/api/chat/session/${readSession}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await check.text();
  const stored = (JSON.parse(body) as { messages: unknown[] }).messages.length;
  if (check.status !== 200 || stored !== SESSION_MESSAGES)
    throw new Error(`the session read back ${check.status} with ${stored} messages`);

  const bare = await startServer('bare');
  const bareSameBody = await startServer('bare', { bodyBytes: Buffer.byteLength(body) });
  const load = async (url: string, headers: Record<string, string> = {}) => {
    await autocannon({ url, headers, connections: LOAD_CONNECTIONS, duration: WARMUP_SECONDS });
    const result = await autocannon({ url, headers, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS });
    const bad = result.errors + result.timeouts + result.non2xx;
    if (bad)
      throw new Error(
        `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
      );
    return {
      rps: result.requests.total / result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      total: result.requests.total,
    };
  };
  /** Loads one URL and reads how busy its server was meanwhile (CPU time / wall time). */
  const measure = async (child: typeof server, url: string, headers: Record<string, string> = {}) => {
    await child.reset();
    const result = await load(url, headers);
    const { cpuMs, wallMs } = await child.stats();
    return { ...result, cpu: cpuMs / wallMs };
  };
  const sessionUrl = `${server.url}/api/chat/session/${readSession}`;
  // node:http, not fetch, which would decode the body before we could count it.
  const brBytes = await new Promise<number>((resolve, reject) => {
    get(sessionUrl, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length)).on('end', () => resolve(bytes));
    }).on('error', reject);
  });
  let bareResult, bareBodyResult, healthResult, appResult, phoneResult;
  try {
    bareResult = await measure(bare, bare.url);
    bareBodyResult = await measure(bareSameBody, bareSameBody.url);
    healthResult = await measure(server, `${server.url}/api/health`);
    appResult = await measure(server, sessionUrl, { authorization: `Bearer ${token}` });
    phoneResult = await measure(server, sessionUrl, {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'gzip, deflate, br',
    });
  } finally {
    await bare.stop();
    await bareSameBody.stop();
  }
  const ratio = appResult.rps / bareResult.rps;
  printTable(
    `B. GET /api/chat/session/:id, ${SESSION_MESSAGES} messages (${(body.length / 1024).toFixed(1)} KiB JSON), vs bare node:http hello-world — autocannon, ${LOAD_CONNECTIONS} keep-alive connections, ${LOAD_SECONDS} s each after ${WARMUP_SECONDS} s warm-up; servers in child processes`,
    [
      {
        measure: 'bare node:http hello-world',
        figure: `${Math.round(bareResult.rps)} req/s`,
        target: '',
        pass: undefined,
      },
      { measure: 'GET /api/chat/session/:id (50 messages)', figure: `${Math.round(appResult.rps)} req/s` },
      {
        measure: 'session read / bare node:http',
        figure: `${(ratio * 100).toFixed(1)} %`,
        target: '≥ 30 %',
        pass: ratio >= 0.3,
      },
      {
        measure: `for scale: bare node:http sending the same ${(body.length / 1024).toFixed(1)} KiB`,
        figure: `${Math.round(bareBodyResult.rps)} req/s; the session read is ${((appResult.rps / bareBodyResult.rps) * 100).toFixed(1)} % of it`,
      },
      {
        measure: 'as a phone asks (accept-encoding: br), the stored compressed body',
        figure: `${Math.round(phoneResult.rps)} req/s, ${(brBytes / 1024).toFixed(1)} KiB on the wire`,
      },
      {
        measure: "for scale: the app's GET /api/health (no auth, no database)",
        figure: `${Math.round(healthResult.rps)} req/s = ${((healthResult.rps / bareResult.rps) * 100).toFixed(1)} % of bare`,
      },
      {
        measure: 'latency p50 / p99: bare, health, session read',
        figure: `${bareResult.p50} / ${bareResult.p99}, ${healthResult.p50} / ${healthResult.p99}, ${appResult.p50} / ${appResult.p99} ms`,
      },
      {
        measure: 'server CPU busy: bare, health, session read',
        figure: `${[bareResult, healthResult, appResult].map((r) => `${(r.cpu * 100).toFixed(0)} %`).join(', ')} of one core`,
      },
    ],
  );
} finally {
  await server.stop();
  await fake.close();
  await database.drop();
}
