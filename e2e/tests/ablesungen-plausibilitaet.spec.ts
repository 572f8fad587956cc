import { barrierefrei, expect, HANDY, ohneQuerscrollen, sitzungUebernehmen, test } from '../support/test.ts';

// Customers of e2e/fixtures/ablesungen.json; today is 18.11.2026.

test('a two-channel HT/NT meter takes one value per channel; the list names the registers HT and NT', async ({ page }) => {
  await sitzungUebernehmen(page, '40003');
  await page.goto('/vertrag/4000300101/ablesung');
  const senden = page.getByRole('button', { name: 'Ablesung übermitteln' });
  await page.getByLabel('Zählerstand HT in kWh').fill('32500,4');
  await expect(senden).toBeDisabled();
  await page.getByLabel('Zählerstand NT in kWh').fill('13050');
  await expect(senden).toBeEnabled();
  await barrierefrei(page);
  await senden.click();
  await expect(page).toHaveURL(/\/vertrag\/4000300101\/ablesungen$/);
  const neueste = page.getByRole('row').nth(1);
  await expect(neueste).toContainText('HT: 32500,4 kWh');
  await expect(neueste).toContainText('NT: 13050,0 kWh');
  // No warning had shown: both values were plausible.
  await expect(page.getByText('Bitte prüfen Sie Ihre Eingabe.')).toHaveCount(0);
});

test('an implausible value shows a warning with the expected range; the customer may still submit', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '40004');
  await page.goto('/vertrag/4000400101/ablesung');
  const wert = page.getByLabel('Zählerstand in kWh');
  await wert.fill('7000');
  const warnung = page.getByRole('status').filter({ hasText: 'Bitte prüfen Sie Ihre Eingabe.' });
  await expect(warnung).toContainText('Der Wert ist kleiner als die letzte Ablesung vom 20.08.2026 (10400,0).');
  await expect(warnung).toContainText(/Erwartet wird ein Zählerstand zwischen \d+,\d und \d+,\d\./);
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);

  // A plausible value makes the warning go away.
  await wert.fill('11200');
  await expect(warnung).toHaveCount(0);
  await wert.fill('7000');
  await expect(warnung).toBeVisible();

  await page.getByRole('button', { name: 'Ablesung übermitteln' }).click();
  await expect(page).toHaveURL(/\/vertrag\/4000400101\/ablesungen$/);
  await expect(page.getByRole('row').nth(1)).toContainText('7000,0 kWh');
});

test('the contract detail shows only the latest reading, with links to the list and to a new reading', async ({ page }) => {
  await sitzungUebernehmen(page, '40001');
  await page.goto('/vertrag/4000100101/detail');
  const abschnitt = page.getByRole('region', { name: 'Ablesung', exact: true });
  await expect(abschnitt.getByText('Zählernummer')).toBeVisible();
  await expect(abschnitt.getByText('1ESY40001001')).toBeVisible();
  await expect(abschnitt.locator('dd').first()).toHaveText(/\d{2}\.\d{2}\.\d{4}/);
  await abschnitt.getByRole('link', { name: 'Alle Ablesungen anzeigen' }).click();
  await expect(page).toHaveURL(/\/vertrag\/4000100101\/ablesungen$/);
  await expect(page.getByRole('row')).not.toHaveCount(0);
});
