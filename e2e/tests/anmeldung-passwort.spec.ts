import { authTexte } from '@ekp/contract';
import type { Page } from '@playwright/test';
import { linkAusMail } from '../support/mails.ts';
import { anmelden, barrierefrei, expect, HANDY, ohneQuerscrollen, test } from '../support/test.ts';
import { PASSWORT } from '../support/konstanten.ts';

// Forced and voluntary password change, and forgot password → mail → link → new password.

async function loginVersuchen(page: Page, kundennummer: string, passwort: string): Promise<void> {
  await page.goto('/anmelden');
  await page.getByLabel('Kundennummer').fill(kundennummer);
  await page.getByLabel('Passwort', { exact: true }).fill(passwort);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

test('after 700 only the change-password screen is reachable; changing the password leads home', async ({ page }) => {
  await loginVersuchen(page, '19002', PASSWORT);
  await expect(page).toHaveURL('/aendere/passwort');
  const { sitzung, jetzt } = await page.evaluate(() => ({ sitzung: JSON.parse(localStorage.getItem('ekp-token')!), jetzt: Date.now() }));
  expect(sitzung).toMatchObject({ token: '', kundennummer: '19002' });
  // SPEC §4: the forced state lives 300 seconds.
  expect(Date.parse(sitzung.ablaufdatum) - jetzt).toBeLessThanOrEqual(300_000);
  expect(Date.parse(sitzung.ablaufdatum) - jetzt).toBeGreaterThan(290_000);
  await barrierefrei(page);

  const knopf = page.getByRole('button', { name: 'Passwort ändern' });
  await page.getByLabel('Altes Passwort').fill(PASSWORT);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('kurz');
  await expect(page.getByText(authTexte.passwort.zuKurz)).toBeVisible();
  await expect(page.locator('.staerke')).toHaveCount(0);
  // SPEC §5/§9 strength bar from 8 characters: 5, 55, 100 percent.
  await page.getByLabel('Neues Passwort', { exact: true }).fill('abcdefgh');
  await expect(page.locator('[data-prozent]')).toHaveAttribute('data-prozent', '5');
  await page.getByLabel('Neues Passwort', { exact: true }).fill('abcdefg1');
  await expect(page.locator('[data-prozent]')).toHaveAttribute('data-prozent', '55');
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Sonnig-Wiesenweg€2026');
  await expect(page.locator('[data-prozent]')).toHaveAttribute('data-prozent', '100');
  await expect(page.getByText('Passwortstärke: stark')).toBeVisible();
  await expect(page.getByText(authTexte.passwort.hinweisStark)).toBeVisible();
  await page.getByLabel('Neues Passwort (wiederholen)').fill('Sonnig-Wiesenweg€202');
  await expect(page.getByText(authTexte.passwort.ungleich)).toBeVisible();
  await expect(knopf).toBeDisabled();
  await page.getByLabel('Neues Passwort (wiederholen)').fill('Sonnig-Wiesenweg€2026');
  await expect(knopf).toBeEnabled();
  await barrierefrei(page);
  await knopf.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Paula Pflichtwechsel' })).toBeVisible();
  await expect(page).toHaveURL('/');
  const neu = await page.evaluate(() => JSON.parse(localStorage.getItem('ekp-token')!));
  expect(neu.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // The new password (with a character beyond Latin-1) works for the next login; the old one does not.
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await loginVersuchen(page, '19002', 'Sonnig-Wiesenweg€2026');
  await expect(page).toHaveURL('/');
});

test('cancelling the forced change logs out and returns to the login', async ({ page }) => {
  await loginVersuchen(page, '19008', PASSWORT);
  await expect(page).toHaveURL('/aendere/passwort');
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page).toHaveURL('/anmelden');
  expect(await page.evaluate(() => localStorage.getItem('ekp-token'))).toBeNull();
});

test('the voluntary change shows the server text on failure, cancels back, and works at 360 px', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await anmelden(page, '19007');
  await page.getByRole('link', { name: 'Passwort ändern' }).click();
  await expect(page).toHaveURL('/passwort/aendern');
  await expect(page.getByText(authTexte.anmeldung.kennwortAendernErforderlich)).toHaveCount(0);
  await page.getByLabel('Altes Passwort').fill('Nicht-das-alte1');
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Frisch2026!x');
  await page.getByLabel('Neues Passwort (wiederholen)').fill('Frisch2026!x');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByRole('alert')).toHaveText(authTexte.passwortAendern.altesFalsch);
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
  // SPEC §4: the voluntary variant goes back in history and stays logged in.
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
});

test('forgot password: the mailed link sets a new password that then logs in', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await page.goto('/anmelden');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL('/passwort/vergessen');
  const senden = page.getByRole('button', { name: 'Senden' });
  await expect(senden).toBeDisabled();
  await page.getByLabel('Kundennummer').fill('   ');
  await expect(senden).toBeDisabled();
  await page.getByLabel('Kundennummer').fill('19004');
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
  await senden.click();
  await expect(page.getByText(authTexte.passwortVergessen.erfolg)).toBeVisible();
  await expect(page.getByLabel('Kundennummer')).toHaveCount(0);
  await barrierefrei(page);

  const link = await linkAusMail('kunde19004@example.org');
  expect(link.pathname).toBe('/passwort/erneuern');
  // The tenant's renewal URL names port 3000; the test server listens elsewhere, so keep path and token.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort erneuern' })).toBeVisible();
  // A page reached from a mail shows whose portal it is before it asks for a password.
  await expect(page.locator('.marke').getByText('Stadtwerke Musterstadt')).toBeVisible();
  const speichern = page.getByRole('button', { name: 'Passwort speichern' });
  // Only the server knows the common passwords; it refuses one at the field and the link stays usable.
  await page.getByLabel('Neues Passwort', { exact: true }).fill('password');
  await page.getByLabel('Neues Passwort (wiederholen)').fill('password');
  await speichern.click();
  await expect(page.locator('#neues-passwort-fehler')).toHaveText(authTexte.passwort.haeufig);
  await expect(page.getByLabel('Neues Passwort', { exact: true })).toBeFocused();
  await expect(page.getByText(authTexte.passwortErneuern.fehler)).toHaveCount(0);
  await expect(speichern).toBeDisabled();
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Neu-Laterne-2026');
  await page.getByLabel('Neues Passwort (wiederholen)').fill('Neu-Laterne-202');
  await expect(page.getByText(authTexte.passwort.ungleich)).toBeVisible();
  await expect(speichern).toBeDisabled();
  await page.getByLabel('Neues Passwort (wiederholen)').fill('Neu-Laterne-2026');
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
  await speichern.click();
  await expect(page.getByText(authTexte.passwortErneuern.erfolg)).toBeVisible();
  await expect(page.getByLabel('Neues Passwort', { exact: true })).toHaveCount(0);
  await barrierefrei(page);

  // The link works once only.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Nochmal-Laterne-2026');
  await page.getByLabel('Neues Passwort (wiederholen)').fill('Nochmal-Laterne-2026');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('alert')).toHaveText(authTexte.passwortErneuern.fehler);
  await barrierefrei(page);

  await page.getByRole('link', { name: 'Zurück zur Anmeldung' }).click();
  await anmelden(page, '19004', 'Neu-Laterne-2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Vera Vergessen' })).toBeVisible();
});

test('forgot password shows the SPEC texts for an unknown number and for a blocked customer', async ({ page }) => {
  await page.goto('/passwort/vergessen');
  await page.getByLabel('Kundennummer').fill('19999');
  await page.getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByRole('alert')).toHaveText(authTexte.passwortVergessen.unbekannt);
  await page.getByLabel('Kundennummer').fill('19009');
  await page.getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByRole('alert')).toHaveText(authTexte.passwortVergessen.unbekannt);
  await page.getByLabel('Kundennummer').fill('19003');
  await page.getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByRole('alert')).toHaveText(authTexte.passwortVergessen.keinZugang);
  await expect(page.getByRole('button', { name: 'Senden' })).toBeVisible();
  await barrierefrei(page);
});

test('a reset link without a token says so and offers a new link', async ({ page }) => {
  await page.goto('/passwort/erneuern');
  await expect(page.getByRole('alert')).toHaveText(authTexte.passwortErneuern.fehler);
  await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toBeVisible();
  await barrierefrei(page);
});
