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
          exclude: ['**/*.isolated.test.ts', '**/node_modules/**'],
          setupFiles: ['test/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
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
          testTimeout: 60_000,
          hookTimeout: 60_000,
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
