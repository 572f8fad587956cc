import { betriebTexte } from '@ekp/contract';
import { PASSWORT } from '../support/konstanten.ts';
import { expect, test } from '../support/test.ts';

// While the database is unreachable the server answers 503 with the outage text
// (packages/server/src/db/ausfall.test.ts); the browser shows that text, not the general fault.
test('the login shows the outage text when the server answers 503', async ({ page }) => {
  await page.route('**/api/anschlussnutzer/login', (route) =>
    route.fulfill({ status: 503, headers: { 'retry-after': '30' }, contentType: 'application/json', body: JSON.stringify({ data: betriebTexte.voruebergehendNichtErreichbar }) }),
  );
  await page.goto('/anmelden');
  await page.getByLabel('Kundennummer').fill('19001');
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORT);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText(betriebTexte.voruebergehendNichtErreichbar);
  await expect(page).toHaveURL('/anmelden');
});

test('health and ready answer as JSON without a session', async ({ request }) => {
  expect(await (await request.get('/api/health')).json()).toEqual({ status: 'ok' });
  const ready = await request.get('/api/ready');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'bereit', datenbank: 'ok', migrationen: 'ok' });
});
