import { anmelden, barrierefrei, expect, HANDY, ohneQuerscrollen, sitzungUebernehmen, test } from '../support/test.ts';

// § 40b EnWG billing information. "Now" is 2026-11-18, past the fifth day after October. Customer 46001
// (e2e/fixtures/abrechnungsinformation.json): contract 4600100001 has two October days of hourly values
// (48 × 0.5 kWh = 24 kWh at 0.30 € gross), so the server's monthly job makes a provisional October
// information; contract 4600100002 has readings only (1,000 kWh HT and 400 kWh NT since 1 January).

test('the monthly job makes October, announced in the centre; the list and one information at 360 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(HANDY);
  await anmelden(page, '46001');
  // The scheduler's first pass runs at the server's start (shared/zeitplan); the job may still be at work.
  await expect(async () => {
    await page.goto('/benachrichtigungen');
    await expect(page.getByText('Ihre Abrechnungsinformation für Oktober 2026 ist da').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await barrierefrei(page);

  await page.goto('/vertrag/4600100001/detail');
  await page.getByRole('link', { name: 'Abrechnungsinformationen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Abrechnungsinformationen' })).toBeVisible();
  const eintrag = page.getByRole('listitem').filter({ hasText: 'Oktober 2026' });
  // 24 kWh × 0.30 € = 7.20 €; base price 31 × 10 × 12 / 365 = 10.19 €: 17.39 €; instalment 80 € on 20.10.
  await expect(eintrag).toContainText('Kosten 17,39 € · Guthaben 62,61 € · vorläufig');
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);

  await eintrag.getByRole('link', { name: 'Oktober 2026' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Abrechnungsinformation' })).toBeVisible();
  await expect(page.getByText(/Vorläufig: Es fehlen noch Messwerte/)).toBeVisible();
  const betrag = page.getByRole('region', { name: 'So setzt sich der Betrag zusammen' });
  await expect(betrag.getByRole('listitem').filter({ hasText: 'Kosten brutto (inkl. 19 % USt.)' })).toContainText('17,39 €');
  await expect(betrag.getByRole('listitem').filter({ hasText: 'Guthaben' }).last()).toContainText('62,61 €');
  await expect(betrag.getByText(/Grundpreis: der monatliche Grundpreis anteilig/)).toBeVisible();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Als PDF herunterladen' }).click();
  expect((await download).suggestedFilename()).toBe('Abrechnungsinformation-2026-10.pdf');

  // It is under Dokumente too.
  await page.goto('/dokumente');
  await expect(page.getByText('Abrechnungsinformation Oktober 2026')).toBeVisible();
});

test('on request from readings: 201 with the period, then 409 with the date from which it is possible', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '46001');
  await page.goto('/vertrag/4600100002/verbrauch');
  await page.getByRole('link', { name: 'Abrechnungsinformationen' }).click();
  await expect(page.getByText('Für diesen Vertrag liegt noch keine Abrechnungsinformation vor.')).toBeVisible();
  const knopf = page.getByRole('button', { name: 'Abrechnungsinformation anfordern' });
  await knopf.click();
  await expect(page.getByText('Ihre Abrechnungsinformation wurde erstellt.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '01.01.2026 – 09.11.2026' })).toContainText('Kosten 482,90 € · Guthaben 317,10 €');
  await barrierefrei(page);
  await knopf.click();
  await expect(page.getByText('Sie können die nächste Abrechnungsinformation ab dem 18.02.2027 anfordern.')).toBeVisible();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
});
