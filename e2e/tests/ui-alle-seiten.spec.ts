import type { Page } from '@playwright/test';
import { barrierefrei, expect, HANDY, ohneQuerscrollen, sitzungUebernehmen, test } from '../support/test.ts';
import { netzBeobachten, netzRuhig } from '../support/netz.ts';
import { KUNDENSEITEN } from '../support/seiten.ts';

// Axe finds nothing at 360 px and 1280 px on every route, including an open
// dialog, the open date picker and form errors; no page scrolls sideways at 360 px.

const DESKTOP = { width: 1280, height: 800 };
const V = '/vertrag/5000100101';
const MIT_SITZUNG = KUNDENSEITEN;
const OHNE_SITZUNG = ['/anmelden', '/passwort/vergessen', '/passwort/erneuern', '/portal/gesperrt', '/barrierefreiheit'];

/** Opens the path and waits until its heading stands and nothing is loading any more. */
async function oeffnen(page: Page, pfad: string): Promise<void> {
  netzBeobachten(page);
  await page.goto(pfad);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await netzRuhig(page);
  await expect(page.locator('.ladeanzeige')).toHaveCount(0);
}

async function pruefen(page: Page, wo: string): Promise<void> {
  await test.step(wo, async () => {
    await barrierefrei(page);
    if ((page.viewportSize()?.width ?? 0) <= 360) expect(await ohneQuerscrollen(page), `${wo} scrolls sideways`).toBe(true);
  });
}

// Fully parallel, and the routes in groups of six: one test through all 28 took 140 s and held one worker.
test.describe.configure({ mode: 'parallel' });
const GRUPPEN = Array.from({ length: Math.ceil(MIT_SITZUNG.length / 6) }, (_, i) => MIT_SITZUNG.slice(i * 6, i * 6 + 6));

for (const [name, groesse] of [
  ['360 px', HANDY],
  ['1280 px', DESKTOP],
] as const) {
  test(`every route without a session at ${name}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(groesse);
    for (const pfad of OHNE_SITZUNG) {
      await oeffnen(page, pfad);
      await pruefen(page, pfad);
    }
  });

  for (const [i, gruppe] of GRUPPEN.entries()) {
    test(`routes with a session at ${name}, group ${i + 1} (${gruppe[0]} …)`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(groesse);
      await sitzungUebernehmen(page, '10001');
      for (const pfad of gruppe) {
        await oeffnen(page, pfad);
        await pruefen(page, pfad);
      }
    });
  }

  test(`open dialog, open date picker, form errors and the phone menu at ${name}`, async ({ page }) => {
    // Four screens with axe each: 23–31 s on a loaded machine, more than the default 30 s.
    test.setTimeout(120_000);
    await page.setViewportSize(groesse);
    await sitzungUebernehmen(page, '10001');
    if (groesse === HANDY) {
      await oeffnen(page, '/');
      await page.getByRole('button', { name: 'Menü' }).click();
      await pruefen(page, 'open menu');
    }
    await oeffnen(page, `${V}/bankverbindungen`);
    await page.getByRole('button', { name: /^(Löschen|Beenden)/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await pruefen(page, 'open dialog');
    await page.keyboard.press('Escape');

    await oeffnen(page, '/ablesung');
    await page.getByRole('combobox', { name: 'Ablesedatum' }).click();
    await expect(page.getByRole('grid')).toBeVisible();
    await pruefen(page, 'open date picker');

    await oeffnen(page, '/rechnungsadresse/editieren');
    await page.getByLabel('Anrede').selectOption('');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.locator('.feld-fehler').first()).toBeVisible();
    await pruefen(page, 'address form errors');
  });
}
