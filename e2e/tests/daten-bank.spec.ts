import { kontoTexte } from '@ekp/contract';
import { PASSWORT } from '../support/konstanten.ts';
import { barrierefrei, expect, HANDY, ohneQuerscrollen, sitzungUebernehmen, test } from '../support/test.ts';

test('adds a bank account: the live IBAN check fills the bank and clears it again on a wrong IBAN', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '60003');
  await page.goto('/daten/uebersicht');
  await page.getByRole('link', { name: 'Neue Bankverbindung anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bankverbindung hinzufügen' })).toBeVisible();
  // The mandate is not ticked in advance, and its text (creditor, creditor ID, refund right) stands beside it.
  const mandat = page.getByRole('checkbox', { name: /SEPA-Lastschriftmandat/ });
  await expect(mandat).not.toBeChecked();
  await expect(mandat).toHaveAccessibleDescription(/Ich ermächtige Stadtwerke Musterstadt.*acht Wochen.*Gläubiger-Identifikationsnummer: DE98ZZZ09999999999/);
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
  // A pasted IBAN is normalised, not shown as "DE DE02…".
  await iban.fill('');
  await iban.evaluate((feld) => {
    const daten = new DataTransfer();
    daten.setData('text', 'de02500105170137075030');
    feld.dispatchEvent(new ClipboardEvent('paste', { clipboardData: daten, bubbles: true, cancelable: true }));
  });
  await expect(iban).toHaveValue('DE02 5001 0517 0137 0750 30');
  await expect(page.getByLabel('Bank', { exact: true })).toHaveValue('ING-DiBa');
  await mandat.check();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
  // A new bank account needs the current password.
  await page.getByLabel(kontoTexte.aktuellesPasswort).fill(PASSWORT);
  await page.getByRole('button', { name: 'Speichern' }).click();

  await expect(page).toHaveURL(/\/daten\/uebersicht$/);
  await expect(page.getByText('Die Bankverbindung wurde gespeichert.')).toBeVisible();
  // One message, the account that starts tomorrow, instead of "none" right after "saved".
  const bank = page.getByRole('region', { name: 'Bankverbindung' });
  await expect(bank).toContainText(/Ab 19\.11\.2026 gilt:\s*.*DE02 5001 0517 0137 0750 30/);
  await expect(bank).not.toContainText('keine aktuelle Bankverbindung');
  await expect(bank).not.toContainText('keine gültige Bankverbindung');
  await page.getByRole('link', { name: 'Alle Bankverbindungen anzeigen' }).click();
  const konto = page.getByRole('listitem').filter({ hasText: 'DE02 5001 0517 0137 0750 30' });
  await expect(konto).toContainText('ING-DiBa');
  await expect(konto).toContainText(/EKP-60003-[A-Z2-9]{10}/);
  await barrierefrei(page);
});

test('takes an account of another SEPA country without bank data, and no mandate unless ticked', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '60003');
  await page.goto('/bankverbindung/editieren');
  await page.getByLabel('Kontoinhaber').fill('Berta Bank');
  await page.getByLabel('IBAN').fill('AT61 1904 3002 3457 3201');
  await expect(page.getByText('Die IBAN ist gültig.')).toBeVisible();
  await expect(page.getByLabel('Bank', { exact: true })).toHaveValue('');
  await page.getByLabel(kontoTexte.aktuellesPasswort).fill(PASSWORT);
  await barrierefrei(page);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/daten\/uebersicht$/);
  await page.getByRole('link', { name: 'Alle Bankverbindungen anzeigen' }).click();
  const konto = page.getByRole('listitem').filter({ hasText: 'AT61 1904 3002 3457 3201' });
  await expect(konto).toBeVisible();
  await expect(konto).not.toContainText(/EKP-60003-/);
});
