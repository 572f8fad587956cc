import { barrierefrei, expect, HANDY, ohneQuerscrollen, sitzungUebernehmen, test } from '../support/test.ts';

// "Now" is Wednesday 2026-11-18. Contract 1320300001 (e2e/fixtures/umzug-abschlag.json): 3000 kWh in the
// last billed year, forecast 2,998 kWh for the current one at 30 ct/kWh gross (no VAT step; the net case: vertrauen-alltag.spec.ts) + 12 × 10 € = 1019,40 € → recommendation 85 €; the tenant allows 70–200 %
// (60–170 €); the due date 20.11. is less than five days away, so a change takes effect on 20.12.2026.

test('shows the instalment with the recommendation explained, refuses an amount outside the range and records a change', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '13203');
  await page.goto('/vertraege');
  await page.getByRole('link', { name: 'Abschlag ändern für Vertrag 1320300001' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Abschlag ändern' })).toBeVisible();

  const ihr = page.getByRole('region', { name: 'Ihr Abschlag' });
  await expect(ihr.getByText('Aktuell 80,00 € (nächste Abbuchung 20.11.2026), inkl. 19 % USt.', { exact: true })).toBeVisible();
  await expect(ihr.getByText('monatlich')).toBeVisible();
  await expect(ihr.getByText('85 € inkl. 19 % USt.', { exact: true })).toBeVisible();
  await expect(ihr.getByText('60 € bis 170 €')).toBeVisible();
  const rechnung = page.getByRole('region', { name: 'So berechnen wir die Empfehlung' });
  // The recommendation rests on the forecast's p50 (3,000 kWh of the last year carried over with H25).
  await expect(rechnung.getByText('Ihr voraussichtlicher Verbrauch vom 01.11.2026 bis 01.11.2027 (mittlerer Wert unserer Prognose): 2.998 kWh, auf ein Jahr (365 Tage) umgerechnet 2.998 kWh.')).toBeVisible();
  await expect(rechnung.getByText(/Erwartete Kosten der nächsten 12 Monate: 1\.019,40 € inkl\. 19 % USt\., geteilt durch 12 Zahlungen und auf volle Euro aufgerundet: 85 €\./)).toBeVisible();
  await expect(page.getByText('Eine Änderung gilt ab der Fälligkeit am 20.12.2026.')).toBeVisible();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);

  const feld = page.getByLabel('Neuer Abschlag in Euro');
  const aendern = page.getByRole('button', { name: 'Abschlag ändern' });
  await feld.fill('59');
  await expect(page.getByText('Der Abschlag muss zwischen 60 € und 170 € liegen.')).toBeVisible();
  await expect(aendern).toBeDisabled();
  await feld.fill('70');
  await expect(page.getByText(/Ihr Abschlag liegt unter unserer Empfehlung/)).toBeVisible();
  await expect(aendern).toBeEnabled();
  await barrierefrei(page);
  await aendern.click();

  await expect(page.getByText('Ihr neuer Abschlag von 70,00 € gilt ab dem 20.12.2026.')).toBeVisible();
  // The next debit stays 80 €; the new amount shows with the date it starts.
  await expect(ihr.getByText('Aktuell 80,00 € (nächste Abbuchung 20.11.2026) · ab 20.12.2026: 70,00 €, inkl. 19 % USt.', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ihre Änderungen' }).getByRole('listitem')).toHaveText([
    // The server's clock starts at E2E_JETZT (10:00) and runs on: on a slow machine the receipt is a minute later.
    /^80,00 € → 70,00 €, gilt ab 20\.12\.2026 \(eingegangen am 18\.11\.2026 10:0\d Uhr\)$/,
  ]);
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);

  // The change stays after a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Ihre Änderungen' }).getByRole('listitem')).toHaveCount(1);

  // The home card tells the same: what is debited next, and the new amount from its date.
  await page.goto('/');
  const karte = page.locator('.startseite-karte').filter({ hasText: 'Vertragsnummer1320300001' });
  await expect(karte).toContainText('Aktuell 80,00 € (nächste Abbuchung 20.11.2026) · ab 20.12.2026: 70,00 €, monatlich');
  await barrierefrei(page);
});

test('a contract without an instalment says so, linked from the contract detail', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '13203');
  await page.goto('/vertrag/1320300002/detail');
  await page.getByRole('link', { name: 'Abschlag ändern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Abschlag ändern' })).toBeVisible();
  await expect(page.getByText('Für diesen Vertrag ist kein Abschlag hinterlegt.')).toBeVisible();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
});
