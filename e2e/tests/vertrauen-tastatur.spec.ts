import { anmelden, barrierefrei, expect, HANDY, test } from '../support/test.ts';

// The phone menu closes on Escape and on a click outside, and gives focus back to "Menü";
// after a move to another screen, focus stands on that screen's heading.
test('the phone menu closes on Escape and a click outside, focus back on "Menü"', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await anmelden(page, '10001');
  const menue = page.getByRole('button', { name: 'Menü' });
  await menue.click();
  await expect(menue).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Dokumente' }).focus();
  await page.keyboard.press('Escape');
  await expect(menue).toHaveAttribute('aria-expanded', 'false');
  await expect(menue).toBeFocused();

  await menue.click();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Verträge' })).toBeVisible();
  // Outside the menu on content that takes no focus itself (the home page's cards hold links and buttons).
  await page.getByRole('heading', { level: 2 }).first().click();
  await expect(menue).toHaveAttribute('aria-expanded', 'false');
  await expect(menue).toBeFocused();
  await barrierefrei(page);
});

test('after a route change the new screen’s heading has focus', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await anmelden(page, '10001');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Verträge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verträge' })).toBeFocused();
  await page.keyboard.press('Tab');
  // Tab goes on from the heading into the screen, not back to the top of the page.
  await expect(page.locator('main')).toContainText(await page.evaluate(() => document.activeElement?.textContent ?? 'x'));
  await barrierefrei(page);
});
