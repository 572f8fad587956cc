import { anmelden, barrierefrei, expect, HANDY, ohneQuerscrollen, sitzungUebernehmen, test } from '../support/test.ts';

// The branded login, the phone menu, empty states with a next action.

test('8: the login shows the tenant logo and name above the form, which fills a phone', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await page.goto('/anmelden');
  const marke = page.locator('.marke');
  await expect(marke.getByText('Stadtwerke Musterstadt')).toBeVisible();
  await expect(marke.locator('img')).toBeVisible();
  const [markeBox, formBox] = [await marke.boundingBox(), await page.locator('form').boundingBox()];
  expect(markeBox!.y + markeBox!.height).toBeLessThanOrEqual(formBox!.y);
  // Full width: the form spans its card's content box (no 32rem cap) on a phone.
  const breiten = await page.locator('form').evaluate((f) => ({ form: f.getBoundingClientRect().width, karte: f.parentElement!.clientWidth }));
  expect(breiten.form).toBeGreaterThan(breiten.karte - 40);
  await expect(page.getByText('Ihre Kundennummer und Ihr Erstpasswort finden Sie auf Ihrem Begrüßungsschreiben.')).toBeVisible();
  await page.getByLabel('Kundennummer').fill('14001');
  await page.getByLabel('Passwort', { exact: true }).fill('falsch-falsch');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
});

test('9: on a phone a menu button discloses the navigation; a desktop keeps the bar', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await anmelden(page, '14001');
  const menue = page.getByRole('button', { name: 'Menü' });
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(menue).toHaveAttribute('aria-expanded', 'false');
  await expect(navigation.getByRole('link', { name: 'Verträge' })).toBeHidden();
  await menue.click();
  await expect(menue).toHaveAttribute('aria-expanded', 'true');
  await navigation.getByRole('link', { name: 'Verträge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verträge' })).toBeVisible();
  // A new page closes the menu again.
  await expect(menue).toHaveAttribute('aria-expanded', 'false');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menue).toBeHidden();
  await expect(navigation.getByRole('link', { name: 'Dokumente' })).toBeVisible();
});

test('11: an empty state says what helps and offers the next action', async ({ page }) => {
  await sitzungUebernehmen(page, '50002');
  await page.goto('/vertrag/5005000201/verbrauch');
  const leer = page.getByRole('status').filter({ hasText: 'Für diesen Vertrag sind keine Verbräuche in unserem System hinterlegt.' });
  await expect(leer).toContainText('Sobald ein Zählerstand abgelesen oder geschätzt wurde, zeigen wir hier Ihren Verbrauch.');
  await leer.getByRole('link', { name: 'Zählerstand erfassen' }).click();
  await expect(page).toHaveURL(/\/vertrag\/5005000201\/ablesung$/);
});
