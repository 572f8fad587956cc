import { E2E_PORT } from '../support/konstanten.ts';
import { barrierefrei, expect, HANDY, ohneQuerscrollen, test } from '../support/test.ts';

// Exchange prices fetched from Energy-Charts carry its licence (CC BY 4.0), so the price chart
// names the source under it. Fixtures: e2e/fixtures/marktpreise.nordlicht.json (customer 28002 of the second
// tenant, whose products are hourly) and boersenpreise.nordlicht.energy-charts, a recorded Energy-Charts
// answer for 18.11.2026 in quarter hours, stored by the e2e server as `npm run preise -- import` does.
const NORDLICHT = `http://nordlicht.localhost:${E2E_PORT}`;

test('at 360 px the price chart names Energy-Charts and its licence, with hourly means of the quarter hours', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await page.goto(`${NORDLICHT}/anmelden`);
  await page.getByLabel('Kundennummer').fill('28002');
  await page.getByLabel('Passwort', { exact: true }).fill('Morgenrot-Laterne-26');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Willkommen/ })).toBeVisible();
  await page.goto(`${NORDLICHT}/vertrag/6006000201/preiszeitreihe`);
  await expect(page.getByText('Börsenstrompreise: Energy-Charts (Fraunhofer ISE), Daten der Bundesnetzagentur | SMARD.de, Lizenz CC BY 4.0')).toBeVisible();
  // The tenant's products are hourly: 18.11.2026 has 24 prices, each the mean of its four quarter hours.
  await page.getByText('Alle Preise als Tabelle').click();
  const tabelle = page.getByRole('table', { name: 'Börsenpreise je Intervall' });
  await expect(tabelle.getByRole('row', { name: /^18\.11\.2026/ })).toHaveCount(24);
  // 00:00–01:00: (42.72 + 45.25 + 47.93 + 50.76) / 4 = 46.665 EUR/MWh; the first quarter hour alone would be 4,27.
  await expect(tabelle.getByRole('row', { name: '18.11.2026 00:00 Uhr 4,67 ct/kWh' })).toBeVisible();
  expect(await ohneQuerscrollen(page)).toBe(true);
  await barrierefrei(page);
});
