import { anmelden, barrierefrei, expect, HANDY, ohneQuerscrollen, test } from '../support/test.ts';

test('login with a demo customer reaches the landing page, accessibly, also at 360 px', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await page.goto('/anmelden');
  await barrierefrei(page);
  await anmelden(page, '10001');
  await expect(page.getByRole('heading', { name: 'Willkommen, Max Mustermann' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zählerstand erfassen', exact: true })).toBeVisible();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
});
