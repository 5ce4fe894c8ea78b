/**
 * Lighthouse mobile on /login, as a first visit on a slow phone sees it: the built app (run
 * `npm run build` first) served by the real server in a child process, Debian chromium headless,
 * Lighthouse's default mobile settings (Moto G Power screen, simulated slow 4G: 150 ms RTT,
 * 1.6 Mbit/s down, 4x CPU slowdown). Each run is a fresh browser with an empty cache; the figures
 * are the median run's (by performance score) and the range over all runs.
 *
 *   npm run bench:lighthouse                 # 3 runs
 *   npm run bench:lighthouse -- --runs 5
 *   npm run bench:lighthouse -- --dist /tmp/other-build   # compare another build of apps/web
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { machine, printTable, startServer, watchdog } from './helpers.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, dist: { type: 'string' } } });
const runs = Math.max(1, Number(values.runs));
if (!existsSync(fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url)))) {
  console.error('No web build: run `npm run build` first.');
  process.exit(1);
}
watchdog(60 + runs * 90);

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes of JavaScript transferred (compressed, as sent). */
  js: number;
  /** Each script fetched during the run, with its transfer size. */
  scripts: { url: string; bytes: number }[];
}

const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function measure(url: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const summary = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    const requests = (audits['network-requests']?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      js: summary.find((i) => i.resourceType === 'script')?.transferSize ?? Number.NaN,
      scripts: requests.filter((r) => r.resourceType === 'Script').map((r) => ({ url: new URL(r.url).pathname, bytes: r.transferSize ?? 0 })),
    };
  } finally {
    await chrome.kill();
  }
}

// --dist <dir>: another build of the web app, to compare (e.g. one without the static shell).
const server = await startServer('app', { memoryDb: true, web: true, env: values.dist ? { WEB_DIST: values.dist } : {} });
const results: Figures[] = [];
try {
  for (let i = 0; i < runs; i++) {
    const figures = await measure(`${server.url}/login`);
    results.push(figures);
    console.log(`run ${i + 1}: score ${figures.score}, FCP ${figures.fcp.toFixed(0)} ms, LCP ${figures.lcp.toFixed(0)} ms, TBT ${figures.tbt.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}, JS ${(figures.js / 1024).toFixed(1)} KiB`);
  }
} finally {
  await server.stop();
}

const median = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)]!;
const range = (pick: (f: Figures) => number, format: (n: number) => string) => {
  const all = results.map(pick);
  const [lo, hi] = [Math.min(...all), Math.max(...all)];
  return results.length > 1 && format(lo) !== format(hi) ? ` (runs: ${format(lo)}–${format(hi)})` : '';
};
const s = (n: number) => `${(n / 1000).toFixed(2)} s`;
const msf = (n: number) => `${n.toFixed(0)} ms`;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

// Targets: Lighthouse's 'good' thresholds for a mobile page, and the login page's JS budget.
printTable(`Lighthouse mobile, /login: median of ${runs} run(s); ${machine()}`, [
  { measure: 'Performance score', figure: `${median.score}${range((f) => f.score, String)}`, target: '≥ 90', pass: median.score >= 90 },
  { measure: 'First Contentful Paint', figure: `${s(median.fcp)}${range((f) => f.fcp, s)}`, target: '≤ 1.8 s', pass: median.fcp <= 1800 },
  { measure: 'Largest Contentful Paint', figure: `${s(median.lcp)}${range((f) => f.lcp, s)}`, target: '≤ 2.5 s', pass: median.lcp <= 2500 },
  { measure: 'Total Blocking Time', figure: `${msf(median.tbt)}${range((f) => f.tbt, msf)}`, target: '≤ 200 ms', pass: median.tbt <= 200 },
  { measure: 'Cumulative Layout Shift', figure: `${median.cls.toFixed(3)}${range((f) => f.cls, (n) => n.toFixed(3))}`, target: '≤ 0.1', pass: median.cls <= 0.1 },
  // Everything fetched in the trace, headers included: the idle-time toast chunk as well as the first
  // download that `npm run bench:bundle` holds to 120 KiB gzip.
  { measure: 'JavaScript transferred', figure: `${kib(median.js)}${range((f) => f.js, kib)}` },
]);
console.log('\nScripts in the median run (transfer size):');
for (const { url, bytes } of median.scripts) console.log(`  ${kib(bytes).padStart(10)}  ${url}`);
process.exit(0);
