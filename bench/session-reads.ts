/**
 * Issue 17 benchmark: the session read with several api processes (prints figures; exits 0 unless
 * the benchmark itself crashes).
 *
 * GET /api/chat/session/:id for one 50-message session, with the student's access token and no
 * If-None-Match (every answer is the whole session), loaded by autocannon with keep-alive
 * connections. Each setup is measured in turn (by default: 2 processes on one PostgreSQL database
 * and one Redis, 1 process on the same, 1 process on PGlite); with several processes the
 * connections are split evenly across them, one autocannon instance per process, running at once.
 * Beside them, a bare node:http server in a process of its own sends the bytes the app sent: the
 * same body and the same response headers. Target: 2 processes on PostgreSQL ≥ 50 % of that bare
 * server. A bare hello-world is shown for scale, and each setup once more as a phone asks
 * (accept-encoding: br, the stored compressed body).
 *
 * The load generator shares the machine with the servers: on 2 cores, two server processes and
 * autocannon compete for them, which the bare server (one process) does not pay. The CPU busy row
 * says how hard each server worked.
 *
 *   node --import tsx bench/session-reads.ts      (npm run bench:reads)
 *   … [--setups pg-redis-2,pg-redis,pglite] [--seconds 5] [--warmup 1] [--connections 20]
 *     [--messages 50] [--postgres URL] [--redis URL]          (setups: bench/helpers.ts)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  machine,
  parseSetups,
  printTable,
  registerStudent,
  seedSession,
  serverFlags,
  startApps,
  startServer,
  watchdog,
  type Apps,
  type Row,
  type ServerChild,
  type Setup,
} from './helpers.ts';

const { values: flags } = parseArgs({
  options: {
    ...serverFlags,
    setups: { type: 'string', default: 'pg-redis-2,pg-redis,pglite' },
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '20' },
    messages: { type: 'string', default: '50' },
  },
});
const SECONDS = Number(flags.seconds);
const WARMUP_SECONDS = Number(flags.warmup);
const CONNECTIONS = Number(flags.connections);
const MESSAGES = Number(flags.messages);
const TARGET_SHARE = 0.5;
const setups = parseSetups(flags.setups);

// Each setup: start-up and seeding, then two loads (plain and as a phone asks); then the two bare servers.
watchdog(120 + (setups.length + 1) * (60 + 2 * (SECONDS + WARMUP_SECONDS)));
console.log(`Session reads with several processes — ${new Date().toISOString().slice(0, 10)}, ${machine()}`);

/** What one GET sent: status, headers (as node:http would write them again) and body. */
interface Sent {
  status: number;
  headers: Record<string, string>;
  headerBytes: number;
  body: Buffer;
}

/** Headers node:http adds by itself on every answer; the bare server's own stand in for them. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

function readRaw(url: string, headers: Record<string, string>): Promise<Sent> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () => {
        const copied: Record<string, string> = {};
        let headerBytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const [name, value] = [res.rawHeaders[i]!, res.rawHeaders[i + 1]!];
          headerBytes += `${name}: ${value}\r\n`.length;
          if (!OWN_HEADERS.has(name.toLowerCase())) copied[name] = value;
        }
        resolve({ status: res.statusCode ?? 0, headers: copied, headerBytes, body: Buffer.concat(parts) });
      });
    }).on('error', reject);
  });
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** Each server's CPU time over wall time during the measured run. */
  cpu: number[];
}

/**
 * Loads each URL with its share of the connections, all at once, after a warm-up; the figure is the
 * sum of the instances' requests per second.
 */
async function load(
  targets: { url: string; server: ServerChild }[],
  headers: Record<string, string> = {},
): Promise<Load> {
  const share = Math.max(1, Math.round(CONNECTIONS / targets.length));
  const run = (duration: number) =>
    Promise.all(targets.map((t) => autocannon({ url: t.url, headers, connections: share, duration })));
  await run(WARMUP_SECONDS);
  await Promise.all(targets.map((t) => t.server.reset()));
  const results = await run(SECONDS);
  const stats = await Promise.all(targets.map((t) => t.server.stats()));
  for (const r of results) {
    const bad = r.errors + r.timeouts + r.non2xx;
    if (bad) throw new Error(`${r.url}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`);
  }
  return {
    rps: results.reduce((sum, r) => sum + r.requests.total / r.duration, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    cpu: stats.map((s) => s.cpuMs / s.wallMs),
  };
}

interface Measured {
  setup: Setup;
  label: string;
  load: Load;
  sent: Sent;
  /** As a phone asks (accept-encoding: br): the stored compressed body. */
  phone: Load;
  phoneBytes: number;
}

/** One setup: a student, the seeded session, its bytes as sent, then the load split across processes. */
async function measureSetup(apps: Apps): Promise<Measured> {
  const [first] = apps.urls;
  const token = await registerStudent(first!);
  const sessionId = await seedSession(first!, token, MESSAGES);
  const auth = { authorization: `Bearer ${token}` };
  const path = `/api/chat/session/${sessionId}`;
  // Every process answers the same session (a token signed by one is valid on all of them).
  const sent = await Promise.all(apps.urls.map((url) => readRaw(url + path, auth)));
  for (const [i, s] of sent.entries()) {
    const messages = (JSON.parse(s.body.toString()) as { messages?: unknown[] }).messages?.length;
    if (s.status !== 200 || messages !== MESSAGES)
      throw new Error(
        `${apps.label}, process ${i + 1}: the session read back ${s.status} with ${messages} messages`,
      );
  }
  const targets = apps.servers.map((server) => ({ url: server.url + path, server }));
  const phoneAsks = { ...auth, 'accept-encoding': 'gzip, deflate, br' };
  return {
    setup: apps.setup,
    label: apps.label,
    load: await load(targets, auth),
    sent: sent[0]!,
    phone: await load(targets, phoneAsks),
    phoneBytes: (await readRaw(first! + path, phoneAsks)).body.length,
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const rate = (rps: number) => `${Math.round(rps).toLocaleString('en')} req/s`;
const busy = (cpu: number[]) => cpu.map((c) => `${(c * 100).toFixed(0)} %`).join(' + ');

const measured: Measured[] = [];
for (const setup of setups) {
  const apps = await startApps(setup, flags, { TUTOR: 'offline', RATE_LIMIT_PER_MINUTE: '100000000' });
  try {
    console.log(
      `${apps.label}: processes ${apps.servers.map((s) => s.pid).join(', ')} (${apps.servers[0]!.db})`,
    );
    measured.push(await measureSetup(apps));
  } finally {
    await apps.stop();
  }
}

// The yardstick sends what the first setup sent, byte for byte.
const sample = measured[0]!.sent;
const dir = mkdtempSync(join(tmpdir(), 'vidya-bench-reads-'));
const bodyFile = join(dir, 'body.json');
writeFileSync(bodyFile, sample.body);
const bare = await startServer('bare', { bodyFile, headers: sample.headers });
const hello = await startServer('bare');
let bareLoad: Load, helloLoad: Load, bareSent: Sent;
try {
  bareSent = await readRaw(bare.url, {});
  bareLoad = await load([{ url: bare.url, server: bare }]);
  helloLoad = await load([{ url: hello.url, server: hello }]);
} finally {
  await bare.stop();
  await hello.stop();
  rmSync(dir, { recursive: true, force: true });
}

const rows: Row[] = [
  {
    measure: `bare node:http sending the same ${kib(bareSent.body.length)} body + ${bareSent.headerBytes} B of headers`,
    figure: rate(bareLoad.rps),
  },
];
for (const m of measured) {
  const share = m.load.rps / bareLoad.rps;
  const isTarget = m.setup.processes >= 2 && m.setup.store === 'postgres';
  rows.push({
    measure: m.label,
    figure: `${rate(m.load.rps)} = ${(share * 100).toFixed(1)} % of bare`,
    ...(isTarget ? { target: `≥ ${TARGET_SHARE * 100} %`, pass: share >= TARGET_SHARE } : {}),
  });
}
rows.push(
  { measure: 'for scale: bare node:http hello-world', figure: rate(helloLoad.rps) },
  {
    measure: 'as a phone asks (accept-encoding: br): each setup',
    figure: measured.map((m) => `${rate(m.phone.rps)} (${kib(m.phoneBytes)} body)`).join(', '),
  },
  {
    measure: 'bytes per answer (body + headers): bare, then each setup',
    figure: [bareSent, ...measured.map((m) => m.sent)]
      .map((s) => `${s.body.length} + ${s.headerBytes}`)
      .join(', '),
  },
  {
    measure: 'latency p50 / p99 (worst instance): bare, then each setup',
    figure: [bareLoad, ...measured.map((m) => m.load)].map((l) => `${l.p50} / ${l.p99} ms`).join(', '),
  },
  {
    measure: 'server CPU busy (of one core, per process): bare, then each setup',
    figure: [bareLoad, ...measured.map((m) => m.load)].map((l) => busy(l.cpu)).join(', '),
  },
);
printTable(
  `GET /api/chat/session/:id, ${MESSAGES} messages, with auth and no ETag — autocannon, ${CONNECTIONS} keep-alive connections split across the processes, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up; every server in a child process`,
  rows,
);
console.log(
  '\nThe target applies to the setups with several processes on PostgreSQL. autocannon runs in this process, on the same cores as the servers.',
);
