import { barrierefrei, expect, HANDY, ohneQuerscrollen, sitzungUebernehmen, test } from '../support/test.ts';

test('adds a billing address in Postfach mode, prefilled from the current one', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '60002');
  await page.goto('/daten/uebersicht');
  await page.getByRole('link', { name: 'Rechnungsadresse ändern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rechnungsadresse ändern' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Straße' })).toHaveValue('Lindenallee');
  await expect(page.getByLabel('Land')).toHaveValue('Deutschland');
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);

  await page.getByRole('radio', { name: 'Postfach' }).check();
  await expect(page.getByRole('textbox', { name: 'Straße' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte geben Sie das Postfach an (mindestens 3 Zeichen).')).toBeVisible();
  await page.getByRole('textbox', { name: 'Postfach' }).fill('4711');
  await page.getByLabel('Postleitzahl').fill('123');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Postleitzahl muss aus 4 oder 5 Ziffern bestehen.')).toBeVisible();
  await page.getByLabel('Postleitzahl').fill('12399');
  await barrierefrei(page);
  await page.getByRole('button', { name: 'Speichern' }).click();

  await expect(page).toHaveURL(/\/daten\/uebersicht$/);
  await expect(page.getByText('Die Rechnungsadresse wurde gespeichert.')).toBeVisible();
  await page.getByRole('link', { name: 'Alle Rechnungsadressen anzeigen' }).click();
  const neu = page.getByRole('listitem').filter({ hasText: 'Gültig ab 19.11.2026' });
  await expect(neu).toContainText('4711');
  await expect(neu).toContainText('12399 Musterstadt');
  await expect(neu).not.toContainText('Lindenallee');
  await expect(page.getByRole('listitem').filter({ hasText: 'Lindenallee' })).toContainText('18.11.2026');
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
});
