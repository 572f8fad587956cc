import { ergebnisMerken } from '../support/barrierefreiheit.ts';
import { PASSWORT } from '../support/konstanten.ts';
import { tabBis } from '../support/tastatur.ts';
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';

// The main flows with the keyboard alone, no mouse, no fill().
// Customer 33001 (e2e/fixtures/tastatur.json) has a meter and an instalment of 80 € due 20.11.2026.
// Each flow's outcome is recorded for the accessibility statement: a failed flow is an open item there.

test.afterEach(({ browserName: _browser }, info) => {
  ergebnisMerken({ art: 'tastatur', test: info.title, zeit: new Date().toISOString(), bestanden: info.status === info.expectedStatus });
});

async function tippen(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}

async function anmeldenPerTastatur(page: Page): Promise<void> {
  await page.goto('/anmelden');
  await tabBis(page, page.getByLabel('Kundennummer'));
  await tippen(page, '33001');
  await tabBis(page, page.getByLabel('Passwort', { exact: true }));
  // 3.3.8: the password field lets a password manager fill it and allows pasting.
  await expect(page.getByLabel('Passwort', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
  expect(await page.getByLabel('Passwort', { exact: true }).evaluate((e) => e.dispatchEvent(new ClipboardEvent('paste', { cancelable: true, bubbles: true })))).toBe(true);
  await tippen(page, PASSWORT);
  await tabBis(page, page.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await tabBis(page, page.getByRole('button', { name: 'Anmelden' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
}

test('Anmeldung', async ({ page }) => {
  await anmeldenPerTastatur(page);
  await expect(page.getByLabel('Kundennummer')).toHaveCount(0);
});

test('Zählerstand erfassen', async ({ page }) => {
  await anmeldenPerTastatur(page);
  await page.goto('/vertrag/3300100001/ablesung');
  await expect(page.getByRole('heading', { level: 1, name: 'Ablesung erfassen' })).toBeVisible();
  await tabBis(page, page.getByLabel('Zählerstand in kWh'));
  await tippen(page, '8250,5');
  await tabBis(page, page.getByRole('button', { name: 'Ablesung übermitteln' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vertrag\/3300100001\/ablesungen$/);
  await expect(page.getByText('Wir haben Ihre Ablesung erfolgreich entgegen genommen.')).toBeVisible();
});

test('Kündigung ohne Anmeldung', async ({ page }) => {
  await page.goto('/anmelden');
  await tabBis(page, page.getByRole('link', { name: 'Verträge hier kündigen' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Verträge hier kündigen' })).toBeVisible();
  await tabBis(page, page.getByRole('radio', { name: 'Ordentliche Kündigung', exact: true }));
  await page.keyboard.press('Space');
  await tabBis(page, page.getByLabel('Vorname'));
  await tippen(page, 'Tara');
  await tabBis(page, page.getByLabel('Nachname'));
  await tippen(page, 'Tastatur');
  await tabBis(page, page.getByLabel('Kundennummer'));
  await tippen(page, '99999');
  await tabBis(page, page.getByLabel('Postleitzahl der Lieferadresse'));
  await tippen(page, '12345');
  await tabBis(page, page.getByRole('radio', { name: 'nächstmöglichen Zeitpunkt' }));
  await page.keyboard.press('Space');
  await tabBis(page, page.getByLabel('E-Mail-Adresse für die Bestätigung'));
  await tippen(page, 'tastatur-e2e@example.org');
  await tabBis(page, page.getByRole('button', { name: 'Weiter zur Bestätigung' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Bitte prüfen Sie Ihre Angaben' })).toBeVisible();

  // 3.3.7 redundant entry: going back to change something keeps every entry.
  await tabBis(page, page.getByRole('button', { name: /ändern/i }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Nachname')).toHaveValue('Tastatur');
  await expect(page.getByLabel('E-Mail-Adresse für die Bestätigung')).toHaveValue('tastatur-e2e@example.org');
  await expect(page.getByRole('radio', { name: 'nächstmöglichen Zeitpunkt' })).toBeChecked();
  await tabBis(page, page.getByRole('button', { name: 'Weiter zur Bestätigung' }));
  await page.keyboard.press('Enter');
  await tabBis(page, page.getByRole('button', { name: 'jetzt kündigen', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Kündigung ist bei uns eingegangen' })).toBeVisible();
});

test('Abschlag ändern', async ({ page }) => {
  await anmeldenPerTastatur(page);
  await page.goto('/vertraege');
  await tabBis(page, page.getByRole('link', { name: 'Abschlag ändern für Vertrag 3300100001' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Abschlag ändern' })).toBeVisible();
  await tabBis(page, page.getByLabel('Neuer Abschlag in Euro'));
  await tippen(page, '90');
  await tabBis(page, page.getByRole('button', { name: 'Abschlag ändern' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Ihr neuer Abschlag von 90,00 € gilt ab dem 20.12.2026.')).toBeVisible();
});
