import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The e2e run starts the built app on its own port with a fresh DATA_DIR (embedded PGlite, outbox mail).
const port = Number(process.env.E2E_PORT ?? 4173);
// A second app on a model: the fake OpenAI-compatible provider, streaming in visible steps.
const llmPort = port + 1;
const fakeModelPort = port + 2;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'vidya-e2e-'));
const llmDataDir = process.env.E2E_LLM_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'vidya-e2e-llm-'));
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_LLM_DATA_DIR = llmDataDir;
process.env.E2E_LLM_URL = `http://localhost:${llmPort}`;
process.env.E2E_FAKE_MODEL_URL = `http://127.0.0.1:${fakeModelPort}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  // On CI one retry, reported as flaky in the list: a test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { baseURL: `http://localhost:${port}`, launchOptions: chromium, trace: 'retain-on-failure' },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
  ],
  webServer: [
    {
      command: 'node --import tsx apps/api/src/server.ts',
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_ORIGIN: `http://localhost:${port}`, RATE_LIMIT_PER_MINUTE: '5000' },
    },
    {
      command: `node --import tsx apps/api/test/fakes/openai.ts --port ${fakeModelPort} --delay-ms 120`,
      url: `http://127.0.0.1:${fakeModelPort}/v1/models`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node --import tsx apps/api/src/server.ts',
      url: `http://localhost:${llmPort}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(llmPort),
        DATA_DIR: llmDataDir,
        LOG_LEVEL: 'warn',
        APP_ORIGIN: `http://localhost:${llmPort}`,
        TUTOR: 'llm',
        OPENAI_API_KEY: 'e2e-key',
        OPENAI_BASE_URL: `http://127.0.0.1:${fakeModelPort}/v1`,
        // Voice calls against the fake's realtime side (werift); two 10-minute calls a day (voice.spec.ts).
        OPENAI_REALTIME_MODEL: 'fake-realtime',
        REALTIME_DAILY_MINUTES: '20',
        REALTIME_CALL_MAX_MINUTES: '10',
      },
    },
  ],
});
