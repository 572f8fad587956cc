import path from 'node:path';
import type { Page } from '@playwright/test';
import { PASSWORT } from '../support/konstanten.ts';
import { anmelden, expect, test } from '../support/test.ts';

const ZIEL = path.resolve(import.meta.dirname, '../../.tmp/screenshots');
const BREITEN = { handy: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;
const V = '/vertrag/5000100101';

// The screens docs/ui.md talks about, named by what they show.
const ANONYM: Array<[string, string]> = [
  ['anmelden', '/anmelden'],
  ['passwort-vergessen', '/passwort/vergessen'],
  ['passwort-erneuern', '/passwort/erneuern?token=beispiel'],
  ['portal-gesperrt', '/portal/gesperrt'],
];
// Customer 31801 (e2e/fixtures/vertrauen.json) has an HT/NT meter, a contract without a meter and
// terminated, ended and cancelled contracts.
const ZWEITARIF: Array<[string, string]> = [
  ['startseite-zweitarif', '/'],
  ['ablesungen-zweitarif', '/vertrag/3180100101/ablesungen'],
  ['verbrauch-zweitarif', '/vertrag/3180100101/verbrauch'],
  ['dokumente-vertrag', '/dokumente?vertrag=3180100101'],
];
const ANGEMELDET: Array<[string, string]> = [
  ['startseite', '/'],
  ['vertraege', '/vertraege'],
  ['vertrag-detail', `${V}/detail`],
  ['verbrauch', `${V}/verbrauch`],
  ['verbrauchshistorie', `${V}/verbrauchshistorie`],
  ['preiszeitreihe', `${V}/preiszeitreihe`],
  ['ablesungen', `${V}/ablesungen`],
  ['ablesung-erfassen', '/ablesung'],
  ['datenuebersicht', '/daten/uebersicht'],
  ['rechnungsadressen', '/rechnungsadressen'],
  ['bankverbindung-editieren', '/bankverbindung/editieren'],
  ['dokumente', '/dokumente'],
  ['kontaktanfrage', '/kontaktanfrage'],
];

async function aufnehmen(page: Page, name: string, pfad: string, breite: keyof typeof BREITEN): Promise<void> {
  await page.goto(pfad);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ladeanzeige')).toHaveCount(0);
  await page.screenshot({ path: path.join(ZIEL, `${name}-${breite}.png`), fullPage: true });
}

for (const breite of Object.keys(BREITEN) as Array<keyof typeof BREITEN>) {
  test(`screens at ${BREITEN[breite].width} px`, async ({ page }) => {
    await page.setViewportSize(BREITEN[breite]);
    for (const [name, pfad] of ANONYM) await aufnehmen(page, name, pfad, breite);
    // The forced password change right after the login (customer 31802 must change it).
    await page.goto('/anmelden');
    await page.getByLabel('Kundennummer').fill('31802');
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORT);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL('/aendere/passwort');
    await aufnehmen(page, 'passwort-aendern-pflicht', '/aendere/passwort', breite);
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page).toHaveURL('/anmelden');
    await anmelden(page, '31801');
    for (const [name, pfad] of ZWEITARIF) await aufnehmen(page, name, pfad, breite);
    await page.evaluate(() => localStorage.clear());
    await anmelden(page, '10001');
    for (const [name, pfad] of ANGEMELDET) await aufnehmen(page, name, pfad, breite);
    if (breite === 'handy') {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menü' }).click();
      await page.screenshot({ path: path.join(ZIEL, 'menue-offen-handy.png') });
    }
  });
}
