#!/usr/bin/env node
// `npm test`: every check, in the order a failure is cheapest to find.
// typecheck → lint → unit/integration on PGlite → isolated api tests → the api suites again on PostgreSQL (when
// TEST_DATABASE_URL is set) → several api processes on PostgreSQL and Redis (when TEST_REDIS_URL is set too) → build
// → e2e in Debian's Chromium.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit and integration tests (PGlite)', 'npx', ['vitest', 'run', '--project', 'api', '--project', 'contract', '--project', 'web']],
  ['isolated api tests: latency and memory under heavy uploads (PGlite)', 'npx', ['vitest', 'run', '--project', 'api-isolated']],
  ...(process.env.TEST_DATABASE_URL
    ? [
        ['api tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DB: 'postgres' }],
        ['isolated api tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api-isolated'], { TEST_DB: 'postgres' }],
      ]
    : []),
  ...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
    ? [['several api processes on one PostgreSQL and one Redis', 'npx', ['vitest', 'run', '--project', 'api-cluster']]]
    : []),
  ['build', 'npm', ['run', 'build']],
  ['end-to-end tests (Chromium)', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, cmd, args, env = {}] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (status !== 0) break;
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
if (!process.env.TEST_DATABASE_URL) console.log('note  TEST_DATABASE_URL not set: the PostgreSQL run was skipped');
if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
  console.log('note  TEST_DATABASE_URL or TEST_REDIS_URL not set: the several-processes run (api-cluster) was skipped');
}
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
