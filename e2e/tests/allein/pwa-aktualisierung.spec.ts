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

// Two tabs see the prompt; the customer agrees in one. The other tab keeps what was typed in it (no reload the
// customer did not ask for), and its prompt, with no waiting worker left to ask, loads the new version when agreed to.
test('agreeing in one of two tabs leaves the other as it is until agreed there too', async ({ context }) => {
  const [eins, zwei] = [await context.newPage(), await context.newPage()];
  for (const tab of [eins, zwei]) {
    await tab.goto('/anmelden');
    await tab.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL);
  }
  // Both tabs controlled by the first worker before the deployment.
  await expect.poll(() => zwei.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const alt = readFileSync(SW, 'utf8');
  const hinweis = (tab: typeof eins) => tab.getByRole('status').filter({ hasText: 'Eine neue Version des Kundenportals ist verfügbar.' });
  const neueVersion = (tab: typeof eins) => tab.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('ekp-')).map((k) => k.endsWith('neu')));
  try {
    writeFileSync(SW, alt.replace(/const VERSION = "([0-9a-f]+)"/, 'const VERSION = "$1neu"'));
    await eins.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await expect(hinweis(eins)).toBeVisible();
    await expect(hinweis(zwei)).toBeVisible();
    await zwei.getByLabel('Kundennummer').fill('10015');
    await hinweis(eins).getByRole('button', { name: 'Jetzt aktualisieren' }).click();
    await expect(hinweis(eins)).toHaveCount(0);
    await expect.poll(() => neueVersion(eins)).toEqual([true]);
    // The new worker controls the second tab now too; the tab is not reloaded behind the customer's back.
    await expect.poll(() => zwei.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null)).toBe(true);
    await expect(zwei.getByLabel('Kundennummer')).toHaveValue('10015');
    await expect(hinweis(zwei)).toBeVisible();
    await hinweis(zwei).getByRole('button', { name: 'Jetzt aktualisieren' }).click();
    await expect(hinweis(zwei)).toHaveCount(0);
    await expect(zwei.getByLabel('Kundennummer')).toHaveValue('');
  } finally {
    writeFileSync(SW, alt);
  }
});
