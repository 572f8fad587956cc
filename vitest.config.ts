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
          // Prints which engines ran; fails the run when PostgreSQL is required but unreachable.
          globalSetup: ['test/datenbanken-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The web app's stores, API client and guards need window, localStorage and fetch: happy-dom gives them.
      { test: { name: 'web', root: 'packages/web', include: ['src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'], environment: 'happy-dom' } },
    ],
  },
});
