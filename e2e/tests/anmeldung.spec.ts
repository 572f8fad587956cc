import { authTexte } from '@ekp/contract';
import { anmelden, barrierefrei, expect, HANDY, ohneQuerscrollen, test } from '../support/test.ts';
import { PASSWORT } from '../support/konstanten.ts';

// Login, its error texts, the blocked page and logout (customers in e2e/fixtures/grundlage.json).

test('a customer logs in with the prefixed number field and lands on the home page', async ({ page }) => {
  await page.goto('/anmelden');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('.feld-praefix')).toHaveText('SWM-');
  await expect(page.getByText('Ihre Kundennummer und Ihr Erstpasswort finden Sie')).toBeVisible();
  const knopf = page.getByRole('button', { name: 'Anmelden' });
  await page.getByLabel('Kundennummer').fill('19001');
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORT);
  // SPEC §5: with terms configured the button waits for the checkbox.
  await expect(knopf).toBeDisabled();
  await page.getByRole('checkbox', { name: /Nutzungsbedingungen/ }).check();
  await expect(knopf).toBeEnabled();
  await barrierefrei(page);
  await knopf.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Anna Anmeldung' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Abmelden' })).toBeVisible();
  const { gespeichert, jetzt } = await page.evaluate(() => ({ gespeichert: JSON.parse(localStorage.getItem('ekp-token') ?? 'null'), jetzt: Date.now() }));
  expect(gespeichert).toMatchObject({ kundennummer: '19001', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  // SPEC §4: the expiry is now plus the ttl header (900 s).
  expect(Date.parse(gespeichert.ablaufdatum) - jetzt).toBeGreaterThan(890_000);
});

test('a wrong password shows the server text and keeps the visitor logged out', async ({ page }) => {
  await page.goto('/anmelden');
  await page.getByLabel('Kundennummer').fill('19001');
  await page.getByLabel('Passwort', { exact: true }).fill('Falsch2026!');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText(authTexte.anmeldung.falscheZugangsdaten);
  await expect(page).toHaveURL('/anmelden');
  expect(await page.evaluate(() => localStorage.getItem('ekp-token'))).toBeNull();
  await barrierefrei(page);
});

test('a customer without portal access sees the blocked page after 702 and can go back', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await page.goto('/anmelden');
  await page.getByLabel('Kundennummer').fill('19003');
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORT);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/portal/gesperrt');
  await expect(page.getByText(authTexte.portalGesperrt.text)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ekp-token'))).toBeNull();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
  await page.getByRole('link', { name: 'Zurück zur Anmeldung' }).click();
  await expect(page).toHaveURL('/anmelden');
});

test('logout ends the session: back to login, and the old token no longer works', async ({ page, request }) => {
  await anmelden(page, '19001');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('ekp-token')!).token as string);
  const abgemeldet = page.waitForResponse('**/api/anschlussnutzer/logout');
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL('/anmelden');
  expect(await page.evaluate(() => localStorage.getItem('ekp-token'))).toBeNull();
  // The portal does not wait for the logout's answer; the server has ended the session once it is there.
  expect((await abgemeldet).status()).toBe(204);
  const res = await request.get('/api/token/refresh', { headers: { token, kundennummer: '19001' } });
  expect(res.status()).toBe(401);
  await page.goto('/');
  await expect(page).toHaveURL('/anmelden');
});

test('logout forgets the session in the browser at once, even when the server never answers', async ({ page }) => {
  await anmelden(page, '19001');
  // A logout that hangs (a server or network that stalls): the customer must not stay signed in meanwhile.
  await page.route('**/api/anschlussnutzer/logout', () => new Promise(() => {}));
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL('/anmelden');
  expect(await page.evaluate(() => localStorage.getItem('ekp-token'))).toBeNull();
  await page.goto('/vertraege');
  await expect(page).toHaveURL('/anmelden?ziel=%2Fvertraege');
});

test('the login screen works at 360 px without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await page.goto('/anmelden');
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
});
