import { kontoTexte } from '@ekp/contract';
import { PASSWORT } from '../support/konstanten.ts';
import { anmelden, barrierefrei, expect, HANDY, ohneQuerscrollen, test } from '../support/test.ts';

test('adds a bank account: the live IBAN check fills the bank and clears it again on a wrong IBAN', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await anmelden(page, '60003');
  await page.goto('/daten/uebersicht');
  await page.getByRole('link', { name: 'Neue Bankverbindung anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bankverbindung editieren' })).toBeVisible();
  await expect(page.getByLabel('Ich erlaube den Lastschrifteinzug', { exact: false })).toBeChecked();
  await expect(page.getByLabel('BIC')).toHaveAttribute('readonly', '');
  await barrierefrei(page);

  await page.getByLabel('Kontoinhaber').fill('Berta Bank');
  const iban = page.getByLabel('IBAN');
  await iban.fill('0250 0105 1701 3707 5030');
  await expect(page.getByLabel('Bank', { exact: true })).toHaveValue('ING-DiBa');
  await expect(page.getByLabel('BIC')).toHaveValue('INGDDEFFXXX');
  await expect(page.getByLabel('BLZ')).toHaveValue('50010517');
  await expect(page.getByLabel('Kontonummer')).toHaveValue('0137075030');
  await expect(page.getByText('Die IBAN ist gültig.')).toBeVisible();

  await iban.fill('0250 0105 1701 3707 5031');
  await expect(page.getByText('Die Prüfziffer der IBAN stimmt nicht.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Bank', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('BIC')).toHaveValue('');
  await iban.fill('02500105170137075030');
  await expect(page.getByLabel('Bank', { exact: true })).toHaveValue('ING-DiBa');
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
  // Issue 26: a new bank account needs the current password.
  await page.getByLabel(kontoTexte.aktuellesPasswort).fill(PASSWORT);
  await page.getByRole('button', { name: 'Speichern' }).click();

  await expect(page).toHaveURL(/\/daten\/uebersicht$/);
  await expect(page.getByText('Die Bankverbindung wurde gespeichert.')).toBeVisible();
  await expect(page.getByText('Aktuell haben Sie keine gültige Bankverbindung hinterlegt. Ihre neue Bankverbindung gilt ab dem 19.11.2026.')).toBeVisible();
  await page.getByRole('link', { name: 'Alle Bankverbindungen anzeigen' }).click();
  const konto = page.getByRole('listitem').filter({ hasText: 'DE02 5001 0517 0137 0750 30' });
  await expect(konto).toContainText('ING-DiBa');
  await expect(konto).toContainText(/EKP-60003-[A-Z2-9]{10}/);
  await barrierefrei(page);
});
