import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { barrierefrei, expect, test } from '../../support/test.ts';
import { E2E_WEB } from '../../support/konstanten.ts';

// A new deployment, played by rewriting the served sw.js. This file runs in the project "allein", after every other
// test has finished, so no parallel test reads the worker script while it is changed (a route cannot stand in: the
// browser fetches a worker's script past Playwright's routing).
test.use({ serviceWorkers: 'allow' });

const SW = path.resolve(import.meta.dirname, '../../..', E2E_WEB, 'sw.js');

test('a new deployment shows the update prompt; agreeing loads the new version', async ({ page }) => {
  await page.goto('/anmelden');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL);
  const alt = readFileSync(SW, 'utf8');
  try {
    // What a deployment does to the worker: a new version string.
    writeFileSync(SW, alt.replace(/const VERSION = "([0-9a-f]+)"/, 'const VERSION = "$1neu"'));
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    const hinweis = page.getByRole('status').filter({ hasText: 'Eine neue Version des Kundenportals ist verfügbar.' });
    await expect(hinweis).toBeVisible();
    await barrierefrei(page);
    await hinweis.getByRole('button', { name: 'Jetzt aktualisieren' }).click();
    await expect(hinweis).toHaveCount(0);
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('ekp-')).map((k) => k.endsWith('neu')))).toEqual([true]);
  } finally {
    writeFileSync(SW, alt);
  }
});
