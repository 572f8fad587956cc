import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { barrierefrei, expect, test } from '../../support/test.ts';
import { E2E_WEB } from '../../support/konstanten.ts';

// A new deployment, played by rewriting the served sw.js. This file runs in the project "allein", after every other
// test has finished, so no parallel test reads the worker script while it is changed (a route cannot stand in: the
// browser fetches a worker's script past Playwright's routing).
test.use({ serviceWorkers: 'allow' });

const SW = path.resolve(import.meta.dirname, '../../..', E2E_WEB, 'sw.js');
const NEU = (alt: string) => alt.replace(/const VERSION = "([0-9a-f]+)"/, 'const VERSION = "$1neu"');
// The update bar, found by its button: the text changes once the customer has agreed.
const leiste = (tab: Page) => tab.getByRole('status').filter({ has: tab.getByRole('button', { name: 'Jetzt aktualisieren' }) });
const neueVersion = (tab: Page) => tab.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('ekp-')).map((k) => k.endsWith('neu')));

test('a new deployment shows the update prompt; agreeing loads the new version', async ({ page }) => {
  await page.goto('/anmelden');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL);
  const alt = readFileSync(SW, 'utf8');
  try {
    // What a deployment does to the worker: a new version string.
    writeFileSync(SW, NEU(alt));
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    const hinweis = leiste(page);
    await expect(hinweis).toContainText('Eine neue Version des Kundenportals ist verfügbar.');
    await barrierefrei(page);
    // Agreeing fetches nothing through the old worker (the login page's router preload ignores the bar): Chromium
    // hands over to the new worker only once the old one has served every fetch in flight.
    const abrufe: string[] = [];
    const sammeln = (r: Request) => void abrufe.push(new URL(r.url()).pathname);
    page.on('request', sammeln);
    const neuGeladen = page.waitForEvent('framenavigated');
    page.once('framenavigated', () => page.off('request', sammeln));
    await hinweis.getByRole('button', { name: 'Jetzt aktualisieren' }).click();
    await neuGeladen;
    expect(abrufe.filter((p) => p.startsWith('/assets/'))).toEqual([]);
    await expect(hinweis).toHaveCount(0);
    await expect.poll(() => neueVersion(page)).toEqual([true]);
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
  // Typed before the deployment: the field's focus preloads the router through the old worker, which must not still
  // be downloading when tab 1 agrees (the third test covers that case).
  await zwei.getByLabel('Kundennummer').fill('10015');
  const alt = readFileSync(SW, 'utf8');
  const hinweis = leiste;
  try {
    writeFileSync(SW, NEU(alt));
    await eins.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await expect(hinweis(eins)).toBeVisible();
    await expect(hinweis(zwei)).toBeVisible();
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

// The old worker is still serving a download when the customer agrees (here the login page's router, slowed down on
// the network): the browser waits for it before handing over. The bar says the new version is on its way, a second
// click does nothing, and the page reloads into the new version once the download is done.
test('agreeing while the old worker still serves a download: the bar says so, then the new version loads', async ({ page, context }) => {
  // The worker's own fetch of the router, held on the network for 3 s (Chromium routes a service worker's fetches
  // through the context).
  let unterwegs = () => {};
  const laden = new Promise<void>((r) => (unterwegs = r));
  await context.route('**/assets/app-*.js', async (route) => {
    if (route.request().serviceWorker()) unterwegs();
    await new Promise((fertig) => setTimeout(fertig, 3_000));
    await route.continue();
  });
  await page.goto('/anmelden');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const alt = readFileSync(SW, 'utf8');
  try {
    writeFileSync(SW, NEU(alt));
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    const hinweis = leiste(page);
    await expect(hinweis).toContainText('Eine neue Version des Kundenportals ist verfügbar.');
    await page.getByLabel('Kundennummer').focus();
    await laden;
    const knopf = hinweis.getByRole('button', { name: 'Jetzt aktualisieren' });
    await knopf.click();
    await expect(hinweis).toContainText('Die neue Version wird geladen …');
    await expect(knopf).toHaveAttribute('aria-disabled', 'true');
    await barrierefrei(page);
    await expect(hinweis).toHaveCount(0, { timeout: 15_000 });
    await expect.poll(() => neueVersion(page)).toEqual([true]);
  } finally {
    writeFileSync(SW, alt);
  }
});
