import { readdir, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerStudent, type TestContext } from '../../../test/app.ts';
import { HEAVY_UPLOADS } from '../../../test/heavy-files.ts';
import {
  expectAnsweredFromFirstPart,
  expectFloodsRefused,
  expectServerFine,
  EXTRACT_MEMORY_MB,
  FLOOD_LIMITS,
  HEAVY_LIMITS,
  pixelFloods,
  rssWithWorkers,
  sendAtOnce,
  type Upload,
  type WatchedServer,
  warmUp,
} from '../../../test/heavy-uploads.ts';
import { httpClient } from '../../../test/request-client.ts';

/**
 * Issue 5 through a real server (listen + fetch): crafted uploads that used to freeze it. The
 * default time budget (EXTRACT_TIME_BUDGET_MS, 4 s) and the offline tutor. The same run against
 * two processes: test/uploads.cluster.test.ts.
 */
let ctx: TestContext;
let server: WatchedServer;
let pdf: Upload;
let xlsx: Upload;

beforeAll(async () => {
  const made = (u: (typeof HEAVY_UPLOADS)[number]) => u.make().then((data) => ({ fileName: u.fileName, data }));
  [pdf, xlsx] = await Promise.all([made(HEAVY_UPLOADS[0]), made(HEAVY_UPLOADS[1])]);
  // The uploads go at once from one student, standing for many: none waits for an answer place.
  ctx = await createTestApp({ EXTRACT_MEMORY_MB: String(EXTRACT_MEMORY_MB), ANSWERS_IN_FLIGHT_PER_STUDENT: '100' });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  // The server runs in this process: its memory is this process's.
  server = { request: httpClient([base]), bases: [base], accessToken: (await registerStudent(ctx.app)).accessToken, rss: () => rssWithWorkers(process.pid) };
});
afterAll(() => ctx.close());

async function storedSizes(): Promise<number[]> {
  const dir = join(ctx.dataDir, 'uploads');
  const files = await readdir(dir, { recursive: true });
  return Promise.all(files.map((f) => stat(join(dir, f)).then((s) => (s.isFile() ? s.size : -1))));
}

describe('crafted heavy uploads (issue 5)', () => {
  it('a 244 MB PDF and a 150,000-row sheet: answered from their first part within the budget, health fast, memory bounded', async () => {
    const run = await sendAtOnce(server, [pdf, xlsx]);
    await expectAnsweredFromFirstPart(server, [pdf, xlsx], run, HEAVY_LIMITS);
    expect(run.results[0]!.body.answer).toContain('The quick brown fox reads page text');
    expect(await storedSizes()).toEqual(expect.arrayContaining([pdf.data.length, xlsx.data.length]));
    expect(run.latencies.length).toBeGreaterThan(20);
  });

  it("three heavy PDFs at once (the probe's load): each answered within the budget, health fast", async () => {
    const run = await sendAtOnce(server, [pdf, pdf, pdf]);
    expect(run.latencies.length).toBeGreaterThan(20);
    for (const { status, ms, body } of run.results) {
      expect(status).toBe(200);
      expect(ms).toBeLessThan(HEAVY_LIMITS.answerMs);
      // Two workers: the third file waits, and may find its time spent before a worker is free.
      expect(body.answer).toMatch(
        /^_(I could read only the first part of \*\*report\.pdf\*\*|\*\*report\.pdf\*\* is too long for me to read in time)/,
      );
    }
    expectServerFine(run, HEAVY_LIMITS);
  });
});

describe('pixel floods', () => {
  it('twenty at once (60000×60000 PNG, JPEG, GIF and whiteboard headers): each refused at once with its message, health fast, memory flat', async () => {
    const floods = await pixelFloods(20);
    await warmUp(server);
    const run = await sendAtOnce(server, floods);
    await expectFloodsRefused(server, floods, run, FLOOD_LIMITS);
  });
});
