import { barrierefrei, expect, HANDY, ohneQuerscrollen, sitzungUebernehmen, test } from '../support/test.ts';

// "Now" is Wednesday 2026-11-18: receipt + six weeks (§41b(5) EnWG) is Wednesday 2026-12-30.
// Customers in e2e/fixtures/umzug-abschlag.json.

test('moving out without continued supply shows the later end date, ends the contract and shows it as gekündigt', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '13201');
  await page.goto('/vertraege');
  await page.getByRole('link', { name: 'Umzug melden für Vertrag 1320100001' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Umzug melden' })).toBeVisible();

  const absenden = page.getByRole('button', { name: 'Umzug melden' });
  await expect(absenden).toBeDisabled();
  await page.getByRole('combobox', { name: 'Auszugsdatum' }).fill('18.11.2026');
  await page.getByLabel('Straße').click();
  await expect(page.getByText('Ein Umzug kann nicht rückwirkend gemeldet werden. Das Auszugsdatum muss frühestens der 19.11.2026 sein.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Auszugsdatum' }).fill('01.12.2026');
  await page.getByLabel('Straße').fill('Neue Straße');
  await page.getByLabel('Hausnummer').fill('5b');
  await page.getByLabel('Postleitzahl').fill('20095');
  await page.getByLabel('Ort').fill('Hamburg');
  await page.getByRole('radio', { name: 'Nein' }).check();
  await expect(page.getByText('Vertragsende: 30.12.2026')).toBeVisible();
  await expect(page.getByText(/Das ist später als Ihr Auszug am 01\.12\.2026, weil für die Kündigung bei Umzug nach § 41b Absatz 5 EnWG eine Frist von sechs Wochen ab Eingang gilt\./)).toBeVisible();

  // A move-out reading with too many digits blocks sending, as on the reading screen.
  await page.getByLabel('Zählerstand Bezug in kWh').fill('1234567');
  await expect(page.getByText('Die Ablesung darf höchstens 6 Vorkommastellen und darf maximal 1 Nachkommastelle(n) haben')).toBeVisible();
  await expect(absenden).toBeDisabled();
  await page.getByLabel('Zählerstand Bezug in kWh').fill('4711,5');
  await expect(absenden).toBeEnabled();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
  await absenden.click();

  await expect(page.getByText('Ihr Umzug für Vertrag 1320100001 wurde gemeldet. Sie erhalten eine Bestätigung per E-Mail.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '30.12.2026' })).toBeVisible();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);

  await page.getByRole('link', { name: 'Zu meinen Verträgen' }).click();
  const karte = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Vertrag 1320100001' }) });
  await expect(karte.getByText('Gekündigt', { exact: true })).toBeVisible();
  await expect(karte.getByText('30.12.2026 (gewünscht)')).toBeVisible();
  await expect(karte.getByRole('link', { name: /^Umzug melden/ })).toHaveCount(0);
});

test('moving with continued supply checks the MaLo-ID and keeps the contract active', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '13202');
  await page.goto('/vertrag/1320200001/detail');
  await page.getByRole('link', { name: 'Umzug melden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Umzug melden' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Auszugsdatum' }).fill('2027-01-15');
  await page.getByLabel('Straße').fill('Seeweg');
  await page.getByLabel('Hausnummer').fill('2');
  await page.getByLabel('Postleitzahl').fill('24103');
  await page.getByLabel('Ort').fill('Kiel');
  await page.getByRole('radio', { name: 'Ja' }).check();
  await page.getByRole('combobox', { name: 'Einzugsdatum' }).fill('2027-01-14');
  await page.getByLabel('Neue Zählernummer (optional)').fill('1ESY99990001');
  const malo = page.getByLabel('Marktlokations-ID (optional)');
  await malo.fill('41373559242');
  await expect(page.getByText('Die Marktlokations-ID muss aus 11 Ziffern bestehen und eine gültige Prüfziffer haben.')).toBeVisible();
  await expect(malo).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Umzug melden' })).toBeDisabled();
  await barrierefrei(page);
  await malo.fill('41373559241');
  await expect(page.getByRole('button', { name: 'Umzug melden' })).toBeEnabled();
  await page.getByRole('button', { name: 'Umzug melden' }).click();

  await expect(page.getByText('Ihr Umzug für Vertrag 1320200001 wurde gemeldet. Sie erhalten eine Bestätigung per E-Mail.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '14.01.2027' })).toBeVisible();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
  await page.goto('/vertraege');
  const karte = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Vertrag 1320200001' }) });
  await expect(karte.getByText('Aktiv', { exact: true })).toBeVisible();
});
