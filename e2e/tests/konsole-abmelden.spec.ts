import { serviceTexte } from '@ekp/contract';
import { konsoleAnmelden } from '../support/konsole.ts';
import { expect, test } from '../support/test.ts';

// Decision 0249 for the staff: a logout that stalls must not leave the console signed in at a shared desk.
// The console's sign-in may wait for the next 30-second TOTP step (support/konsole.ts), as in the other console files.
test.describe.configure({ timeout: 90_000 });
test('the console forgets the staff session at once on Abmelden, even when the server never answers', async ({ page }) => {
  await konsoleAnmelden(page);
  // Held forever, so the worker's shared staff session stays valid on the server for the other tests.
  await page.route('**/api/service/abmelden', () => new Promise(() => {}));
  await page.getByRole('button', { name: serviceTexte.anmeldung.abmelden }).click();
  await expect(page).toHaveURL('/service/anmelden');
  expect(await page.evaluate(() => sessionStorage.getItem('ekp-service'))).toBeNull();
  await expect(page.getByLabel(serviceTexte.anmeldung.kennung)).toBeVisible();
});
