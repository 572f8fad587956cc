import { anmelden, barrierefrei, expect, HANDY, ohneQuerscrollen, sitzungUebernehmen, test } from '../support/test.ts';

// Customers 40001–40005 of e2e/fixtures/ablesungen.json; today is 18.11.2026.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const ERFOLG = 'Wir haben Ihre Ablesung erfolgreich entgegen genommen.';

test('a reading with a photo for one contract, at 360 px, lands in its reading list', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '40001');
  await page.goto('/vertrag/4000100101/ablesung');
  await expect(page.getByRole('heading', { level: 1, name: 'Ablesung erfassen' })).toBeVisible();
  await expect(page.getByText('1ESY40001001 – Vertrag 4000100101')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ablesedatum' })).toHaveValue('18. November 2026');

  const senden = page.getByRole('button', { name: 'Ablesung übermitteln' });
  const wert = page.getByLabel('Zählerstand in kWh');
  await expect(wert).toHaveAttribute('placeholder', '000000,0');
  await expect(senden).toBeDisabled();
  await wert.fill('8250,55');
  await expect(page.getByText('Die Ablesung darf höchstens 6 Vorkommastellen und darf maximal 1 Nachkommastelle(n) haben')).toBeVisible();
  await expect(senden).toBeDisabled();
  await wert.fill('8250,5');
  await expect(senden).toBeEnabled();

  // A PDF renamed .png is refused by its bytes.
  const foto = page.getByLabel(/Foto des Zählerstands/);
  await foto.setInputFiles({ name: 'rechnung.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(page.getByText('Das Foto muss ein PNG- oder JPEG-Bild sein.')).toBeVisible();
  await foto.setInputFiles({ name: 'zaehler.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Das Foto muss ein PNG- oder JPEG-Bild sein.')).toHaveCount(0);
  await expect(page.getByText('Gelesen: 100 %')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Vorschau des gewählten Fotos zaehler.png' })).toBeVisible();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);

  await senden.click();
  await expect(page).toHaveURL(/\/vertrag\/4000100101\/ablesungen$/);
  await expect(page.getByText(ERFOLG)).toBeVisible();
  const neueste = page.getByRole('row').nth(1);
  await expect(neueste).toContainText('18.11.2026');
  await expect(neueste).toContainText('8250,5 kWh');
  await expect(neueste).toContainText('Kunde');
  await expect(page.getByRole('row').nth(2)).toContainText('Ersatzwert');
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
});

test('from /ablesung the customer picks one of several meters; a contract without meter is not offered', async ({ page }) => {
  await anmelden(page, '40002');
  await page.getByRole('link', { name: 'Zählerstand erfassen', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ablesung erfassen' })).toBeVisible();
  const zaehler = page.getByLabel('Zähler', { exact: true });
  await expect(zaehler.getByRole('option')).toHaveText([
    'Bitte wählen',
    '1ESY40002001 – Vertrag 4000200101',
    '1ESY40002002 – Vertrag 4000200102',
    '7GAS40002003 – Vertrag 4000200103',
  ]);
  await expect(page.getByRole('button', { name: 'Ablesung übermitteln' })).toBeDisabled();

  await zaehler.selectOption({ label: '1ESY40002002 – Vertrag 4000200102' });
  await expect(page.getByLabel(/Zählerstand HT/)).toBeVisible();
  await zaehler.selectOption({ label: '7GAS40002003 – Vertrag 4000200103' });
  await expect(page.getByLabel(/Zählerstand HT/)).toHaveCount(0);
  const gas = page.getByLabel('Zählerstand in m³');
  await expect(gas).toHaveAttribute('placeholder', '00000,000');
  await gas.fill('3050.125');
  await barrierefrei(page);
  await page.getByRole('button', { name: 'Ablesung übermitteln' }).click();

  // Success goes back to where the customer came from.
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
  await expect(page.getByText(ERFOLG)).toBeVisible();
  await page.goto('/vertrag/4000200103/ablesungen');
  await expect(page.getByRole('row').nth(1)).toContainText('3050,125 m³');
});

test('without a contract with a meter /ablesung says so', async ({ page }) => {
  await sitzungUebernehmen(page, '40005');
  await page.goto('/ablesung');
  await expect(page.getByText('Es liegen keine Verträge vor, zu denen Zähler ermittelt werden können')).toBeVisible();
  await barrierefrei(page);
  await page.goto('/vertrag/4000500101/ablesungen');
  await expect(page.getByText('Es wurden keine Ablesungen gefunden.')).toBeVisible();
});
