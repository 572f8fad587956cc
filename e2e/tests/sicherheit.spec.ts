import { authTexte, kontoTexte, sicherheitTexte } from '@ekp/contract';
import type { Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { PASSWORT } from '../support/konstanten.ts';
import { anmelden, barrierefrei, expect, test } from '../support/test.ts';

// The optional second factor on /sicherheit and the code step of the login.

/** The server's "now" (EKP_NOW, flowing on): the session's expiry minus its lifetime. */
async function serverJetzt(page: Page): Promise<number> {
  const s = await page.evaluate(() => JSON.parse(localStorage.getItem('ekp-token')!) as { token: string; kundennummer: string });
  const res = await page.request.get('/api/token/refresh', { headers: { token: s.token, kundennummer: s.kundennummer } });
  return Date.parse((await res.json()).ablaufdatum) - 900_000;
}

/** Logs out and waits until the portal has dropped the session: a navigation while the logout is on its way would keep the old token. */
async function abmelden(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/anmelden$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ekp-token'))).toBeNull();
}

async function passwortSchritt(page: Page, kundennummer: string): Promise<void> {
  await page.goto('/anmelden');
  await page.getByLabel('Kundennummer').fill(kundennummer);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORT);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: sicherheitTexte.anmeldungTitel })).toBeVisible();
}

test('turn the second factor on, log in with a code, a wrong code and a recovery code, turn it off', async ({ page }) => {
  await anmelden(page, '19201');
  const versatz = (await serverJetzt(page)) - Date.now();
  const code = (zusatzMs = 0) => totp.generate({ timestamp: Date.now() + versatz + zusatzMs });
  await page.getByRole('link', { name: 'Sicherheit' }).click();
  await expect(page.getByText(sicherheitTexte.inaktiv)).toBeVisible();
  await page.getByRole('button', { name: sicherheitTexte.einschalten }).click();
  await expect(page.getByRole('img', { name: /QR-Code: otpauth:\/\/totp\// })).toBeVisible();
  // Shown in groups of four.
  const geheimnis = (await page.getByTestId('totp-geheimnis').textContent())!.replace(/ /g, '');
  const totp = new TOTP({ secret: geheimnis, digits: 6, period: 30, algorithm: 'SHA1' });
  await barrierefrei(page);
  // Switching on needs the current password.
  await page.getByLabel(kontoTexte.aktuellesPasswort).fill(PASSWORT);
  await page.getByLabel(sicherheitTexte.code).fill('000000');
  await page.getByRole('button', { name: sicherheitTexte.bestaetigen }).click();
  await expect(page.getByText(sicherheitTexte.codeFalsch)).toBeVisible();
  await page.getByLabel(sicherheitTexte.code).fill(code());
  await page.getByRole('button', { name: sicherheitTexte.bestaetigen }).click();
  const liste = page.getByRole('list', { name: sicherheitTexte.codesTitel });
  await expect(liste.getByRole('listitem')).toHaveCount(10);
  const wiederherstellung = (await liste.getByRole('listitem').allTextContents()).map((c) => c.trim());
  await barrierefrei(page);
  await abmelden(page);

  // The password alone yields no session; a wrong code is refused; the next step's code gets in.
  await passwortSchritt(page, '19201');
  expect(await page.evaluate(() => localStorage.getItem('ekp-token'))).toBeNull();
  await barrierefrei(page);
  await page.getByLabel(sicherheitTexte.code).fill('999999');
  await page.getByRole('button', { name: sicherheitTexte.anmeldungAbsenden }).click();
  await expect(page.getByRole('alert')).toHaveText(sicherheitTexte.codeFalsch);
  await page.getByLabel(sicherheitTexte.code).fill(code(30_000));
  await page.getByRole('button', { name: sicherheitTexte.anmeldungAbsenden }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
  await abmelden(page);

  // A recovery code works once.
  await passwortSchritt(page, '19201');
  await page.getByLabel(sicherheitTexte.code).fill(wiederherstellung[0]!);
  await page.getByRole('button', { name: sicherheitTexte.anmeldungAbsenden }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();

  // Turning it off needs password and code; afterwards the password alone logs in again.
  await page.goto('/sicherheit');
  await expect(page.getByText(sicherheitTexte.aktiv)).toBeVisible();
  await page.getByLabel(sicherheitTexte.passwort).fill(PASSWORT);
  await page.getByLabel(sicherheitTexte.code).fill(wiederherstellung[0]!);
  await page.getByRole('button', { name: sicherheitTexte.abschalten }).click();
  await expect(page.getByText(sicherheitTexte.codeFalsch)).toBeVisible();
  await page.getByLabel(sicherheitTexte.code).fill(wiederherstellung[1]!);
  await page.getByRole('button', { name: sicherheitTexte.abschalten }).click();
  await expect(page.getByText(sicherheitTexte.abgeschaltet)).toBeVisible();
  await abmelden(page);
  await anmelden(page, '19201');
});

test('the change form names the immediate rules while typing and the server\'s refusal of a common password at the field', async ({ page }) => {
  await anmelden(page, '19202');
  await page.goto('/passwort/aendern');
  const knopf = page.getByRole('button', { name: 'Passwort ändern' });
  await page.getByLabel('Altes Passwort').fill(PASSWORT);
  const neu = page.getByLabel('Neues Passwort', { exact: true });
  const wiederholen = page.getByLabel('Neues Passwort (wiederholen)');
  const feldfehler = page.locator('#neues-passwort-fehler');
  await neu.fill(PASSWORT);
  await wiederholen.fill(PASSWORT);
  await expect(feldfehler).toHaveText(authTexte.passwort.wieBisher);
  await expect(knopf).toBeDisabled();
  // The common-password list stays on the server; its answer stands at the field until the password changes.
  for (const passwort of ['passwort', '12345678']) {
    await neu.fill(passwort);
    await wiederholen.fill(passwort);
    await expect(feldfehler).toHaveCount(0);
    await knopf.click();
    await expect(feldfehler).toHaveText(authTexte.passwort.haeufig);
    await expect(neu).toBeFocused();
    await expect(neu).toHaveAttribute('aria-invalid', 'true');
    await expect(knopf).toBeDisabled();
  }
  await neu.fill('Selten-Gewaehlt-Laterne-26');
  await wiederholen.fill('Selten-Gewaehlt-Laterne-26');
  await expect(feldfehler).toHaveCount(0);
  await expect(knopf).toBeEnabled();
  await barrierefrei(page);
  await knopf.click();
  await expect(page.getByText(authTexte.passwortErneuern.erfolg)).toBeVisible();
});
