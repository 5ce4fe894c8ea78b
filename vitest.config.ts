import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['**/*.isolated.test.ts', '**/*.cluster.test.ts', '**/node_modules/**'],
          setupFiles: ['test/setup.ts'],
          // Generous: on a loaded 2-core machine a fresh database and app take many seconds to start.
          // A hung test still fails, and timing checks use bounds of their own.
          testTimeout: 60_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        // Tests that watch latency or memory (heavy uploads): run one file at a time, with nothing
        // else on the machine, so another test's work cannot be mistaken for the server's.
        test: {
          name: 'api-isolated',
          root: 'apps/api',
          environment: 'node',
          include: ['src/**/*.isolated.test.ts', 'test/**/*.isolated.test.ts'],
          setupFiles: ['test/setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Several real api processes on one PostgreSQL and one Redis (test/cluster.ts). Each file starts
        // its own processes; one file at a time, so two clusters never share the 2 cores' attention.
        // scripts/test.mjs runs it only when TEST_DATABASE_URL and TEST_REDIS_URL are set.
        test: {
          name: 'api-cluster',
          root: 'apps/api',
          environment: 'node',
          include: ['src/**/*.cluster.test.ts', 'test/**/*.cluster.test.ts'],
          setupFiles: ['test/setup.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
