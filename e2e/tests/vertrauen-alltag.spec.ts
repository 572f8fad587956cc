import { sicherheitTexte, texte } from '@ekp/contract';
import type { Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { PASSWORT } from '../support/konstanten.ts';
import { anmelden, barrierefrei, expect, HANDY, sitzungUebernehmen, test } from '../support/test.ts';

// On a 360 px phone; customers of e2e/fixtures/vertrauen-alltag.json.

test('the Abschlag recommendation is gross: the tariffs of the next 12 months and a step "inkl. 19 % USt"', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '31101');
  await page.goto('/vertrag/3110100001/abschlag');
  const rechnung = page.getByRole('region', { name: 'So berechnen wir die Empfehlung' });
  await expect(rechnung.getByText(/^In den nächsten 12 Monaten gelten: Strom Klassik 2026 vom 18\.11\.2026 bis 31\.12\.2026 \(44 Tage/)).toBeVisible();
  await expect(rechnung.getByText(/netto; Ihre Rechnung enthält die Umsatzsteuer: \+ [\d.]+,\d\d € = [\d.]+,\d\d € inkl\. 19 % USt\.$/)).toBeVisible();
  await barrierefrei(page);
});

/** The server's "now" (EKP_NOW, flowing on): the session's expiry minus its lifetime. */
async function serverJetzt(page: Page): Promise<number> {
  const s = await page.evaluate(() => JSON.parse(localStorage.getItem('ekp-token')!) as { token: string; kundennummer: string });
  const res = await page.request.get('/api/token/refresh', { headers: { token: s.token, kundennummer: s.kundennummer } });
  return Date.parse((await res.json()).ablaufdatum) - 900_000;
}

test('TOTP on a phone: an otpauth link, the secret in groups of four with a copy button, codes one per line, a focused code field for letters', async ({ page, context }) => {
  // Enrolment, two copies and a second login: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(HANDY);
  await anmelden(page, '31103');
  const versatz = (await serverJetzt(page)) - Date.now();
  await page.goto('/sicherheit');
  await page.getByRole('button', { name: sicherheitTexte.einschalten }).click();
  await expect(page.getByRole('link', { name: sicherheitTexte.appOeffnen })).toHaveAttribute('href', /^otpauth:\/\/totp\//);
  const gruppiert = (await page.getByTestId('totp-geheimnis').textContent())!;
  expect(gruppiert).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  await page.getByRole('button', { name: sicherheitTexte.geheimnisKopieren }).click();
  await expect(page.getByText(sicherheitTexte.kopiert)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(gruppiert.replace(/ /g, ''));
  await barrierefrei(page);
  const totp = new TOTP({ secret: gruppiert.replace(/ /g, ''), digits: 6, period: 30, algorithm: 'SHA1' });
  await page.getByLabel('Aktuelles Passwort').fill(PASSWORT);
  await page.getByLabel(sicherheitTexte.code).fill(totp.generate({ timestamp: Date.now() + versatz }));
  await page.getByRole('button', { name: sicherheitTexte.bestaetigen }).click();

  const liste = page.getByRole('list', { name: sicherheitTexte.codesTitel });
  await expect(liste.getByRole('listitem')).toHaveCount(10);
  // One code per line: every item starts below the one before, at the same left edge.
  const boxen = await Promise.all((await liste.getByRole('listitem').all()).map(async (li) => (await li.boundingBox())!));
  for (let i = 1; i < boxen.length; i++) {
    expect(boxen[i]!.y).toBeGreaterThan(boxen[i - 1]!.y);
    expect(boxen[i]!.x).toBe(boxen[0]!.x);
  }
  const codes = (await liste.getByRole('listitem').allTextContents()).map((c) => c.trim());
  await page.getByRole('button', { name: sicherheitTexte.codesKopieren }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
  await barrierefrei(page);

  // The login's code step: the field has the focus and takes a recovery code's letters.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/anmelden');
  await page.getByLabel('Kundennummer').fill('31103');
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORT);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  const feld = page.getByLabel(sicherheitTexte.code);
  await expect(feld).toBeFocused();
  await expect(feld).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(feld).not.toHaveAttribute('inputmode', 'numeric');
  await page.keyboard.type(codes[0]!);
  await expect(feld).toHaveValue(codes[0]!);
  await barrierefrei(page);
  await page.getByRole('button', { name: sicherheitTexte.anmeldungAbsenden }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
});

test('termination in the portal: ordentlich/außerordentlich, next possible date or a date, the reason optional; not the card\'s primary button', async ({ page }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '31102');
  await page.goto('/vertraege');
  const link = page.getByRole('link', { name: 'Vertrag kündigen 3110200001' });
  await expect(link).not.toHaveClass(/(^|\s)knopf(\s|$)/);
  await expect(page.getByRole('link', { name: 'Vertragsdetails zu Vertrag 3110200001' })).toHaveClass(/(^|\s)knopf(\s|$)/);
  await link.click();
  await expect(page.getByRole('group', { name: 'Art der Kündigung' })).toBeVisible();
  await page.getByRole('radio', { name: 'Außerordentliche Kündigung' }).check();
  await page.getByRole('radio', { name: 'nächstmöglichen Zeitpunkt' }).check();
  await expect(page.getByText(/^Frühestens zum \d\d\.\d\d\.2026; ergibt sich aus Ihrem Vertrag ein späterer Termin, gilt dieser\.$/)).toBeVisible();
  await expect(page.getByLabel('Kündigungsgrund (optional)')).toHaveValue('');
  // An extraordinary termination waits for its reason (the server says kuendigungOeffentlichTexte.grundFehlt otherwise).
  await expect(page.getByRole('button', { name: 'Kündigung absenden' })).toBeDisabled();
  await barrierefrei(page);
  await page.getByLabel('Grund der außerordentlichen Kündigung').fill('Die Preiserhöhung wurde nicht angekündigt.');
  await expect(page.getByRole('button', { name: 'Kündigung absenden' })).toBeEnabled();
  await page.getByRole('button', { name: 'Kündigung absenden' }).click();
  await expect(page).toHaveURL(/\/vertraege$/);
});

test('offline, a form\'s send button says so and nothing is sent', async ({ page, context }) => {
  await page.setViewportSize(HANDY);
  await sitzungUebernehmen(page, '31101');
  await page.goto('/kontaktanfrage');
  await page.getByLabel('Betreff').selectOption('Frage zur Abrechnung');
  await page.getByLabel('Ihre Nachricht').fill('Bitte erklären Sie mir meine letzte Rechnung.');
  let gesendet = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/anschlussnutzer/kontaktanfrage')) gesendet = true;
  });
  await context.setOffline(true);
  const knopf = page.getByRole('button', { name: /Keine Verbindung – bitte später senden/ });
  await expect(knopf).toBeVisible();
  await expect(page.getByText(texte.allgemein.ohneVerbindungHinweis)).toBeVisible();
  await knopf.click();
  await expect(page).toHaveURL(/\/kontaktanfrage$/);
  expect(gesendet).toBe(false);
  await barrierefrei(page);
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Senden', exact: true })).toBeVisible();
  await expect(page.getByText(texte.allgemein.ohneVerbindungHinweis)).toHaveCount(0);
});
