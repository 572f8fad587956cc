import { authTexte } from '@ekp/contract';
import type { Locator, Page } from '@playwright/test';
import { anmelden, barrierefrei, expect, HANDY, ohneQuerscrollen, sitzungUebernehmen, test } from '../support/test.ts';

// The rough edges of a walk through the portal
// at 360 and 1280 px. Fixture e2e/fixtures/vertrauen.json: customer 31801 with an HT/NT contract (readings,
// consumption per register, a document with a long file name), an active gas contract without a meter, and a
// terminated, an ended and a cancelled contract; 31802 must change the password; 31803 is blocked.
const DESKTOP = { width: 1280, height: 900 };
// Each test walks several screens (with axe on each): more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });
const HTNT = '3180100101';

const karte = (page: Page, strasse: string) => page.locator('.startseite-karte').filter({ has: page.getByRole('heading', { name: new RegExp(strasse) }) });
const oben = async (l: Locator) => (await l.boundingBox())!.y;

test('item 8: on a phone the tasks come first, then the active contracts as cards, the others as one compact list', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await anmelden(page, '31801');
  await expect(page.locator('.startseite-karte')).toHaveCount(2);
  const aufgaben = page.getByRole('heading', { level: 2, name: 'Was möchten Sie tun?' });
  expect(await oben(aufgaben)).toBeLessThan(await oben(page.locator('.startseite-karte').first()));
  // The tasks take at most half a phone screen, so the first card starts on it.
  expect(await oben(page.locator('.startseite-karte').first())).toBeLessThan(HANDY.height);

  const frueher = page.getByRole('region', { name: 'Gekündigte und beendete Verträge' });
  await expect(frueher.getByRole('listitem')).toHaveCount(3);
  await expect(frueher).toContainText('Gekündigt zum 31.12.2026');
  await expect(frueher).toContainText('Beendet am 30.06.2025');
  await expect(frueher).toContainText('Storniert');
  expect(await oben(frueher)).toBeGreaterThan(await oben(page.locator('.startseite-karte').last()));

  // Only a contract with a meter offers a reading.
  await expect(karte(page, 'Zweitarifweg').getByRole('link', { name: `Zählerstand erfassen für Vertrag ${HTNT}` })).toBeVisible();
  await expect(karte(page, 'Ohnezaehlerweg').getByRole('link', { name: /Zählerstand erfassen/ })).toHaveCount(0);
  // Item 7 on the card: the registers by name.
  await expect(karte(page, 'Zweitarifweg')).toContainText('HT 125000,0 kWh · NT 66400,5 kWh am 01.05.2026');
  expect(await ohneQuerscrollen(page)).toBe(true);
  await barrierefrei(page);

  // "Dokumente zu Vertrag X" (behind the card's "mehr") shows only that contract's documents, titled, not by file name.
  await karte(page, 'Zweitarifweg').locator('.startseite-mehr > summary').click();
  await karte(page, 'Zweitarifweg').getByRole('link', { name: `Dokumente zu Vertrag ${HTNT}` }).click();
  // The router writes a string that looks like a number in quotes (?vertrag=%223180100101%22).
  await expect(page).toHaveURL(new RegExp(`/dokumente\\?vertrag=(%22)?${HTNT}`));
  const abschnitt = page.getByRole('region', { name: `Dokumente zu Vertrag ${HTNT}` });
  await expect(abschnitt.locator('.dokument')).toHaveCount(1);
  await expect(abschnitt.locator('.dokument-titel')).toHaveText('Rechnung');
  await expect(abschnitt).not.toContainText('Jahresverbrauchsabrechnung_Stromlieferung_Zweitarifzaehler');
  await expect(page.locator('.dokument-titel').filter({ hasText: /^Vertrag$/ })).toHaveCount(0);
  expect(await ohneQuerscrollen(page)).toBe(true);
  const titel = (await abschnitt.locator('.dokument-titel').boundingBox())!;
  expect(titel.x + titel.width).toBeLessThanOrEqual(HANDY.width);
  await barrierefrei(page);
  await page.getByRole('link', { name: 'Alle Dokumente anzeigen' }).click();
  await expect(page.locator('.dokument-titel').filter({ hasText: /^Vertrag$/ }).first()).toBeVisible();
});

for (const [name, groesse] of [
  ['360 px', HANDY],
  ['1280 px', DESKTOP],
] as const) {
  test(`item 7 at ${name}: two registers read HT and NT, the table fits, no value wraps into three lines`, async ({ page }) => {
    await page.setViewportSize(groesse);
    await sitzungUebernehmen(page, '31801');
    await page.goto(`/vertrag/${HTNT}/ablesungen`);
    const tabelle = page.getByRole('table');
    await expect(tabelle).toContainText('HT: 125000,0 kWh');
    await expect(tabelle).toContainText('NT: 66400,5 kWh');
    await expect(page.locator('main')).not.toContainText('1.8.1');
    // No column twice.
    const koepfe = await tabelle.locator('thead th').allTextContents();
    expect(new Set(koepfe).size).toBe(koepfe.length);
    // The table fits its card, and a register's value is one line.
    expect(await tabelle.evaluate((t) => t.getBoundingClientRect().right <= t.parentElement!.getBoundingClientRect().right + 0.5)).toBe(true);
    for (const zeile of await tabelle.locator('td[data-spalte="Zählerstand"] div').all()) {
      const hoehe = await zeile.evaluate((e) => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight || '24'));
      expect(hoehe).toBeLessThan(1.5);
    }
    expect(await ohneQuerscrollen(page)).toBe(true);
    await barrierefrei(page);

    await page.goto(`/vertrag/${HTNT}/verbrauch`);
    await expect(page.getByRole('table')).toContainText('HT: 2.400,00 kWh');
    await expect(page.locator('main')).not.toContainText('1.8.2');
    expect(await ohneQuerscrollen(page)).toBe(true);
    await barrierefrei(page);

    await page.goto(`/vertrag/${HTNT}/ablesung`);
    await expect(page.getByLabel('Zählerstand HT in kWh')).toBeVisible();
    await expect(page.getByLabel('Zählerstand NT in kWh')).toBeVisible();
  });
}

test('item 1: one price, the home card and the price page show the same all-in figure; the history no "inkl. Aufschlag"', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await anmelden(page, '10001');
  const karteDyn = page.locator('.startseite-karte').filter({ hasText: 'Vertragsnummer5000100101' });
  const preis = (await karteDyn.locator('.werteliste-zeile').filter({ hasText: 'Preis jetzt' }).locator('dd').textContent())!;
  expect(preis).toMatch(/^\d+,\d{2} ct\/kWh \(alles inklusive, davon Börsenpreis -?\d+,\d{2} ct\/kWh\)$/);
  await page.goto('/vertrag/5000100101/preiszeitreihe');
  await expect(page.locator('.preis-jetzt')).toHaveText(`Preis jetzt: ${preis}`);
  await barrierefrei(page);
  await page.goto('/vertrag/5000100101/verbrauchshistorie');
  // The all-in history is computed per quarter hour: on a loaded machine it takes a while.
  await expect(page.getByRole('figure')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main')).not.toContainText('Aufschlag');
  await expect(page.locator('main')).toContainText('Preis je kWh');
});

test('item 15: the history on a phone: one segmented control, one stepper row, totals above the table, the caption whole', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '50001');
  await page.goto('/vertrag/5005000101/verbrauchshistorie');
  const modi = page.getByRole('group', { name: 'Ansicht' }).getByRole('button');
  await expect(modi).toHaveCount(3);
  const modusOben = await Promise.all((await modi.all()).map(oben));
  expect(new Set(modusOben).size).toBe(1);
  // The control fits the phone, its words whole inside their segments.
  for (const m of await modi.all()) {
    expect(await m.evaluate((b) => b.getBoundingClientRect().right <= document.documentElement.clientWidth && b.scrollWidth <= b.clientWidth)).toBe(true);
  }
  await expect(page.getByRole('button', { name: 'Tagesverlauf' })).toHaveAttribute('aria-pressed', 'true');

  const zurueck = page.getByRole('button', { name: 'Einen Tag zurück' });
  const vor = page.getByRole('button', { name: 'Einen Tag vor' });
  const zeitraum = page.getByRole('heading', { level: 2, name: /^Zeitraum:/ });
  await expect(zeitraum).toHaveText('Zeitraum: 17.11.2026 – 18.11.2026');
  const mitte = async (l: Locator) => {
    const b = (await l.boundingBox())!;
    return b.y + b.height / 2;
  };
  const zeile = await mitte(zeitraum);
  for (const knopf of [zurueck, vor]) expect(Math.abs((await mitte(knopf)) - zeile)).toBeLessThan(12);
  // The period stands on one line.
  expect(await zeitraum.evaluate((h) => h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight))).toBeLessThan(1.5);

  const summe = page.getByText('Insgesamt im Zeitraum:');
  await expect(summe).toHaveText('Insgesamt im Zeitraum: 39,60 kWh, 11,88 € inkl. 19 % USt.');
  const tabelle = page.getByRole('table');
  expect(await oben(summe)).toBeLessThan(await oben(tabelle));
  const caption = tabelle.locator('caption');
  await expect(caption).toHaveText('Werte je Stunde');
  const rahmen = (await page.getByRole('region', { name: 'Werte als Tabelle' }).boundingBox())!;
  // The caption's text (its box is as wide as the table) ends inside the visible frame.
  const textEnde = await caption.evaluate((c) => {
    const r = document.createRange();
    r.selectNodeContents(c);
    return r.getBoundingClientRect().right;
  });
  expect(textEnde).toBeLessThanOrEqual(rahmen.x + rahmen.width + 0.5);

  await zurueck.click();
  await expect(zeitraum).toHaveText('Zeitraum: 16.11.2026 – 17.11.2026');
  await page.getByRole('button', { name: 'Monatsübersicht' }).click();
  await expect(page.getByRole('button', { name: 'Einen Monat zurück' })).toBeVisible();
  expect(await ohneQuerscrollen(page)).toBe(true);
  await barrierefrei(page);
});

test('item 12: a failed load (500) offers a retry that works', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await anmelden(page, '31801');
  // The server fails until the customer has seen the message (the cache asks twice on its own).
  let kaputt = true;
  await page.route('**/api/dokument/alle', async (route) => {
    if (!kaputt) return route.continue();
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"data":"kaputt"}' });
  });
  await page.goto('/dokumente');
  const meldung = page.getByRole('alert').filter({ hasText: 'Bitte versuchen Sie es gleich noch einmal.' });
  await expect(meldung).toBeVisible();
  await barrierefrei(page);
  kaputt = false;
  await meldung.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.locator('.dokument-titel').filter({ hasText: /^Vertrag$/ }).first()).toBeVisible();
  await expect(meldung).toHaveCount(0);
});

test('item 12: the blocked page shows the tenant and how to reach it', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await page.goto('/anmelden');
  await page.getByLabel('Kundennummer').fill('31803');
  await page.getByLabel('Passwort', { exact: true }).fill('Morgenrot-Laterne-26');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/portal/gesperrt');
  await expect(page.locator('.marke-name')).toHaveText('Stadtwerke Musterstadt');
  const kontakt = page.getByRole('region', { name: 'So erreichen Sie Stadtwerke Musterstadt' });
  await expect(kontakt.getByRole('link', { name: '0800 123 456 78' })).toHaveAttribute('href', 'tel:080012345678');
  await expect(kontakt.getByRole('link', { name: 'kundenservice@stadtwerke-musterstadt.example' })).toHaveAttribute('href', 'mailto:kundenservice@stadtwerke-musterstadt.example');
  await expect(kontakt).toContainText('Montag bis Freitag, 8 bis 18 Uhr');
  expect(await ohneQuerscrollen(page)).toBe(true);
  await barrierefrei(page);
});

test('item 12: the forced password change and the reset page are branded like the login', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await page.goto('/anmelden');
  await page.getByLabel('Kundennummer').fill('31802');
  await page.getByLabel('Passwort', { exact: true }).fill('Morgenrot-Laterne-26');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/aendere/passwort');
  await expect(page.locator('.marke-name')).toHaveText('Stadtwerke Musterstadt');
  await expect(page.getByText(authTexte.anmeldung.kennwortAendernGrund)).toBeVisible();
  expect(await ohneQuerscrollen(page)).toBe(true);
  await barrierefrei(page);
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page).toHaveURL('/anmelden');

  await page.goto('/passwort/erneuern?token=abc');
  await expect(page.locator('.anonym .marke-name')).toHaveText('Stadtwerke Musterstadt');
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort erneuern' })).toBeVisible();
  await barrierefrei(page);
});

test('item 13: ArrowDown in a date field with a default date goes to that day, not the 1st', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '31801');
  await page.goto(`/vertrag/${HTNT}/ablesung`);
  const feld = page.getByRole('combobox', { name: 'Ablesedatum' });
  await expect(feld).toHaveValue('18. November 2026');
  await feld.focus();
  await expect(page.getByRole('dialog', { name: 'Kalender: Ablesedatum' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.rdp-day_button:focus')).toHaveText('18');
  await barrierefrei(page);
});
