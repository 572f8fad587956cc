import { anmelden, barrierefrei, expect, HANDY, ohneQuerscrollen, test } from '../support/test.ts';

// Fixtures: e2e/fixtures/marktdaten.json (customer 28001; contract 6006000101 with a MaLo-ID,
// 6006000102 with a Zählpunkt) and the MSCONS files marktdaten-*.edi: the summer change day 29.03.2026 with
// two substitute quarter hours at 11:00 and a provisional one at 23:45 (marktdaten-sommerzeit-korrektur.edi
// replaces the two by other substitute values: the qualities below stay), and the winter change day 25.10.2026
// with feed-in from 08:00 to 15:00.
test.use({ viewport: HANDY });

test.beforeEach(async ({ page }) => {
  await anmelden(page, '28001');
});

test('at 360 px the history marks a substitute value with its share and says how far the data goes', async ({ page }) => {
  await page.goto('/vertrag/6006000101/verbrauchshistorie?modus=hourly&datum=2026-03-29');
  await expect(page.getByRole('heading', { level: 2, name: /^Zeitraum:/ })).toHaveText('Zeitraum: 28.03.2026 – 29.03.2026');
  await expect(page.getByText('Daten vorhanden bis 30.03.2026 00:00 Uhr; vorläufige Werte können sich noch ändern')).toBeVisible();
  const tabelle = page.getByRole('table');
  await expect(tabelle.getByRole('columnheader', { name: 'Qualität' })).toBeVisible();
  await expect(tabelle.getByRole('row', { name: /29\.03\.2026 11:00 .*Ersatzwert \(50 % gemessen, 50 % Ersatzwert\)/ })).toBeAttached();
  await expect(tabelle.getByRole('row', { name: /29\.03\.2026 23:00 .*vorläufig \(75 % gemessen, 25 % vorläufig\)/ })).toBeAttached();
  // The chart rings the two hours that are not all measured (11:00, 23:00) and says what a ring means.
  await expect(page.locator('.diagramm-markierung')).toHaveCount(2);
  await expect(page.getByText('Stunde mit Ersatz- oder vorläufigen Werten (Ring)')).toBeVisible();
  expect(await ohneQuerscrollen(page)).toBe(true);
  await barrierefrei(page);
});

test('at 360 px feed-in appears beside consumption on the 25-hour day', async ({ page }) => {
  await page.goto('/vertrag/6006000102/verbrauchshistorie?modus=hourly&datum=2026-10-25');
  const tabelle = page.getByRole('table');
  await expect(tabelle.getByRole('columnheader', { name: 'Einspeisung' })).toBeVisible();
  await expect(tabelle.getByRole('row', { name: /25\.10\.2026 10:00 .*2,00 kWh$/ })).toBeAttached();
  // The chart draws feed-in as a dotted line in the consumption chart, and the totals name it.
  await expect(page.getByText('Verbrauch und Einspeisung', { exact: true })).toBeVisible();
  await expect(page.getByText('Einspeisung (kWh)', { exact: true })).toBeVisible();
  await expect(page.locator('path.diagramm-linie[stroke-dasharray="2 3"]')).toHaveCount(1);
  await expect(page.locator('.historie-summe')).toContainText(/eingespeist \d+,\d\d kWh/);
  expect(await ohneQuerscrollen(page)).toBe(true);
  await barrierefrei(page);
});

test('at 360 px the month view hatches the day with substitute values', async ({ page }) => {
  await page.goto('/vertrag/6006000101/verbrauchshistorie?modus=daily&datum=2026-03-29');
  await expect(page.getByRole('table').getByRole('row', { name: /29\.03\.2026 .*Ersatzwert/ })).toBeAttached();
  // One hatched bar: the 29th, the only day of March with values not measured.
  await expect(page.locator('rect.diagramm-balken[data-schraffiert]')).toHaveCount(1);
  await expect(page.getByText('Verbrauch mit Ersatz- oder vorläufigen Werten (schraffiert)')).toBeVisible();
  expect(await ohneQuerscrollen(page)).toBe(true);
  await barrierefrei(page);
});

test('the home page, the contract page and the consumption overview say how far the data goes', async ({ page }) => {
  // One card per contract (the home page after the login), behind each card's "mehr".
  await expect(page.locator('.startseite-mehr > summary')).toHaveCount(2);
  for (const mehr of await page.locator('.startseite-mehr > summary').all()) await mehr.click();
  await expect(page.getByText('30.03.2026 00:00 Uhr; vorläufige Werte können sich noch ändern')).toBeVisible();
  await expect(page.getByText('26.10.2026 00:00 Uhr; vorläufige Werte können sich noch ändern')).toBeVisible();
  await expect(page.getByText('Daten vorhanden bis')).toHaveCount(2);
  await page.goto('/vertrag/6006000102/detail');
  await expect(page.getByText('Daten vorhanden bis 26.10.2026 00:00 Uhr; vorläufige Werte können sich noch ändern')).toBeVisible();
  await page.goto('/vertrag/6006000101/verbrauch');
  await expect(page.getByText('Daten vorhanden bis 30.03.2026 00:00 Uhr; vorläufige Werte können sich noch ändern')).toBeVisible();
  await barrierefrei(page);
});
