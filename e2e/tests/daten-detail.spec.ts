import { anmelden, barrierefrei, expect, test } from '../support/test.ts';

// SPEC §4: the contract detail's billing-address and bank sections in their three cases.
test('contract detail sections: current one, none at all, only older ones', async ({ page }) => {
  await anmelden(page, '60007');
  const abschnitt = (name: string) => page.getByRole('region', { name });

  await page.goto('/vertrag/6000700001/detail');
  await expect(abschnitt('Abweichende Rechnungsadresse')).toContainText('Detailgasse 7');
  await expect(abschnitt('Abweichende Bankverbindung')).toContainText('DE89 3704 0044 0532 0130 00');
  await expect(abschnitt('Abweichende Rechnungsadresse').getByRole('link', { name: 'Jetzt konfigurieren' })).toHaveCount(0);
  await barrierefrei(page);

  await page.goto('/vertrag/6000700002/detail');
  for (const art of ['Rechnungsadresse', 'Bankverbindung']) {
    const a = abschnitt(`Abweichende ${art}`);
    await expect(a).toContainText(`Für diesen Vertrag ist keine abweichende ${art} hinterlegt. Es gilt Ihre allgemeine ${art}.`);
    await expect(a.getByRole('link', { name: 'Jetzt konfigurieren' })).toBeVisible();
    await expect(a.getByRole('link', { name: /^Alle .* anzeigen$/ })).toHaveCount(0);
  }

  await page.goto('/vertrag/6000700003/detail');
  const alt = abschnitt('Abweichende Bankverbindung');
  await expect(alt.getByRole('link', { name: 'Jetzt konfigurieren' })).toBeVisible();
  await alt.getByRole('link', { name: 'Alle Bankverbindungen anzeigen' }).click();
  await expect(page).toHaveURL(/\/vertrag\/6000700003\/bankverbindungen$/);
  await expect(page.getByRole('listitem').filter({ hasText: '30.06.2025' })).toBeVisible();
  await barrierefrei(page);
});
