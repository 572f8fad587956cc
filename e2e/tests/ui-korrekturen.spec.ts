import { kontoTexte } from '@ekp/contract';
import type { Page } from '@playwright/test';
import { E2E_JETZT, PASSWORT } from '../support/konstanten.ts';
import { gebrocheneWoerter, kleineZiele } from '../support/layout.ts';
import { axe } from '../support/barrierefreiheit.ts';
import { anmelden, barrierefrei, expect, HANDY, ohneQuerscrollen, sitzungUebernehmen, test } from '../support/test.ts';

// Items 1–7. Fixture customer 14001 (e2e/fixtures/ui.json): a gas
// contract with a forecast period; 60004 (daten.json) with billing addresses and bank accounts; 40003
// (ablesungen.json) with HT/NT readings; 50001 (verbrauch.json) and demo 10001 with hourly data.

const DESKTOP = { width: 1280, height: 800 };
/** A German axis number: thousands dot, decimal comma ("3.400", "0,75"). */
const DEUTSCHE_ZAHL = /^-?\d{1,3}(\.\d{3})*(,\d+)?$/;

/** A tab of its own, as from a bookmark or a mail link: no portal history before the page. */
async function neuerTab(page: Page, pfad: string): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.clock.install({ time: new Date(E2E_JETZT) });
  await tab.goto(pfad);
  return tab;
}

async function yAchsen(page: Page): Promise<{ einheiten: string[]; ticks: string[] }> {
  await expect(page.locator('.diagramm-y-achse .diagramm-achsenwert').first()).toBeVisible();
  const einheiten = await page.locator('figure .diagramm-einheit').allTextContents();
  const ticks = await page.locator('.diagramm-y-achse .diagramm-achsenwert').allTextContents();
  expect(ticks.length).toBeGreaterThan(2);
  return { einheiten: [...new Set(einheiten)], ticks };
}

test.describe('1: customer-wide lists reached directly are styled', () => {
  for (const [pfad, titel] of <Array<[string, string]>>[
    ['/rechnungsadressen', 'Rechnungsadressen'],
    ['/bankverbindungen', 'Bankverbindungen'],
  ]) {
    test(`${pfad} at 360 px`, async ({ page }) => {
      await page.setViewportSize(HANDY);
      await sitzungUebernehmen(page, '60004');
      await page.goto(pfad);
      await expect(page.getByRole('heading', { level: 1, name: titel })).toBeVisible();
      const liste = page.locator('.eintragsliste');
      await expect(liste).toHaveCSS('list-style-type', 'none');
      await expect(liste).toHaveCSS('padding-left', '0px');
      // "Gültig ab …" and "Vertrag …" are two items of a flex heading, not one run of text.
      await expect(liste.locator('h2').first()).toHaveCSS('display', 'flex');
      expect(await gebrocheneWoerter(liste)).toEqual([]);
      expect(await ohneQuerscrollen(page)).toBe(true);
      await barrierefrei(page);
    });
  }
});

test.describe('2: charts with German numbers, a unit on every axis, forecast not by colour alone', () => {
  test('hourly history: consumption, price and cost each on its own labelled scale', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await sitzungUebernehmen(page, '10001');
    await page.goto('/vertrag/5000100101/verbrauchshistorie');
    await expect(page.locator('.diagramm-linie')).toHaveCount(3);
    await expect(page.locator('.diagramm-y-achse')).toHaveCount(3);
    const { einheiten, ticks } = await yAchsen(page);
    expect(einheiten.sort()).toEqual(['ct/kWh', 'kWh', '€']);
    expect(ticks.length).toBeGreaterThan(6);
    for (const t of ticks) expect(t).toMatch(DEUTSCHE_ZAHL);
    // Consumption below 10 kWh an hour shows decimals with a comma.
    expect(ticks.some((t) => t.includes(','))).toBe(true);
  });

  test('monthly history: kWh bars and € line on two labelled axes', async ({ page }) => {
    await sitzungUebernehmen(page, '10001');
    await page.goto('/vertrag/5000100101/verbrauchshistorie?modus=monthly');
    await page.getByRole('button', { name: 'Jahresübersicht' }).click();
    await expect(page.locator('.diagramm-balken').first()).toBeVisible();
    const { einheiten, ticks } = await yAchsen(page);
    expect(einheiten.sort()).toEqual(['kWh', '€']);
    for (const t of ticks) expect(t).toMatch(DEUTSCHE_ZAHL);
  });

  test('overview of a gas contract: thousands dot on the axis, forecast bars hatched and explained', async ({ page }) => {
    await sitzungUebernehmen(page, '14001');
    await page.goto('/vertrag/1400100101/verbrauch');
    await expect(page.getByRole('figure')).toHaveCount(2);
    const { einheiten, ticks } = await yAchsen(page);
    expect(einheiten).toEqual(['kWh']);
    for (const t of ticks) expect(t).toMatch(DEUTSCHE_ZAHL);
    expect(ticks).toContain('10.000');
    // One hatched (pattern-filled) forecast bar per chart; the measured one keeps its plain colour.
    await expect(page.locator('.diagramm-balken[fill^="url(#"]')).toHaveCount(2);
    await expect(page.locator('.diagramm-balken:not([fill^="url(#"])')).toHaveCount(2);
    await expect(page.getByText('Verbrauch: Schätzung des Lieferanten/Netzbetreibers (schraffiert)')).toBeVisible();
    await barrierefrei(page);
  });
});

test.describe('3: tables on a phone', () => {
  test('consumption periods: cards within the frame, nothing broken mid-word', async ({ page }) => {
    await page.setViewportSize(HANDY);
    await sitzungUebernehmen(page, '50001');
    await page.goto('/vertrag/5005000101/verbrauch');
    const tabelle = page.getByRole('table', { name: 'Verbräuche je Zeitraum' });
    await expect(tabelle).toBeVisible();
    const breiten = await tabelle.evaluate((t) => ({ tabelle: t.scrollWidth, rahmen: t.parentElement!.clientWidth }));
    expect(breiten.tabelle).toBeLessThanOrEqual(breiten.rahmen);
    expect(await gebrocheneWoerter(tabelle.locator('td, th'))).toEqual([]);
    expect(await ohneQuerscrollen(page)).toBe(true);
    await barrierefrei(page);
  });

  test('readings with two channels (HT/NT): cards, nothing broken mid-word', async ({ page }) => {
    await page.setViewportSize(HANDY);
    await sitzungUebernehmen(page, '40003');
    await page.goto('/vertrag/4000300101/ablesungen');
    const tabelle = page.getByRole('table');
    // The register's name, not its OBIS code.
    await expect(tabelle).toContainText('NT: ');
    await expect(tabelle).not.toContainText('1-1:1.8.2');
    expect(await gebrocheneWoerter(tabelle.locator('td'))).toEqual([]);
    expect(await ohneQuerscrollen(page)).toBe(true);
    await barrierefrei(page);
  });

  test('hourly values: a scroll frame with a visible cue and a sticky first column', async ({ page }) => {
    await page.setViewportSize(HANDY);
    await sitzungUebernehmen(page, '50001');
    await page.goto('/vertrag/5005000101/verbrauchshistorie');
    await expect(page.getByText('Weitere Spalten: Tabelle seitlich wischen.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Werte als Tabelle' }).locator('tbody th').first()).toHaveCSS('position', 'sticky');
    expect(await ohneQuerscrollen(page)).toBe(true);
  });
});

test('4: label/value lists at 360 px break no word', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '14001');
  await page.goto('/vertrag/1400100101/detail');
  await expect(page.getByText('Lieferantenwechsel').first()).toBeVisible();
  await expect(page.getByText('01.11.2024').first()).toBeVisible();
  expect(await gebrocheneWoerter(page.locator('.werteliste'))).toEqual([]);
  await page.goto('/vertraege');
  await expect(page.getByText('Lieferantenwechsel').first()).toBeVisible();
  expect(await gebrocheneWoerter(page.locator('.werteliste'))).toEqual([]);
  expect(await ohneQuerscrollen(page)).toBe(true);
});

test.describe('5: saving never leaves the portal, and says so in the message bar', () => {
  test('a reading opened from a bookmark goes to the contract\'s readings', async ({ page }) => {
    await anmelden(page, '14001');
    const tab = await neuerTab(page, '/ablesung');
    await tab.getByRole('textbox', { name: /^Zählerstand/ }).fill('4300');
    await tab.getByRole('button', { name: 'Ablesung übermitteln' }).click();
    await expect(tab).toHaveURL(/\/vertrag\/1400100101\/ablesungen$/);
    await expect(tab.getByRole('status').filter({ hasText: 'Wir haben Ihre Ablesung erfolgreich entgegen genommen.' })).toBeVisible();
  });

  test('a bank account opened from a mail link goes to the data overview', async ({ page }) => {
    await anmelden(page, '14001');
    const tab = await neuerTab(page, '/bankverbindung/editieren');
    await tab.getByLabel('Kontoinhaber').fill('Greta Gasfreundin');
    await tab.getByLabel('IBAN').fill('02500105170137075030');
    await expect(tab.getByLabel('Bank', { exact: true })).toHaveValue('ING-DiBa');
    await tab.getByRole('checkbox', { name: /SEPA-Lastschriftmandat/ }).check();
    await tab.getByLabel(kontoTexte.aktuellesPasswort).fill(PASSWORT);
    await tab.getByRole('button', { name: 'Speichern' }).click();
    await expect(tab).toHaveURL(/\/daten\/uebersicht$/);
    await expect(tab.getByRole('status').filter({ hasText: 'Die Bankverbindung wurde gespeichert.' })).toBeVisible();
  });

  test('a billing address opened from a bookmark goes to the data overview', async ({ page }) => {
    await anmelden(page, '14001');
    const tab = await neuerTab(page, '/rechnungsadresse/editieren');
    await tab.getByLabel('Anrede').selectOption('Frau');
    await tab.getByLabel('Vorname').fill('Greta');
    await tab.getByLabel('Nachname').fill('Gasfreundin');
    await tab.getByRole('textbox', { name: 'Straße' }).fill('Gasweg');
    await tab.getByRole('textbox', { name: 'Hausnummer' }).fill('14');
    await tab.getByLabel('Postleitzahl').fill('12345');
    await tab.getByLabel('Ort').fill('Musterstadt');
    await tab.getByRole('button', { name: 'Speichern' }).click();
    await expect(tab).toHaveURL(/\/daten\/uebersicht$/);
    await expect(tab.getByRole('status').filter({ hasText: 'Die Rechnungsadresse wurde gespeichert.' })).toBeVisible();
  });

  test('contact data: the confirmation shows in the message bar', async ({ page }) => {
    await sitzungUebernehmen(page, '14001');
    await page.goto('/kontakt/editieren');
    await page.getByLabel('Mobil').fill('0170 1234567');
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(page).toHaveURL(/\/daten\/uebersicht$/);
    await expect(page.getByRole('status').filter({ hasText: 'Ihre Kontaktdaten wurden gespeichert.' })).toBeVisible();
  });
});

test.describe('6: accessibility', () => {
  test('history stepping buttons: the visible text is the name, in correct German', async ({ page }) => {
    await sitzungUebernehmen(page, '50001');
    await page.goto('/vertrag/5005000101/verbrauchshistorie');
    await expect(page.getByRole('button', { name: 'Einen Tag zurück', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Jahresübersicht' }).click();
    await expect(page.getByRole('button', { name: 'Ein Jahr zurück', exact: true })).toBeVisible();
    const vor = page.getByRole('button', { name: 'Ein Jahr vor', exact: true });
    await expect(vor).toBeDisabled();
    await expect(vor).toHaveAccessibleDescription('Für spätere Zeiträume liegen noch keine Daten vor.');
    const ergebnis = await axe(page, { runOnly: { type: 'rule', values: ['label-content-name-mismatch'] } });
    expect(ergebnis.violations.map((v) => v.id)).toEqual([]);
  });

  test('phone: every navigation target is at least 44 × 44 px', async ({ page }) => {
    await page.setViewportSize(HANDY);
    await anmelden(page, '14001');
    await page.getByRole('button', { name: 'Menü' }).click();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Dokumente' })).toBeVisible();
    expect(await kleineZiele(page, 'nav a, nav button')).toEqual([]);
    expect(await kleineZiele(page, 'main .knopf')).toEqual([]);
  });

  test('a disabled button says why: future reading date, contact text of spaces, terms not accepted', async ({ page }) => {
    await page.goto('/anmelden');
    await page.getByLabel('Kundennummer').fill('14001');
    await page.getByLabel('Passwort', { exact: true }).fill('irgendwas');
    const anmeldeKnopf = page.getByRole('button', { name: 'Anmelden' });
    await expect(anmeldeKnopf).toBeDisabled();
    await expect(anmeldeKnopf).toHaveAccessibleDescription('Bitte bestätigen Sie die Nutzungsbedingungen, um sich anzumelden.');

    await sitzungUebernehmen(page, '14001');
    await page.goto('/ablesung');
    await page.getByRole('textbox', { name: /^Zählerstand/ }).fill('4300');
    await page.getByRole('combobox', { name: 'Ablesedatum' }).fill('19.11.2026');
    const senden = page.getByRole('button', { name: 'Ablesung übermitteln' });
    await expect(senden).toBeDisabled();
    await expect(senden).toHaveAccessibleDescription('Das Ablesedatum darf nicht in der Zukunft liegen.');

    await page.goto('/kontaktanfrage');
    await page.getByLabel('Betreff').selectOption({ index: 1 });
    await page.getByLabel('Ihre Nachricht').fill(' '.repeat(30));
    const absenden = page.getByRole('button', { name: 'Senden' });
    await expect(absenden).toBeDisabled();
    await expect(absenden).toHaveAccessibleDescription('Bitte schreiben Sie eine Nachricht mit mindestens 20 Zeichen; Leerzeichen allein zählen nicht.');
    await barrierefrei(page);
  });
});

test.describe('7: small fixes', () => {
  test('a signed-in customer cannot open /portal/gesperrt', async ({ page }) => {
    await sitzungUebernehmen(page, '14001');
    await page.goto('/portal/gesperrt');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
  });

  test('the base price is per month', async ({ page }) => {
    await sitzungUebernehmen(page, '14001');
    await page.goto('/vertraege');
    await expect(page.getByText('13,90 €/Monat')).toBeVisible();
  });

  test('a gas contract speaks of Gasverbrauch', async ({ page }) => {
    await sitzungUebernehmen(page, '14001');
    await page.goto('/vertrag/1400100101/verbrauch');
    await expect(page.getByText(/Entwicklung Ihres Gasverbrauchs seit Vertragsbeginn/)).toBeVisible();
    await expect(page.getByText(/Stromverbrauch/)).toHaveCount(0);
  });
});
