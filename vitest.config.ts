import { defineConfig } from 'vitest/config';

// One runner for every package's unit and server tests; the browser tests run under Playwright.
export default defineConfig({
  test: {
    // Server tests wait on PostgreSQL as much as they compute; three files at a time keep 2 cores busy.
    maxWorkers: 3,
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', root: 'packages/web', include: ['src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'] } },
    ],
  },
});
