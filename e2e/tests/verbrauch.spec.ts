import { readFile } from 'node:fs/promises';
import { barrierefrei, expect, HANDY, ohneQuerscrollen, sitzungUebernehmen, test } from '../support/test.ts';

// Demo customer 10001: dynamic contract 5000100101 with two years of 15-minute load and the tenant's
// quarter-hour prices; fixture customer 50001/50002 (e2e/fixtures/verbrauch.json), gas customer 14001 (e2e/fixtures/ui.json).

test('consumption overview: description, two charts with their table, at 360 px and axe clean', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '50001');
  await page.goto('/vertrag/5005000101/verbrauch');
  await expect(page.getByRole('heading', { level: 1, name: 'Verbrauch' })).toBeVisible();
  await expect(page.getByText(/Die roten Balken stellen den Verbrauch zwischen zwei Ablesungen bzw\. Schätzungen dar\./)).toBeVisible();
  await expect(page.getByRole('figure')).toHaveCount(2);
  await expect(page.getByText('Verbrauch hochgerechnet auf 365 Tage in kWh')).toBeVisible();
  // 1,810 kWh in 181 days is 3,650 kWh a year.
  await expect(page.getByRole('row', { name: /01\.11\.2025 – 01\.05\.2026 1\.810,00 kWh 3\.650,00 kWh Abrechnung/ })).toBeVisible();
  await expect(page.locator('.diagramm-balken').first()).toHaveAttribute('fill', '#c0392b');
  expect(await ohneQuerscrollen(page)).toBe(true);
  await barrierefrei(page);
});

test('one forecast: an imported estimate is the supplier’s, never a "Prognose"; the contract detail shows the billed year', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '14001');
  await page.goto('/vertrag/1400100101/verbrauch');
  const tabelle = page.getByRole('table', { name: 'Verbräuche je Zeitraum' });
  await expect(tabelle.getByRole('row', { name: /01\.11\.2025 – 01\.11\.2026 .* Schätzung des Lieferanten\/Netzbetreibers/ })).toBeVisible();
  await expect(tabelle.getByRole('row', { name: /01\.11\.2024 – 01\.11\.2025 .* Abrechnung/ })).toBeVisible();
  await expect(tabelle).not.toContainText('Prognose');
  await page.goto('/vertrag/1400100101/detail');
  const verbrauch = page.getByRole('region', { name: 'Verbrauch' });
  await expect(verbrauch).toContainText('01.11.2024 – 01.11.2025');
  await expect(verbrauch).toContainText('GrundlageAbrechnung');
  await expect(verbrauch).not.toContainText('Prognose');
  expect(await ohneQuerscrollen(page)).toBe(true);
  await barrierefrei(page);
});

test('consumption overview without periods shows the empty text', async ({ page }) => {
  await sitzungUebernehmen(page, '50002');
  await page.goto('/vertrag/5005000201/verbrauch');
  await expect(page.getByText('Für diesen Vertrag sind keine Verbräuche in unserem System hinterlegt.')).toBeVisible();
});

test("another customer's contract: the history shows the error text", async ({ page }) => {
  await sitzungUebernehmen(page, '50002');
  await page.goto('/vertrag/5005000101/verbrauchshistorie');
  await expect(page.getByText('Es ist ein unerwarteter Fehler aufgetreten')).toBeVisible();
});

test('demo dynamic contract: 48 hours of 15-minute load priced with market price plus aufschlag', async ({ page }) => {
  await sitzungUebernehmen(page, '10001');
  await page.goto('/vertrag/5000100101/verbrauchshistorie');
  await expect(page.getByRole('heading', { level: 2, name: 'Zeitraum: 17.11.2026 – 18.11.2026' })).toBeVisible();
  // Data up to yesterday: the 24 hours of 17.11.
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(25);
  await expect(page.locator('.diagramm-linie')).toHaveCount(3);
  await expect(page.getByRole('row', { name: /17\.11\.2026 19:00 Uhr [\d,]+ kWh [\d,-]+ ct\/kWh [\d,]+ €/ })).toBeVisible();
  await barrierefrei(page);
});

test('price series before 12:00: step chart of yesterday and today, summary, CSV', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '10001');
  await page.goto('/vertrag/5000100101/preiszeitreihe');
  await expect(page.getByRole('heading', { level: 1, name: 'Preiszeitreihe' })).toBeVisible();
  // A dynamic contract opens on its all-in price; the exchange price is one choice away.
  await page.getByRole('radio', { name: 'Börsenpreis' }).check();
  await expect(page.getByText('Börsenpreise vom 17.11.2026 bis 18.11.2026')).toBeVisible();
  await expect(page.locator('.diagramm-linie')).toHaveCount(1);
  await expect(page.getByText(/^Niedrigster Preis -?[\d,]+ ct\/kWh am 1[78]\.11\.2026 \d\d:\d\d Uhr, höchster Preis/)).toBeVisible();
  expect(await ohneQuerscrollen(page)).toBe(true);
  await barrierefrei(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV herunterladen' }).click()]);
  expect(download.suggestedFilename()).toBe('preiszeitreihe_17.11.2026-18.11.2026.csv');
  const inhalt = (await readFile((await download.path())!)).toString('utf8');
  const zeilen = inhalt.split('\r\n');
  expect(zeilen[0]).toBe('\uFEFFvon;Preis');
  // Two days of quarter hours, then the empty string after the last line end.
  expect(zeilen).toHaveLength(1 + 192 + 1);
  expect(zeilen[1]).toMatch(/^17\.11\.2026 00:00;-?\d+,\d{5}$/);
  expect(zeilen[192]).toMatch(/^18\.11\.2026 23:45;-?\d+,\d{5}$/);
});

test('price page: while the all-in price is on its way, no exchange price stands in its place', async ({ page }) => {
  await sitzungUebernehmen(page, '10001');
  // The batch fails, so every read asks alone (stapel.ts); the all-in call is held until the test lets it go.
  await page.route('**/api/stapel', (r) => r.fulfill({ status: 503, contentType: 'application/json', body: '{"data":"x"}' }));
  let loslassen!: () => void;
  const losgelassen = new Promise<void>((r) => (loslassen = r));
  const boerse = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/preiszeitreihe');
  await page.route((url) => url.pathname === '/api/5000100101/allin-preise', async (r) => {
    await losgelassen;
    await r.fallback();
  });
  await page.goto('/vertrag/5000100101/preiszeitreihe');
  await boerse;
  await expect(page.getByText('Wird geladen …')).toBeVisible();
  await expect(page.getByText(/^Börsenpreise vom/)).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  loslassen();
  await expect(page.getByText('Endpreise vom 17.11.2026 bis 18.11.2026')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Endpreis (alles inklusive)' })).toBeChecked();
});

test('price series from 12:00 on: today and tomorrow (the day-ahead prices are known)', async ({ page }) => {
  await page.clock.setSystemTime(new Date('2026-11-18T12:30:00+01:00'));
  await sitzungUebernehmen(page, '10001');
  await page.goto('/vertrag/5000100101/preiszeitreihe');
  await page.getByRole('radio', { name: 'Börsenpreis' }).check();
  await expect(page.getByText('Börsenpreise vom 18.11.2026 bis 19.11.2026')).toBeVisible();
  await page.getByText('Alle Preise als Tabelle').click();
  await expect(page.getByRole('row', { name: /19\.11\.2026 23:45 Uhr/ })).toBeVisible();
});
