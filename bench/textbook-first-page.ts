/**
 * What a phone downloads to show the first page of the largest textbook (IT Essentials): the built
 * app (run `npm run build` first) served by the real server in a child process, Debian chromium at
 * 360 × 740 with touch, a signed-in student on the course's chat screen. From the tap on Textbook
 * until page 1 is drawn (canvas painted, text layer filled), every response's bytes on the wire
 * (Chrome's encodedDataLength: compressed as sent, headers included) are added up by kind: the
 * panel's code and CSS, pdf.js's worker, the PDF's range requests, the page table. Then, after the
 * viewer has settled, the same again, for what pdf.js fetched beyond the first page.
 *
 *   npm run bench:textbook
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { machine, startServer, watchdog } from './helpers.ts';

const BOOK = 'itEssentials';
const KINDS = ['panel code (JS)', 'panel CSS', 'pdf.js worker', 'PDF (range requests)', 'page table (JSON)', 'other'] as const;
type Kind = (typeof KINDS)[number];
type Tally = Record<Kind, { count: number; bytes: number }>;

function kindOf(url: string): Kind {
  const path = new URL(url).pathname;
  if (path.includes('pdf.worker')) return 'pdf.js worker';
  if (path.endsWith('.pdf')) return 'PDF (range requests)';
  if (path.endsWith('.pages.json')) return 'page table (JSON)';
  if (path.endsWith('.js') || path.endsWith('.mjs')) return 'panel code (JS)';
  if (path.endsWith('.css')) return 'panel CSS';
  return 'other';
}

function tally(seen: { url: string; bytes: number }[]): Tally {
  const out = Object.fromEntries(KINDS.map((k) => [k, { count: 0, bytes: 0 }])) as Tally;
  for (const { url, bytes } of seen) {
    if (url.startsWith('data:')) continue;
    const entry = out[kindOf(url)];
    entry.count += 1;
    entry.bytes += bytes;
  }
  return out;
}

const kib = (n: number) => (n / 1024).toFixed(1);
const sum = (t: Tally) => KINDS.reduce((total, k) => total + t[k].bytes, 0);
const row = (e: { count: number; bytes: number }) => `${kib(e.bytes).padStart(7)} KiB (${String(e.count).padStart(2)})`;

if (!existsSync(fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url)))) {
  console.error('No web build: run `npm run build` first.');
  process.exit(1);
}
watchdog(180);

const server = await startServer('app', { memoryDb: true, web: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
try {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await signIn(page, server.url);
  await page.goto(`${server.url}/${BOOK}`);
  await page.getByRole('toolbar', { name: 'Study tools' }).waitFor();
  await page.waitForLoadState('networkidle'); // the chat's own chunks (markdown, preloaded) are in

  // A phone on a slow 4G link (Lighthouse's: 150 ms round trip, 1.6 Mbit/s down): pdf.js's first
  // whole-file request is cancelled once its headers show range support, as it would be there.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  const seen: { url: string; range: string; bytes: number }[] = [];
  // Sizes as transferred. The worker's script is read by the worker, whose body size Playwright
  // does not see: its Content-Length (of the brotli copy the server sends) stands in.
  page.on('requestfinished', (request) => {
    void Promise.all([request.sizes(), request.response()]).then(async ([sizes, response]) => {
      const length = Number((await response?.headerValue('content-length')) ?? 0);
      const body = Math.max(sizes.responseBodySize, length);
      seen.push({ url: request.url(), range: request.headers().range ?? '', bytes: body + sizes.responseHeadersSize });
    });
  });
  page.on('requestfailed', (request) => seen.push({ url: request.url(), range: `${request.headers().range ?? 'whole file'} (cancelled)`, bytes: 0 }));
  const snapshot = () => tally(seen);

  const started = performance.now();
  await page.getByRole('toolbar', { name: 'Study tools' }).getByRole('button', { name: 'Textbook' }).click();
  await page.waitForFunction(() => {
    const view = document.querySelector('.page[data-page-number="1"]');
    const canvas = view?.querySelector('canvas');
    return Boolean(canvas?.width && view?.querySelector('.textLayer')?.textContent?.includes('IT Essentials'));
  }, undefined, { timeout: 60_000 });
  const firstPageMs = performance.now() - started;
  const first = snapshot();
  await page.waitForTimeout(3000); // what pdf.js fetches next: the pages around, the outline
  const settled = snapshot();

  const pdfSize = statSync(join(fileURLToPath(new URL('../apps/api/dist/textbooks/', import.meta.url)), `${BOOK}.pdf`)).size;
  console.log(`${machine()}\n`);
  console.log(`First textbook page on a phone (${BOOK}.pdf, ${kib(pdfSize)} KiB in all), bytes on the wire:\n`);
  console.log('what                                  to page 1        settled (3 s later)');
  for (const kind of KINDS) {
    console.log(`${kind.padEnd(36)} ${row(first[kind])}      ${row(settled[kind])}`);
  }
  console.log(`${'total'.padEnd(36)} ${kib(sum(first)).padStart(7)} KiB           ${kib(sum(settled)).padStart(7)} KiB`);
  console.log(`\nScripts: ${seen.filter((r) => kindOf(r.url) === 'panel code (JS)').map((r) => `${new URL(r.url).pathname} ${kib(r.bytes)} KiB`).join(', ')}`);
  const ranges = seen.filter((r) => r.url.endsWith('.pdf')).map((r) => `${r.range || 'whole file'}: ${kib(r.bytes)} KiB`);
  console.log(`\nPDF requests: ${ranges.join(', ')}`);
  console.log(`\nPage 1 drawn ${firstPageMs.toFixed(0)} ms after the tap (slow 4G emulated on loopback).`);
} finally {
  await browser.close();
  await server.stop();
}

async function signIn(page: Page, base: string) {
  const email = `bench.${Date.now()}@example.in`;
  const res = await page.request.post(`${base}/api/auth/register`, {
    data: { firstName: 'Asha', lastName: 'Bench', email, password: 'a good password', confirmPassword: 'a good password' },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()}`);
  const auth = (await res.json()) as { accessToken: string; refreshToken: string; accessTokenExpiresAt: string; user: unknown };
  await page.goto(`${base}/login`);
  await page.evaluate((a) => {
    localStorage.setItem('accessToken', a.accessToken);
    localStorage.setItem('refreshToken', a.refreshToken);
    localStorage.setItem('accessTokenExpiresAt', a.accessTokenExpiresAt);
    localStorage.setItem('user', JSON.stringify(a.user));
  }, auth);
}
