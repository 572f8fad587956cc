import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { anmelden, barrierefrei, expect, HANDY, ohneQuerscrollen, test } from '../support/test.ts';
import { verschiebung, verschiebungMessen } from '../support/layout.ts';

// Fixture e2e/fixtures/verbrauch.json: customer 50001, contract 5005000101 with a fixed arbeitspreis of
// 0.30 EUR/kWh, hourly values of 1 kWh on 16.11.2026 and 0.5 + h/10 kWh in hour h of 17.11.2026.
const HISTORIE = '/vertrag/5005000101/verbrauchshistorie';
const BOM = '\uFEFF';
const KOPF = 'von;Verbrauch in kWh;Preis in EUR/kWh;Kosten in EUR\r\n';
const komma = (wert: number, stellen: number) => wert.toFixed(stellen).replace('.', ',');

async function herunterladen(page: Page): Promise<{ name: string; inhalt: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV herunterladen' }).click()]);
  const bytes = await readFile((await download.path())!);
  return { name: download.suggestedFilename(), inhalt: bytes.toString('utf8'), bytes };
}

const zeitraum = (page: Page) => page.getByRole('heading', { level: 2, name: /^Zeitraum:/ });
const spaeter = (page: Page) => page.getByRole('button', { name: /vor$/ });
const frueher = (page: Page) => page.getByRole('button', { name: /zurück$/ });

test.beforeEach(async ({ page }) => {
  await anmelden(page, '50001');
});

test('hourly view (Tagesverlauf): yesterday and today, forward capped, CSV byte for byte', async ({ page }) => {
  await page.goto(HISTORIE);
  await expect(page.getByRole('heading', { level: 1, name: 'Verbrauchshistorie' })).toBeVisible();
  await expect(page.getByText('Die angezeigten Werte können sich noch ändern, da geschätzte Werte durch tatsächliche Werte ersetzt werden.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tagesverlauf' })).toHaveAttribute('aria-pressed', 'true');
  await expect(zeitraum(page)).toHaveText('Zeitraum: 17.11.2026 – 18.11.2026');
  await expect(spaeter(page)).toBeDisabled();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(25);
  await expect(page.getByRole('row', { name: /17\.11\.2026 23:00 Uhr 2,80 kWh 30,00 ct\/kWh 0,84 €/ })).toBeVisible();

  const csv = await herunterladen(page);
  expect(csv.name).toBe('Stundendaten_dynamischer_Tarif__17.11.2026_18.11.2026.csv');
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const zeilen = Array.from({ length: 24 }, (_, h) => `17.11.2026 ${String(h).padStart(2, '0')}:00;${komma(0.5 + h / 10, 3)};0,3000;${komma(0.15 + 0.03 * h, 2)}\r\n`);
  expect(csv.inhalt).toBe(BOM + KOPF + zeilen.join(''));

  await frueher(page).click();
  await expect(zeitraum(page)).toHaveText('Zeitraum: 16.11.2026 – 17.11.2026');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(49);
  await spaeter(page).click();
  await expect(zeitraum(page)).toHaveText('Zeitraum: 17.11.2026 – 18.11.2026');
  await expect(spaeter(page)).toBeDisabled();
  await barrierefrei(page);
});

test('daily view (Monatsübersicht): this month up to yesterday, CSV, an empty month downloads nothing', async ({ page }) => {
  await page.goto(HISTORIE);
  await page.getByRole('button', { name: 'Monatsübersicht' }).click();
  await expect(zeitraum(page)).toHaveText('Zeitraum: 01.11.2026 – 17.11.2026');
  await expect(spaeter(page)).toBeDisabled();
  const csv = await herunterladen(page);
  expect(csv.name).toBe('Monatsdaten_dynamischer_Tarif__01.11.2026_17.11.2026.csv');
  expect(csv.inhalt).toBe(`${BOM}${KOPF}16.11.2026;24,000;0,3000;7,20\r\n17.11.2026;39,600;0,3000;11,88\r\n`);

  await frueher(page).click();
  await expect(zeitraum(page)).toHaveText('Zeitraum: 01.10.2026 – 31.10.2026');
  await expect(page.getByText('Für den gewählten Zeitraum liegen keine Daten vor.')).toBeVisible();
  // SPEC §5: without data the daily download does nothing.
  const download = page.waitForEvent('download', { timeout: 1500 }).then(() => true, () => false);
  await page.getByRole('button', { name: 'CSV herunterladen' }).click();
  expect(await download).toBe(false);
  await expect(spaeter(page)).toBeEnabled();
  await barrierefrei(page);
});

test('monthly view (Jahresübersicht): this year up to yesterday, stepping a year back and forward', async ({ page }) => {
  await page.goto(HISTORIE);
  await page.getByRole('button', { name: 'Jahresübersicht' }).click();
  await expect(zeitraum(page)).toHaveText('Zeitraum: 01.01.2026 – 17.11.2026');
  await expect(page.getByRole('row', { name: /Nov 2026 63,60 kWh 30,00 ct\/kWh 19,08 €/ })).toBeVisible();
  await expect(spaeter(page)).toBeDisabled();
  const csv = await herunterladen(page);
  expect(csv.name).toBe('Jahresdaten_dynamischer_Tarif__01.01.2026_17.11.2026.csv');
  expect(csv.inhalt).toBe(`${BOM}${KOPF}01.11.2026;63,600;0,3000;19,08\r\n`);
  await frueher(page).click();
  await expect(zeitraum(page)).toHaveText('Zeitraum: 01.01.2025 – 31.12.2025');
  await expect(page.getByText('Für den gewählten Zeitraum liegen keine Daten vor.')).toBeVisible();
  await spaeter(page).click();
  await expect(zeitraum(page)).toHaveText('Zeitraum: 01.01.2026 – 17.11.2026');
});

test('at 360 px: no horizontal scrolling, axe clean, the chart has its table', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await page.goto(HISTORIE);
  await expect(page.getByRole('figure')).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await ohneQuerscrollen(page)).toBe(true);
  await barrierefrei(page);
  await page.getByRole('button', { name: 'Monatsübersicht' }).click();
  await expect(zeitraum(page)).toHaveText('Zeitraum: 01.11.2026 – 17.11.2026');
  expect(await ohneQuerscrollen(page)).toBe(true);
});

// The chart and the table arrive after the page; what stands below them must not jump.
// The history's answer is held back half a second, as on a slow phone, so the loading state is painted first.
test('the history does not move when its data arrives', async ({ page }) => {
  // Lighthouse's phone (412 × 823): there the CSV button stood on screen while the data loaded (shift 0.10).
  await page.setViewportSize({ width: 412, height: 823 });
  await verschiebungMessen(page);
  await page.route('**/api/*/historie?*', async (route) => {
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  await page.goto(HISTORIE);
  await expect(page.getByRole('table')).toBeVisible();
  expect(await verschiebung(page)).toBeLessThan(0.05);
});
