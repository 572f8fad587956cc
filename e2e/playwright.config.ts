import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BARRIEREFREIHEIT, E2E_JETZT, E2E_PORT } from './support/konstanten.ts';

/**
 * Debian's headless shell when installed (the browser Playwright itself runs headless tests in): the same
 * Blink without the browser's UI, whose omnibox pages alone cost CPU in every window; the suite's
 * every-route axe test ran 2.8 → 2.3 min on two cores. Otherwise Debian's full Chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.EKP_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// Real server, real database (a fresh database of the run: support/datenbank.ts), real Chromium (Debian's).
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'off',
    // The portal's service worker would answer asset requests before page.route sees them; the PWA tests allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  // tests/allein/ changes what the server serves (the worker script of a new deployment): it runs after every other
  // test, alone. `--no-deps` runs it without the rest.
  projects: [
    { name: 'chromium', testIgnore: 'allein/**', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'allein', testMatch: 'allein/**/*.spec.ts', dependencies: ['chromium'], use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'npx tsx e2e/support/server.ts',
    cwd: '..',
    url: `http://localhost:${E2E_PORT}/api/mandant`,
    // A shared machine under load takes longer to import the demo data: E2E_SERVER_TIMEOUT (ms) raises the wait.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT ?? 180_000),
    reuseExistingServer: false,
    // SIGTERM instead of Playwright's SIGKILL: the server shuts down as in production, and support/datenbank.ts drops the run's database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(E2E_PORT), EKP_TRUSTED_PROXIES: 'loopback', EKP_NOW: E2E_JETZT, EKP_SESSION_TTL: '900', EKP_BARRIEREFREIHEIT_DATEI: E2E_BARRIEREFREIHEIT, ...(process.env.EKP_WEB_DIR ? { EKP_WEB_DIR: process.env.EKP_WEB_DIR } : {}) },
  },
});
