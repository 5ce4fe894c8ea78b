/**
 * Lighthouse mobile on the first pages a student opens, as a first visit on a slow phone sees them:
 * /login; / signed out (which goes on to /login); the landing page (/, signed in); and a chat screen
 * opening a 50-message session (25 questions and the offline tutor's 25 answers: tables, lists,
 * math, quick checks), signed in. The built app (run `npm run
 * build` first) is served by the real server in a child process; Debian chromium headless;
 * Lighthouse's default mobile settings (Moto G Power screen, simulated slow 4G: 150 ms RTT,
 * 1.6 Mbit/s down, 4x CPU slowdown). Each run is a fresh browser with an empty cache; for the chat
 * the tokens are put where the web app keeps them (localStorage) before Lighthouse loads the page.
 * The figures are the median run's (by performance score) and the range over all runs.
 *
 *   npm run bench:lighthouse                       # 3 runs per page
 *   npm run bench:lighthouse -- --runs 5
 *   npm run bench:lighthouse -- --page chat        # one page: login, home, landing or chat
 *   npm run bench:lighthouse -- --dist /tmp/other-build   # compare another build of apps/web
 *   npm run bench:lighthouse -- --save /tmp/lh     # also write each run's full report (JSON)
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import type { AuthResponse } from '@vidya/contract';
import { STORAGE_KEYS } from '../apps/web/src/lib/storage.ts';
import { api, createSession, machine, printTable, realisticQuestions, sendStreamed, startServer, watchdog } from './helpers.ts';

/**
 * The pages, each with where it must end and whether the student is signed in. Signed out, / sends
 * the browser on to /login (spec section 2): measured as a first visit to / costs, redirect included.
 * The landing page itself is a signed-in student's /.
 */
const PAGES = ['login', 'home', 'landing', 'chat'] as const;
type Page = (typeof PAGES)[number];
const SIGNED_IN: Record<Page, boolean> = { login: false, home: false, landing: true, chat: true };
const TARGET_SCORE = 95;

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, dist: { type: 'string' }, page: { type: 'string' }, save: { type: 'string' } },
});
const runs = Math.max(1, Number(values.runs));
const pages: readonly Page[] = values.page ? [values.page as Page] : PAGES;
if (!pages.every((p) => PAGES.includes(p))) {
  console.error(`--page: one of ${PAGES.join(', ')}`);
  process.exit(1);
}
if (!existsSync(fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url)))) {
  console.error('No web build: run `npm run build` first.');
  process.exit(1);
}
watchdog(120 + pages.length * runs * 90);

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes transferred in all (compressed, as sent, headers included). */
  total: number;
  /** Each script and stylesheet fetched during the run, with its transfer size. */
  resources: { url: string; type: string; bytes: number }[];
  /** Lighthouse's opportunities and diagnostics that did not pass, to see what holds the score back. */
  advice: string[];
}

const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** What a page needs in the browser before Lighthouse loads it (the chat: a signed-in student). */
type Prepare = (chromePort: number) => Promise<void>;

async function measure(url: string, endPath: string, prepare?: Prepare, savePath?: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags });
  try {
    await prepare?.(chrome.port);
    // Lighthouse clears the origin's storage (and cache) before loading, unless told not to: a prepared
    // browser keeps its localStorage, and is fresh anyway, so its cache is empty.
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(prepare) });
    if (!result) throw new Error('Lighthouse returned no result');
    const { audits, categories, runtimeError, finalDisplayedUrl } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    if (new URL(finalDisplayedUrl).pathname !== endPath) throw new Error(`${url} ended on ${finalDisplayedUrl}`);
    if (savePath) writeFileSync(savePath, JSON.stringify(result.lhr));
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const summary = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    const requests = (audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
    const advice = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && ['metricSavings', 'numeric', 'binary'].includes(a.scoreDisplayMode) && !['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive', 'max-potential-fid'].includes(a.id))
      .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      total: summary.find((i) => i.resourceType === 'total')?.transferSize ?? Number.NaN,
      resources: requests
        .filter((r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet' || r.resourceType === 'Font')
        .map((r) => ({ url: new URL(r.url).pathname, type: r.resourceType!, bytes: r.transferSize ?? 0 })),
      advice,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * A student with one 50-message session, made through the API with the offline tutor: 25 of the
 * courses' suggested questions asked in the Learn chat (which teaches from every course's notes).
 */
async function seedChat(base: string): Promise<{ auth: AuthResponse; path: string }> {
  const password = `bench password ${randomBytes(4).toString('hex')}`;
  const auth = await api<AuthResponse>(base, '/api/auth/register', {
    body: { firstName: 'Asha', lastName: 'Verma', email: `bench.${randomBytes(6).toString('hex')}@example.in`, password, confirmPassword: password },
  });
  const sessionId = await createSession(base, auth.accessToken, 'learn');
  const questions = realisticQuestions();
  // Round the courses, so the answers mix their kinds (tables, binary sums in math, steps, code words).
  const courses = [...new Set(questions.map((q) => q.bot))];
  const mixed = courses.flatMap((bot, course) => questions.filter((q) => q.bot === bot).map((q, i) => ({ q, order: i * courses.length + course })));
  mixed.sort((a, b) => a.order - b.order);
  for (const { q } of mixed.slice(0, 25)) {
    const sent = await sendStreamed(base, auth.accessToken, sessionId, q.question);
    if (sent.status !== 200 || sent.events.at(-1) !== 'done') throw new Error(`seeding the chat: ${sent.status} ${sent.events.join(',')}`);
  }
  const { messages } = await api<{ messages: unknown[] }>(base, `/api/chat/session/${sessionId}`, { token: auth.accessToken });
  if (messages.length !== 50) throw new Error(`the seeded session holds ${messages.length} messages, not 50`);
  return { auth, path: `/learn/session/${sessionId}` };
}

/** Signs the fresh browser in: the four items the web app keeps in localStorage (apps/web/src/lib/storage.ts). */
function signIn(base: string, auth: AuthResponse): Prepare {
  return async (port) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    try {
      const page = await browser.contexts()[0]!.newPage();
      // A JSON route of the same origin: sets the origin without fetching (and caching) the app.
      await page.goto(`${base}/api/health`);
      await page.evaluate(
        ([keys, a]) => {
          localStorage.setItem(keys.accessToken, a.accessToken);
          localStorage.setItem(keys.refreshToken, a.refreshToken);
          localStorage.setItem(keys.accessTokenExpiresAt, a.accessTokenExpiresAt);
          localStorage.setItem(keys.user, JSON.stringify(a.user));
        },
        [STORAGE_KEYS, auth] as const,
      );
      await page.close();
    } finally {
      // Leaves the browser running: only this CDP connection closes.
      await browser.close();
    }
  };
}

const s = (n: number) => `${(n / 1000).toFixed(2)} s`;
const msf = (n: number) => `${n.toFixed(0)} ms`;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

function report(page: Page, path: string, results: Figures[]) {
  const median = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)]!;
  const range = (pick: (f: Figures) => number, format: (n: number) => string) => {
    const all = results.map(pick);
    const [lo, hi] = [Math.min(...all), Math.max(...all)];
    return results.length > 1 && format(lo) !== format(hi) ? ` (runs: ${format(lo)}–${format(hi)})` : '';
  };
  // The score's target is the issue's; the others are Lighthouse's 'good' thresholds for a mobile page.
  printTable(`Lighthouse mobile, ${page} (${path}): median of ${results.length} run(s); ${machine()}`, [
    { measure: 'Performance score', figure: `${median.score}${range((f) => f.score, String)}`, target: `≥ ${TARGET_SCORE}`, pass: median.score >= TARGET_SCORE },
    { measure: 'First Contentful Paint', figure: `${s(median.fcp)}${range((f) => f.fcp, s)}`, target: '≤ 1.8 s', pass: median.fcp <= 1800 },
    { measure: 'Largest Contentful Paint', figure: `${s(median.lcp)}${range((f) => f.lcp, s)}`, target: '≤ 2.5 s', pass: median.lcp <= 2500 },
    { measure: 'Total Blocking Time', figure: `${msf(median.tbt)}${range((f) => f.tbt, msf)}`, target: '≤ 200 ms', pass: median.tbt <= 200 },
    { measure: 'Cumulative Layout Shift', figure: `${median.cls.toFixed(3)}${range((f) => f.cls, (n) => n.toFixed(3))}`, target: '≤ 0.1', pass: median.cls <= 0.1 },
    { measure: 'Transferred in all (headers included)', figure: `${kib(median.total)}${range((f) => f.total, kib)}` },
  ]);
  console.log('\nScripts, stylesheets and fonts in the median run (transfer size):');
  for (const { url, type, bytes } of median.resources) console.log(`  ${kib(bytes).padStart(10)}  ${type.padEnd(10)}  ${url}`);
  if (median.advice.length) console.log(`\nLighthouse's advice in the median run:\n${median.advice.map((a) => `  - ${a}`).join('\n')}`);
}

const server = await startServer('app', { memoryDb: true, web: true, env: { TUTOR: 'offline', ...(values.dist ? { WEB_DIST: values.dist } : {}) } });
const misses: Page[] = [];
try {
  const student = pages.some((p) => SIGNED_IN[p]) ? await seedChat(server.url) : null;
  if (values.save) mkdirSync(values.save, { recursive: true });
  for (const page of pages) {
    const path = page === 'login' ? '/login' : page === 'chat' ? student!.path : '/';
    const endPath = page === 'home' ? '/login' : path;
    const prepare = SIGNED_IN[page] ? signIn(server.url, student!.auth) : undefined;
    const results: Figures[] = [];
    for (let i = 0; i < runs; i++) {
      const figures = await measure(`${server.url}${path}`, endPath, prepare, values.save && join(values.save, `${page}-${i + 1}.json`));
      results.push(figures);
      console.log(`${page} run ${i + 1}: score ${figures.score}, FCP ${figures.fcp.toFixed(0)} ms, LCP ${figures.lcp.toFixed(0)} ms, TBT ${figures.tbt.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}, ${kib(figures.total)}`);
    }
    report(page, path, results);
    const median = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)]!;
    if (median.score < TARGET_SCORE) misses.push(page);
    console.log('');
  }
} finally {
  await server.stop();
}
console.log(misses.length ? `MISS on ${misses.join(', ')}: performance below ${TARGET_SCORE}` : `PASS: every page at or above ${TARGET_SCORE}`);
process.exit(0);
