import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATEN } from '../support/konstanten.ts';
import { quotedPrintableDekodieren } from '../support/mails.ts';
import { anmelden, barrierefrei, expect, HANDY, ohneQuerscrollen, test } from '../support/test.ts';

// "Verträge hier kündigen" on every page, and the termination without login.

const LINK = { name: 'Verträge hier kündigen' };

function mailAn(empfaenger: string): string | undefined {
  const verzeichnis = path.resolve(import.meta.dirname, '../..', E2E_DATEN, 'mails');
  let dateien: string[] = [];
  try {
    dateien = readdirSync(verzeichnis).filter((d) => d.endsWith('.eml')).sort();
  } catch {
    return undefined;
  }
  return dateien.map((d) => quotedPrintableDekodieren(readFileSync(path.join(verzeichnis, d), 'utf8'))).filter((m) => m.includes(`To: ${empfaenger}`)).at(-1);
}

test('the link shows on the login page (footer off), while logged in and in the forced password change; signed in it leads to the contracts, else to /kuendigung', async ({ page }) => {
  await page.goto('/anmelden');
  await expect(page.getByRole('link', LINK)).toBeVisible();
  await page.goto('/passwort/vergessen');
  await expect(page.getByRole('link', LINK)).toBeVisible();

  await anmelden(page, '10001');
  // Signed in, each contract is terminated in the portal: the link leads to the contracts, not the anonymous form.
  await page.getByRole('link', LINK).click();
  await expect(page).toHaveURL(/\/vertraege$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verträge' })).toBeVisible();
  await page.goto('/kuendigung');
  await expect(page.getByRole('heading', { level: 1, name: 'Verträge hier kündigen' })).toBeVisible();

  // The forced password change keeps every other page closed, but not this one.
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/anmelden$/);
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await page.getByLabel('Kundennummer').fill('10003');
  await page.getByLabel('Passwort', { exact: true }).fill('Morgenrot-Laterne-26');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/aendere\/passwort$/);
  await page.getByRole('link', LINK).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verträge hier kündigen' })).toBeVisible();
});

test('a whole termination at 360 px: form, "jetzt kündigen", receipt with time, number, content and PDF, and the mail', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await page.goto('/anmelden');
  await page.getByRole('link', LINK).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verträge hier kündigen' })).toBeVisible();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);

  // An außerordentliche Kündigung needs its reason; the messages are German and at the fields.
  await page.getByRole('radio', { name: 'Außerordentliche Kündigung' }).check();
  await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
  await expect(page.getByText('Bitte geben Sie den Grund für die außerordentliche Kündigung an.')).toBeVisible();
  await expect(page.getByLabel('Grund der außerordentlichen Kündigung')).toBeFocused();
  await expect(page.getByText('Bitte geben Sie Ihre Kundennummer oder Ihre Vertragsnummer an.').first()).toBeVisible();
  await expect(page.getByLabel('Postleitzahl der Lieferadresse')).toHaveAttribute('aria-invalid', 'true');
  await barrierefrei(page);

  await page.getByLabel('Grund der außerordentlichen Kündigung').fill('Der Preis wurde ohne Ankündigung erhöht.');
  await page.getByLabel('Vorname').fill('Max');
  await page.getByLabel('Nachname').fill('Mustermann');
  await page.getByLabel('Vertragsnummer').fill('5000100101');
  await page.getByLabel('Postleitzahl der Lieferadresse').fill('12345');
  await page.getByRole('radio', { name: 'gewünschten Datum' }).check();
  const datum = page.getByRole('combobox', { name: 'Gewünschtes Datum' });
  await datum.fill('31.12.2026');
  await page.keyboard.press('Escape');
  await page.getByLabel('E-Mail-Adresse für die Bestätigung').fill('kuendigung-e2e@example.org');
  expect(await ohneQuerscrollen(page)).toBe(true);
  await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();

  // The confirmation step shows the entries and the button the law names.
  await expect(page.getByRole('heading', { level: 1, name: 'Bitte prüfen Sie Ihre Angaben' })).toBeVisible();
  await expect(page.getByText('Außerordentliche Kündigung')).toBeVisible();
  await expect(page.getByText('31.12.2026')).toBeVisible();
  await expect(page.getByText('5000100101')).toBeVisible();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);
  await page.getByRole('button', { name: 'jetzt kündigen', exact: true }).click();

  // The receipt: date and time, Eingangsnummer, content, and the PDF.
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Kündigung ist bei uns eingegangen' })).toBeVisible();
  const eingang = page.locator('.werteliste-zeile', { hasText: 'Eingegangen am' });
  await expect(eingang).toContainText(/18\.11\.2026 \d{2}:\d{2} Uhr/);
  const nummerZeile = page.locator('.werteliste-zeile', { hasText: 'Eingangsnummer' });
  await expect(nummerZeile).toContainText(/K-20261118-[2-9A-Z]{6}/);
  const eingangsnummer = (await nummerZeile.locator('dd').textContent())!.trim();
  await expect(page.getByRole('region', { name: 'Inhalt Ihrer Kündigung' }).getByText('Der Preis wurde ohne Ankündigung erhöht.')).toBeVisible();
  await barrierefrei(page);
  expect(await ohneQuerscrollen(page)).toBe(true);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Eingangsbestätigung als PDF speichern' }).click();
  const datei = await download;
  expect(datei.suggestedFilename()).toBe(`Kuendigung-${eingangsnummer}.pdf`);
  expect(readFileSync((await datei.path())!).subarray(0, 5).toString()).toBe('%PDF-');

  // §312k(4): the same confirmation at once to the given address, in text form.
  await expect.poll(() => mailAn('kuendigung-e2e@example.org')).toContain(`Eingangsnummer: ${eingangsnummer}`);
  expect(mailAn('kuendigung-e2e@example.org')).toContain('Grund: Der Preis wurde ohne Ankündigung erhöht.');
});

test('a date that is not in the future is refused at the field, before anything is sent', async ({ page }) => {
  await page.goto('/kuendigung');
  await page.getByRole('radio', { name: 'Ordentliche Kündigung', exact: true }).check();
  await page.getByLabel('Firma').fill('Bäckerei Sonnenschein GmbH');
  await page.getByLabel('Kundennummer').fill('10002');
  await page.getByLabel('Postleitzahl der Lieferadresse').fill('12345');
  await page.getByRole('radio', { name: 'gewünschten Datum' }).check();
  await page.getByRole('combobox', { name: 'Gewünschtes Datum' }).fill('18.11.2026');
  await page.keyboard.press('Escape');
  await page.getByLabel('E-Mail-Adresse für die Bestätigung').fill('baeckerei@example.org');
  await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
  await expect(page.getByText('Das gewünschte Datum muss in der Zukunft liegen.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Verträge hier kündigen' })).toBeVisible();
});

// Whom one terminates with, steps that survive Back and reload, messages that go once fixed.
test('the public termination shows the tenant, keeps input and receipt across Back and reload, and greets a company properly', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await page.goto('/kuendigung');
  await expect(page.locator('.marke')).toContainText('Stadtwerke Musterstadt');
  await page.getByRole('radio', { name: 'Ordentliche Kündigung', exact: true }).check();
  await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
  const plz = page.getByLabel('Postleitzahl der Lieferadresse');
  await expect(plz).toHaveAttribute('aria-invalid', 'true');
  await plz.fill('12345');
  await expect(plz).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Bitte geben Sie Ihre Kundennummer oder Ihre Vertragsnummer an.').first()).toBeVisible();

  await page.getByLabel('Firma').fill('Bäckerei Sonnenschein GmbH');
  await page.getByLabel('Kundennummer').fill('10002');
  await page.getByRole('radio', { name: 'nächstmöglichen Zeitpunkt' }).check();
  await page.getByLabel('E-Mail-Adresse für die Bestätigung').fill('baeckerei-zurueck@example.org');
  await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
  await expect(page).toHaveURL(/\/kuendigung\?schritt=pruefen$/);
  await page.goBack();
  await expect(page.getByLabel('Firma')).toHaveValue('Bäckerei Sonnenschein GmbH');
  await page.reload();
  await expect(page.getByLabel('Kundennummer')).toHaveValue('10002');
  await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
  await page.getByRole('button', { name: 'jetzt kündigen', exact: true }).click();
  await expect(page).toHaveURL(/\/kuendigung\?schritt=eingang$/);
  const nummer = (await page.locator('.werteliste-zeile', { hasText: 'Eingangsnummer' }).locator('dd').textContent())!.trim();

  await page.reload();
  await expect(page.locator('.werteliste-zeile', { hasText: 'Eingangsnummer' })).toContainText(nummer);
  await expect(page.getByRole('link', { name: 'Eingangsbestätigung als PDF speichern' })).toBeVisible();
  await barrierefrei(page);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Verträge hier kündigen' })).toBeVisible();
  await page.goForward();
  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/anmelden$/);

  await expect.poll(() => mailAn('baeckerei-zurueck@example.org')).toContain('Sehr geehrte Damen und Herren,');
});
