import { defineConfig } from 'vitest/config';
import { REACT_ALS_PREACT } from './packages/web/tools/preact.ts';

// One runner for every package's unit and server tests; the browser tests run under Playwright.
const SERVER = {
  root: 'packages/server',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  // The boundary check's fixtures mirror the repository, tests included: they are linted, never run.
  exclude: ['test/lint-grenzen/**'],
  // Prints which engines ran; fails the run when PostgreSQL is required but unreachable; migrates the PGlite template.
  globalSetup: ['test/datenbanken-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
/** Test files that replace a module with vi.mock: they need a module graph of their own. */
const MIT_MODUL_ATTRAPPE = ['src/features/auth/anmeldeschutz.test.ts'];
/** The contract's files that make zod and the date packages fail to load, to show an entry gets by without them. */
const VERTRAG_MIT_MODUL_ATTRAPPE = ['src/ohne-zod.test.ts', 'src/aufrufe.test.ts'];

export default defineConfig({
  test: {
    // Server tests wait on PostgreSQL as much as they compute; three files at a time keep 2 cores busy.
    maxWorkers: 3,
    projects: [
      // Pure functions and schemas: the files share a worker and its zod instead of a process each.
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'], exclude: VERTRAG_MIT_MODUL_ATTRAPPE, isolate: false } },
      { test: { name: 'contract-isoliert', root: 'packages/contract', include: VERTRAG_MIT_MODUL_ATTRAPPE } },
      {
        test: {
          ...SERVER,
          name: 'server',
          exclude: [...SERVER.exclude, ...MIT_MODUL_ATTRAPPE],
          // Files share a worker's module cache: fastify, kysely and PGlite load once per worker, not once
          // per file (about a third of the server run). Only the file that mocks a module needs a fresh graph.
          isolate: false,
        },
      },
      { test: { ...SERVER, name: 'server-isoliert', include: MIT_MODUL_ATTRAPPE } },
      // The web app's stores, API client and guards need window, localStorage and fetch: happy-dom gives them.
      { resolve: { alias: REACT_ALS_PREACT }, test: { name: 'web', root: 'packages/web', include: ['src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'], environment: 'happy-dom' } },
    ],
  },
});
