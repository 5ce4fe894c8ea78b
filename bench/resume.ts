/**
 * Issue 17 benchmark: an answer resumed after a dropped connection, on another process, is the
 * same answer (prints a verdict per cut; exits 0 unless the benchmark itself crashes).
 *
 * Two app processes on one PostgreSQL database and one Redis (TUTOR=llm), the fake provider
 * streaming a known answer a few words at a time with a pause before each piece. One answer is
 * read uninterrupted on process 1. Then, for each cut k, a fresh question is sent to process 1 and
 * the client drops the connection when the event after the k-th delta arrives (k = 0: right after
 * the `question` event; "last": after the last delta, before `done`), and resumes with
 * GET /api/chat/session/:id/stream and `Last-Event-ID: <last id read>` on process 2, reading to
 * `done`. Compared with the uninterrupted answer: the text the client put together, the stored
 * answer (text and status, read back through process 2) and the number of pieces (nothing
 * repeated, nothing missed).
 *
 *   node --import tsx bench/resume.ts      (npm run bench:resume)
 *   … [--cuts 0,1,half,last] [--piece-delay-ms 30] [--setup pg-redis-2] [--postgres URL] [--redis URL]
 */
import { parseArgs } from 'node:util';
import { startFakeOpenAI } from '../apps/api/test/fakes/openai.ts';
import {
  api,
  createSession,
  machine,
  parseSetup,
  printTable,
  readAnswer,
  registerStudent,
  sendStreamed,
  serverFlags,
  startApps,
  watchdog,
  type Row,
  type StreamResult,
} from './helpers.ts';

const { values: flags } = parseArgs({
  options: {
    ...serverFlags,
    setup: { type: 'string', default: 'pg-redis-2' },
    cuts: { type: 'string', default: '0,1,half,last' },
    'piece-delay-ms': { type: 'string', default: '30' },
  },
});
const WORDS_PER_PIECE = 3;

/** The known answer: markdown with a list and a formula, so joins and order show. */
const KNOWN_ANSWER = [
  '**Photosynthesis** is how a green plant makes its food.',
  '',
  '1. The leaf takes in carbon dioxide from the air.',
  '2. The roots bring up water from the soil.',
  '3. Sunlight gives the energy, caught by chlorophyll.',
  '',
  '6CO₂ + 6H₂O → C₆H₁₂O₆ + 6O₂ — sugar for the plant, oxygen for us.',
  '',
  'Can you name the gas a plant gives out in sunlight?',
].join('\n');

watchdog(180);
console.log(`Resumed answers — ${new Date().toISOString().slice(0, 10)}, ${machine()}`);

const fake = await startFakeOpenAI({
  delayMs: Number(flags['piece-delay-ms']),
  wordsPerChunk: WORDS_PER_PIECE,
});
fake.reply(KNOWN_ANSWER);
const apps = await startApps(parseSetup(flags.setup), flags, {
  TUTOR: 'llm',
  OPENAI_BASE_URL: fake.url,
  OPENAI_API_KEY: 'bench-key',
  OPENAI_MODEL: 'fake-model',
  RATE_LIMIT_PER_MINUTE: '100000000',
  // A few students stand for many here: their answers run at once.
  ANSWERS_IN_FLIGHT_PER_STUDENT: '100000',
});
const [first, other = first] = apps.urls as [string, string?];
console.log(`${apps.label}: the answer starts on ${first} and resumes on ${other}.`);

interface StoredAnswer {
  text: string;
  status: string;
}
interface Session {
  messages: { sender: string; text: string; status?: string }[];
}

/** The session's last answer as stored (once the answer has ended), read through `base`. */
async function storedAnswer(base: string, token: string, sessionId: string): Promise<StoredAnswer | null> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { messages } = await api<Session>(base, `/api/chat/session/${sessionId}`, { token });
    const last = messages.at(-1);
    if (last?.sender === 'bot') return { text: last.text, status: last.status ?? '' };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

/** Continues an answer on `base` after `lastId` (no header when nothing with an id was read). */
async function resume(
  base: string,
  token: string,
  sessionId: string,
  lastId: string | undefined,
): Promise<StreamResult> {
  const started = performance.now();
  const res = await fetch(`${base}/api/chat/session/${sessionId}/stream`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      ...(lastId === undefined ? {} : { 'last-event-id': lastId }),
    },
  });
  return readAnswer(res, started);
}

/** Sends the question on `first`, drops the connection after `k` deltas, resumes on `other`. */
async function cutAndResume(token: string, k: number) {
  const sessionId = await createSession(first, token, 'learn');
  const drop = new AbortController();
  const before = await sendStreamed(first, token, sessionId, 'How do plants make food?', {
    stopAfterDeltas: k,
    signal: drop.signal,
  });
  drop.abort();
  const after = await resume(other, token, sessionId, before.lastId);
  const stored = await storedAnswer(other, token, sessionId);
  return { before, after, stored };
}

const yesNo = (same: boolean) => (same ? 'identical' : 'not identical');

try {
  const token = await registerStudent(first);
  const referenceSession = await createSession(first, token, 'learn');
  const reference = await sendStreamed(first, token, referenceSession, 'How do plants make food?');
  const referenceStored = await storedAnswer(first, token, referenceSession);
  if (reference.events.at(-1) !== 'done' || !referenceStored)
    throw new Error(`the uninterrupted answer failed: ${reference.status} ${reference.events.join(',')}`);
  const total = reference.deltas;
  const ids = reference.lastId !== undefined;
  console.log(
    `Uninterrupted: ${total} pieces, ${reference.text.length} characters, stored ${referenceStored.status}; events ${ids ? 'carry' : 'carry NO'} id: lines.`,
  );

  const cuts = flags.cuts
    .split(',')
    .map((c) => (c === 'last' ? total : c === 'half' ? Math.floor(total / 2) : Number(c)));
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const k of [...new Set(cuts)]) {
    const { before, after, stored } = await cutAndResume(token, k);
    const text = before.text + after.text;
    const pieces = before.deltas + after.deltas;
    const sameText = text === reference.text;
    const sameStored = stored?.text === referenceStored.text && stored.status === referenceStored.status;
    const samePieces = pieces === total;
    const ended = after.events.at(-1) === 'done';
    rows.push({
      measure: `cut after ${k} of ${total} pieces${k === total ? ' (before done)' : ''}, resumed on the other process`,
      figure: `resume ${ended ? 'read to done' : `answered ${after.status}`}; text ${yesNo(sameText)}; stored ${yesNo(sameStored)}${stored ? ` (${stored.status})` : ' (none)'}; pieces ${pieces}/${total}`,
      target: 'identical',
      pass: sameText && sameStored && samePieces && ended,
    });
    if (after.status !== 200 || !ended)
      notes.push(
        `k=${k}: the resume answered ${after.status}${after.message ? ` "${after.message}"` : ''}, events ${after.events.join(',') || 'none'}`,
      );
  }
  printTable(
    `${apps.label}: a known answer of ${total} pieces (${WORDS_PER_PIECE} words each, ${flags['piece-delay-ms']} ms apart), cut and resumed with Last-Event-ID`,
    rows,
  );
  if (!ids) notes.unshift('the events carry no id: lines, so there is no Last-Event-ID to resume from');
  if (notes.length) console.log(`\nWhy not identical:\n${notes.map((n) => `  - ${n}`).join('\n')}`);
} finally {
  await apps.stop();
  await fake.close();
}
