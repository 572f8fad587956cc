import { anmelden, barrierefrei, expect, sitzungUebernehmen, test } from '../support/test.ts';

// SPEC §4: the contract detail's billing-address and bank sections in their three cases.
test('contract detail sections: current one, none at all, only older ones', async ({ page }) => {
  await anmelden(page, '60007');
  const abschnitt = (name: string) => page.getByRole('region', { name });

  await page.goto('/vertrag/6000700001/detail');
  await expect(abschnitt('Abweichende Rechnungsadresse')).toContainText('Detailgasse 7');
  await expect(abschnitt('Abweichende Bankverbindung')).toContainText('DE89 3704 0044 0532 0130 00');
  await expect(abschnitt('Abweichende Rechnungsadresse').getByRole('link', { name: 'Rechnungsadresse festlegen' })).toHaveCount(0);
  await barrierefrei(page);

  await page.goto('/vertrag/6000700002/detail');
  for (const art of ['Rechnungsadresse', 'Bankverbindung']) {
    const a = abschnitt(`Abweichende ${art}`);
    await expect(a).toContainText(`Für diesen Vertrag ist keine abweichende ${art} hinterlegt. Es gilt Ihre allgemeine ${art}.`);
    await expect(a.getByRole('link', { name: `${art} festlegen` })).toBeVisible();
    await expect(a.getByRole('link', { name: /^Alle .* anzeigen$/ })).toHaveCount(0);
  }

  await page.goto('/vertrag/6000700003/detail');
  const alt = abschnitt('Abweichende Bankverbindung');
  await expect(alt.getByRole('link', { name: 'Bankverbindung festlegen' })).toBeVisible();
  await alt.getByRole('link', { name: 'Alle Bankverbindungen anzeigen' }).click();
  await expect(page).toHaveURL(/\/vertrag\/6000700003\/bankverbindungen$/);
  await expect(page.getByRole('listitem').filter({ hasText: '30.06.2025' })).toBeVisible();
  await barrierefrei(page);
});

// A contract's own entry that starts tomorrow shows right after saving, not "none".
test('a contract’s billing address that starts tomorrow shows as "Ab … gilt"', async ({ page }) => {
  await sitzungUebernehmen(page, '60007');
  await page.goto('/vertrag/6000700002/detail');
  const a = page.getByRole('region', { name: 'Abweichende Rechnungsadresse' });
  await a.getByRole('link', { name: 'Rechnungsadresse festlegen' }).click();
  await page.getByLabel('Anrede').selectOption('Frau');
  await page.getByLabel('Vorname').fill('Greta');
  await page.getByLabel('Nachname').fill('Morgen');
  await page.getByRole('textbox', { name: 'Straße' }).fill('Zukunftsweg');
  await page.getByRole('textbox', { name: 'Hausnummer' }).fill('1');
  await page.getByLabel('Postleitzahl').fill('12345');
  await page.getByLabel('Ort').fill('Musterstadt');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Rechnungsadresse wurde gespeichert.')).toBeVisible();
  await page.goto('/vertrag/6000700002/detail');
  await expect(a).toContainText(/Ab 19\.11\.2026 gilt:\s*.*Zukunftsweg 1/);
  await expect(a).toContainText('Bis dahin gilt Ihre allgemeine Rechnungsadresse.');
  await expect(a).not.toContainText('keine abweichende Rechnungsadresse');
  await barrierefrei(page);
});
