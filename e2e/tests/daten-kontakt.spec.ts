import { kontoTexte } from '@ekp/contract';
import { PASSWORT } from '../support/konstanten.ts';
import { barrierefrei, expect, HANDY, ohneQuerscrollen, sitzungUebernehmen, test } from '../support/test.ts';

test('changes the contact data from the data overview and returns there', async ({ page }) => {
  await sitzungUebernehmen(page, '60001');
  await page.goto('/daten/uebersicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Datenübersicht' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Anschlussnutzer' })).toContainText('karl.kontakt@example.org');
  await barrierefrei(page);
  await page.getByRole('link', { name: 'Kontaktdaten ändern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontaktdaten ändern' })).toBeVisible();
  await barrierefrei(page);

  const email = page.getByLabel('E-Mail');
  await email.fill('karl@@example');
  await expect(page.getByText('Die angegebene Email ist ungültig.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aktualisieren' })).toBeDisabled();
  await email.fill('karl.neu@example.org');
  // A new email address needs the current password.
  await page.getByLabel(kontoTexte.aktuellesPasswort).fill(PASSWORT);
  await page.getByLabel('Mobil').fill('0171 2223334');
  await page.getByRole('button', { name: 'Aktualisieren' }).click();

  await expect(page).toHaveURL(/\/daten\/uebersicht$/);
  const abschnitt = page.getByRole('region', { name: 'Anschlussnutzer' });
  await expect(abschnitt).toContainText('karl.neu@example.org');
  await expect(abschnitt).toContainText('0171 2223334');
  // Empty values read "Nicht angegeben" (SPEC §8).
  await expect(abschnitt.getByRole('definition').filter({ hasText: 'Nicht angegeben' }).first()).toBeVisible();
});

test('overview hints for a customer without addresses and bank accounts, at 360 px', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '60006');
  await page.goto('/daten/uebersicht');
  await expect(page.getByText('Aktuell haben Sie keine Rechnungsadresse hinterlegt.')).toBeVisible();
  await expect(page.getByText('Aktuell haben Sie keine Bankverbindung hinterlegt.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Neue Bankverbindung anlegen' })).toBeVisible();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
});

test('sends a contact request with its two rules and shows the success page', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '60006');
  await page.goto('/kontaktanfrage');
  const senden = page.getByRole('button', { name: 'Senden' });
  const text = page.getByLabel('Ihre Nachricht');
  await text.fill('H');
  await expect(page.getByText('Vor dem Senden muss ein Betreff gewählt werden.')).toHaveCount(0);
  await text.fill('Hallo');
  await expect(page.getByText('Vor dem Senden muss ein Betreff gewählt werden.')).toBeVisible();
  await expect(page.getByText('Die Nachricht muss mindestens 20 Zeichen lang sein.')).toBeVisible();
  await expect(senden).toBeDisabled();
  await barrierefrei(page);
  await page.getByLabel('Betreff').selectOption('Frage zur Abrechnung');
  await text.fill('Bitte erklären Sie mir meine letzte Rechnung.');
  await expect(page.getByText('Die Nachricht muss mindestens 20 Zeichen lang sein.')).toHaveCount(0);
  await senden.click();
  // A ticket number on screen, kept in the URL so a reload does not lose it.
  await expect(page).toHaveURL(/\/kontaktanfrageOk\?ticket=T-20261118-[A-Z2-9]{6}$/);
  await expect(page.getByText('Ihre Kontaktanfrage wurde erfolgreich übermittelt.', { exact: false })).toBeVisible();
  await expect(page.getByText(/^Ihre Ticketnummer: T-20261118-[A-Z2-9]{6}\. Bitte geben Sie sie bei Rückfragen an\.$/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Ihre Ticketnummer: T-20261118-/)).toBeVisible();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
  await page.getByRole('link', { name: 'Zur Datenübersicht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Datenübersicht' })).toBeVisible();
});
