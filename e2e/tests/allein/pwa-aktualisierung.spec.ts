import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { barrierefrei, expect, test } from '../../support/test.ts';
import { E2E_WEB } from '../../support/konstanten.ts';
import { netzBeobachten, netzRuhig } from '../../support/netz.ts';

// A new deployment, played by rewriting the served sw.js. This file runs in the project "allein", after every other
// test has finished, so no parallel test reads the worker script while it is changed (a route cannot stand in: the
// browser fetches a worker's script past Playwright's routing).
test.use({ serviceWorkers: 'allow' });

const SW = path.resolve(import.meta.dirname, '../../..', E2E_WEB, 'sw.js');
// What a deployment does to the worker: a new version string. Undone after every test, also after one that timed
// out (its own code stops where it waited), so the next test starts from the deployed version.
const VERSION = /const VERSION = "([0-9a-f]+)(neu)?"/;
const neuAusliefern = () => writeFileSync(SW, readFileSync(SW, 'utf8').replace(VERSION, 'const VERSION = "$1neu"'));
test.afterEach(() => writeFileSync(SW, readFileSync(SW, 'utf8').replace(VERSION, 'const VERSION = "$1"')));
// The update bar, found by its button: the text changes once the customer has agreed.
const leiste = (tab: Page) => tab.getByRole('status').filter({ has: tab.getByRole('button', { name: 'Jetzt aktualisieren' }) });
const neueVersion = (tab: Page) => tab.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('ekp-')).map((k) => k.endsWith('neu')));

test('a new deployment shows the update prompt; agreeing loads the new version', async ({ page }) => {
  await page.goto('/anmelden');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL);
  neuAusliefern();
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
  // Typed before the deployment, and its downloads waited for: the field's focus preloads the router through the old
  // worker, which must not still be downloading when tab 1 agrees (the third test covers that case).
  netzBeobachten(zwei);
  await zwei.getByLabel('Kundennummer').fill('10015');
  await netzRuhig(zwei);
  const hinweis = leiste;
  neuAusliefern();
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
});

// The old worker is still serving a download when the customer agrees (here the login page's router, held on the
// network): the browser waits for it before handing over. The bar says the new version is on its way, a second click
// does nothing, and the page reloads into the new version once the download is done.
test('agreeing while the old worker still serves a download: the bar says so, then the new version loads', async ({ page, context }) => {
  // The worker's own fetch of the router waits until the test lets it go (Chromium routes a service worker's fetches
  // through the context; the page's request is the worker's to answer).
  let unterwegs = () => {};
  let freigeben = () => {};
  const laden = new Promise<void>((r) => (unterwegs = r));
  const frei = new Promise<void>((r) => (freigeben = r));
  await context.route('**/assets/app-*.js', async (route) => {
    if (route.request().serviceWorker()) {
      unterwegs();
      await frei;
    }
    await route.continue();
  });
  await page.goto('/anmelden');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  neuAusliefern();
  await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
  const hinweis = leiste(page);
  await expect(hinweis).toContainText('Eine neue Version des Kundenportals ist verfügbar.');
  await page.getByLabel('Kundennummer').focus();
  await laden;
  let navigationen = 0;
  page.on('framenavigated', (f) => void (f === page.mainFrame() && navigationen++));
  const knopf = hinweis.getByRole('button', { name: 'Jetzt aktualisieren' });
  await knopf.click();
  await expect(hinweis).toContainText('Die neue Version wird geladen …');
  await expect(knopf).toHaveAttribute('aria-disabled', 'true');
  // The waiting bar on a phone, too.
  await page.setViewportSize({ width: 360, height: 740 });
  await barrierefrei(page);
  // Again, by keyboard (the button keeps its focus; it is aria-disabled, not disabled).
  await page.keyboard.press('Enter');
  // Still the old version, still waiting: neither click reloaded the page while the download runs.
  await expect(hinweis).toContainText('Die neue Version wird geladen …');
  expect(navigationen).toBe(0);
  expect(await neueVersion(page)).toEqual([false, true]);
  freigeben();
  await expect(hinweis).toHaveCount(0);
  expect(navigationen).toBe(1);
  await expect.poll(() => neueVersion(page)).toEqual([true]);
});
