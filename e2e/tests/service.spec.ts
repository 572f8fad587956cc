import { serviceTexte } from '@ekp/contract';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { PASSWORT } from '../support/konstanten.ts';
import { barrierefrei, expect, test } from '../support/test.ts';

// The service console at 1280 px, signed in as the demo staff member of Stadtwerke Musterstadt.
// The actions change customers, so they act on this spec's own customers (fixtures/service.json), never on
// the demo customers other specs sign in as.
const DEMO = { kennung: 'service', passwort: 'Konsole-2026!', geheimnis: 'EKPDEMOSERVICEKONSOLEMUSTERSTADT' };
test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 90_000 });

/** The server's clock (EKP_NOW flowing on), read from a customer session's expiry. */
async function serverJetzt(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/anschlussnutzer/login', { headers: { kundennummer: '29002', passwort: PASSWORT } });
  const token = login.headers().token!;
  const r = await request.get('/api/token/refresh', { headers: { token, kundennummer: '29002' } });
  return Date.parse((await r.json()).ablaufdatum) - 900_000;
}

/** Each 30-second step takes one code per staff member: use the next free one (the server accepts one step ahead). */
const genommen = new Map<string, number>();
async function code(request: APIRequestContext, kennung: string, geheimnis: string): Promise<string> {
  let jetzt = await serverJetzt(request);
  let schritt = Math.floor(jetzt / 30_000);
  const letzter = genommen.get(kennung) ?? -1;
  if (schritt <= letzter) schritt = letzter + 1;
  if (schritt > Math.floor(jetzt / 30_000) + 1) {
    await new Promise((r) => setTimeout(r, 30_000 - (jetzt % 30_000) + 500));
    jetzt = await serverJetzt(request);
    schritt = Math.max(letzter + 1, Math.floor(jetzt / 30_000));
  }
  genommen.set(kennung, schritt);
  return new TOTP({ secret: geheimnis, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: schritt * 30_000 + 1000 });
}

/**
 * Signs in through the API once per worker (codes are single-use per 30-second step) and puts the staff
 * session where the console keeps it; the sign-in screens themselves have tests of their own below.
 */
let demoSitzung: Promise<Record<string, unknown>> | undefined;
async function anmelden(page: Page): Promise<void> {
  demoSitzung ??= (async () => {
    const a = await page.request.post('/api/service/anmelden', { headers: { kennung: DEMO.kennung, passwort: DEMO.passwort } });
    const { challenge } = await a.json();
    const c = await page.request.post('/api/service/anmelden/code', { headers: { kennung: DEMO.kennung, challenge, code: await code(page.request, DEMO.kennung, DEMO.geheimnis) } });
    expect(c.status()).toBe(200);
    return { ...(await c.json()), token: c.headers().token };
  })();
  const s = await demoSitzung;
  await page.addInitScript((wert) => sessionStorage.setItem('ekp-service', wert), JSON.stringify(s));
  await page.goto('/service');
  await expect(page.getByRole('navigation', { name: 'Servicekonsole' })).toBeVisible();
}

async function kundeOeffnen(page: Page, kundennummer: string): Promise<void> {
  await page.getByLabel(serviceTexte.suche.feld, { exact: true }).fill(kundennummer);
  await page.getByRole('button', { name: serviceTexte.suche.absenden }).click();
  await page.getByRole('link', { name: kundennummer, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`\\(${kundennummer}\\)`) })).toBeVisible();
}

async function aktion(page: Page, was: keyof typeof serviceTexte.aktionen, grund = ''): Promise<void> {
  await page.getByRole('button', { name: serviceTexte.aktionen[was], exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: serviceTexte.aktion.bestaetigen(serviceTexte.aktionen[was]) })).toBeVisible();
  if (grund) await page.getByLabel(/^Grund/).fill(grund);
  await page.getByRole('button', { name: serviceTexte.aktion.ausfuehren }).click();
  await expect(page.getByText(`${serviceTexte.aktionen[was]}: ${serviceTexte.aktion.erledigt}`)).toBeVisible();
}

test('signs in with password and code, keyboard only; the sign-in page and the search are accessible', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/service/anmelden');
  await expect(page.getByRole('heading', { name: serviceTexte.anmeldung.titel })).toBeVisible();
  await barrierefrei(page);
  await page.getByLabel(serviceTexte.anmeldung.kennung).focus();
  await page.keyboard.type(DEMO.kennung);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO.passwort);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(serviceTexte.anmeldung.code)).toBeVisible();
  // The code field takes the focus after the password step: the user just types on.
  await expect(page.getByLabel(serviceTexte.anmeldung.code)).toBeFocused();
  await page.keyboard.type(await code(page.request, DEMO.kennung, DEMO.geheimnis));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: serviceTexte.suche.titel })).toBeVisible();
  await page.getByLabel(serviceTexte.suche.feld, { exact: true }).focus();
  await page.keyboard.type('servicef');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: '29001', exact: true })).toBeVisible();
  await barrierefrei(page);
});

test('a wrong code gets no session', async ({ page }) => {
  await page.goto('/service/anmelden');
  await page.getByLabel(serviceTexte.anmeldung.kennung).fill(DEMO.kennung);
  await page.getByLabel(serviceTexte.anmeldung.passwort).fill(DEMO.passwort);
  await page.getByRole('button', { name: serviceTexte.anmeldung.absenden }).click();
  await page.getByLabel(serviceTexte.anmeldung.code).fill('000000');
  await page.getByRole('button', { name: serviceTexte.anmeldung.codeAbsenden }).click();
  await expect(page.getByRole('alert')).toHaveText(serviceTexte.anmeldung.codeFalsch);
});

test('the customer page shows data and account state, and is accessible', async ({ page }) => {
  await anmelden(page);
  await kundeOeffnen(page, '29001');
  await expect(page.getByRole('heading', { name: serviceTexte.kunde.vertraege })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'V-29001' })).toBeVisible();
  await expect(page.getByTestId('zustand')).toHaveText(serviceTexte.zustand.aktiv);
  await barrierefrei(page);
});

test('sperren with a reason: the customer gets 702; entsperren', async ({ page }) => {
  await anmelden(page);
  await kundeOeffnen(page, '29003');
  await aktion(page, 'sperren', 'Betrugsverdacht');
  await expect(page.getByTestId('zustand')).toHaveText(serviceTexte.zustand.gesperrt);
  await expect(page.getByText('Grund: Betrugsverdacht')).toBeVisible();
  const login = await page.request.post('/api/anschlussnutzer/login', { headers: { kundennummer: '29003', passwort: PASSWORT } });
  expect(login.status()).toBe(702);
  await aktion(page, 'entsperren', 'Identität am Telefon geprüft');
  await expect(page.getByTestId('zustand')).toHaveText(serviceTexte.zustand.aktiv);
});

test('a reason is required where it must be', async ({ page }) => {
  await anmelden(page);
  await kundeOeffnen(page, '29001');
  await page.getByRole('button', { name: serviceTexte.aktionen.sperren, exact: true }).click();
  await page.getByRole('button', { name: serviceTexte.aktion.ausfuehren }).click();
  await expect(page.getByTestId('zustand')).toHaveText(serviceTexte.zustand.aktiv);
  await page.getByRole('button', { name: serviceTexte.aktion.abbrechen }).click();
});

for (const was of ['passwort-link', 'sitzungen-beenden', 'drosselung-aufheben'] as const) {
  test(`${was}`, async ({ page }) => {
    await anmelden(page);
    await kundeOeffnen(page, '29001');
    await aktion(page, was);
  });
}

test('passwort-aendern-erzwingen: the next sign-in answers 700', async ({ page }) => {
  await anmelden(page);
  await kundeOeffnen(page, '29004');
  await aktion(page, 'passwort-aendern-erzwingen', 'Passwort am Telefon genannt');
  await expect(page.getByTestId('zustand')).toHaveText(serviceTexte.zustand.passwortAendern);
  const login = await page.request.post('/api/anschlussnutzer/login', { headers: { kundennummer: '29004', passwort: PASSWORT } });
  expect(login.status()).toBe(700);
});

test('zweiter-faktor-zuruecksetzen', async ({ page }) => {
  // The customer turns the second factor on first.
  const login = await page.request.post('/api/anschlussnutzer/login', { headers: { kundennummer: '29005', passwort: PASSWORT } });
  const kopf = { token: login.headers().token!, kundennummer: '29005' };
  const { geheimnis } = await (await page.request.post('/api/sicherheit/zweiter_faktor/einrichtung', { headers: kopf })).json();
  const jetzt = await serverJetzt(page.request);
  const c = new TOTP({ secret: geheimnis, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: jetzt });
  expect((await page.request.post('/api/sicherheit/zweiter_faktor/bestaetigung', { headers: kopf, data: { code: c, passwort: PASSWORT } })).status()).toBe(200);
  await anmelden(page);
  await kundeOeffnen(page, '29005');
  await expect(page.getByText(/Zweiter Faktor: eingerichtet/)).toBeVisible();
  await aktion(page, 'zweiter-faktor-zuruecksetzen', 'Telefon verloren, Ausweis geprüft');
  await expect(page.getByText(/Zweiter Faktor: nicht eingerichtet/)).toBeVisible();
});

test('"Ansicht als Kunde": the customer\'s real portal, read-only, with the banner on every page, audited, ended', async ({ page }) => {
  await anmelden(page);
  const staff = await demoSitzung!;
  await kundeOeffnen(page, '29001');
  const start = page.waitForResponse((r) => r.url().endsWith('/api/service/kunden/29001/ansicht') && r.request().method() === 'POST');
  await page.getByRole('button', { name: serviceTexte.ansicht.starten }).click();
  expect((await start).status()).toBe(200);
  // The customer's own home page, the token gone from the address into this tab's sessionStorage.
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  const banner = page.getByRole('region', { name: serviceTexte.ansicht.starten });
  await expect(banner).toContainText('Ansicht als Kunde 29001 – nur lesen, endet um');
  await expect(banner).toContainText(`Geöffnet von ${staff.name} (service)`);
  await barrierefrei(page);
  const { token } = JSON.parse((await page.evaluate(() => sessionStorage.getItem('ekp-token')))!);
  expect(await page.evaluate(() => localStorage.getItem('ekp-token'))).toBeNull();
  const schreiben = await page.request.put('/api/anschlussnutzer/kontaktdatenAktualisieren', { headers: { kundennummer: '29001', token }, data: { email: 'neu@example.org' } });
  expect(schreiben.status()).toBe(403);
  expect(await schreiben.json()).toEqual({ data: serviceTexte.ansicht.nurLesen });
  // Another page of the portal: the banner is there too.
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Verträge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Verträge/ })).toBeVisible();
  await expect(banner).toContainText('nur lesen');
  await barrierefrei(page);
  // Audited with staff member, customer and page.
  const protokoll = await (await page.request.get('/api/service/protokoll', { headers: { token: String(staff.token), kennung: 'service' } })).json();
  const ansicht = (protokoll.eintraege as { aktion: string; kundennummer: string; details: string; kennung: string }[]).filter((e) => e.kundennummer === '29001' && e.aktion.startsWith('ansicht'));
  expect(ansicht.some((e) => e.aktion === 'ansicht_start' && e.kennung === 'service')).toBe(true);
  expect(ansicht.some((e) => e.aktion === 'ansicht_seite' && e.details.startsWith('Seite /vertraege: GET /api/'))).toBe(true);
  // The end button ends it and leads back to the customer in the console.
  await banner.getByRole('button', { name: serviceTexte.ansicht.beenden }).click();
  await expect(page.getByRole('heading', { level: 1, name: /\(29001\)/ })).toBeVisible();
  expect((await page.request.get('/api/anschlussnutzer', { headers: { kundennummer: '29001', token } })).status()).toBe(401);
  const danach = await (await page.request.get('/api/service/protokoll', { headers: { token: String(staff.token), kennung: 'service' } })).json();
  expect((danach.eintraege as { aktion: string; kundennummer: string }[]).some((e) => e.aktion === 'ansicht_ende' && e.kundennummer === '29001')).toBe(true);
});

test('OAuth-Clients: the ADMIN registers a third party; its client_id is shown once and works at /oauth', async ({ page }) => {
  await anmelden(page);
  await page.getByRole('link', { name: serviceTexte.oauth.titel }).click();
  await expect(page.getByRole('heading', { level: 1, name: serviceTexte.oauth.titel })).toBeVisible();
  const name = `E2E Energiemanager ${Date.now() % 100000}`;
  await page.getByLabel(serviceTexte.oauth.name).fill(name);
  await page.getByLabel(serviceTexte.oauth.redirects).fill('https://em.example/rueckruf\nhttp://localhost:8089/cb');
  await page.getByRole('checkbox', { name: /verbrauch:lesen/ }).check();
  await page.getByRole('button', { name: serviceTexte.oauth.anlegen }).click();
  const clientId = (await page.getByTestId('client-id').textContent())!;
  expect(clientId).toMatch(/^ekp_[\w-]{16}$/);
  const zeile = page.getByRole('row', { name: new RegExp(name) });
  await expect(zeile).toContainText('https://em.example/rueckruf');
  await expect(zeile).toContainText(`${clientId.slice(0, 8)}…`);
  await expect(zeile).not.toContainText(clientId);
  await barrierefrei(page);
  const auth = await page.request.get(`/oauth/auth?${new URLSearchParams({ client_id: clientId, redirect_uri: 'https://em.example/rueckruf', response_type: 'code', scope: 'verbrauch:lesen', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' })}`, { maxRedirects: 0 });
  expect(auth.status()).toBe(303);
  expect(auth.headers().location).toMatch(/\/freigaben\/zustimmung\?uid=/);
});

test('Vorgänge: a contact request appears with its due date and is closed with a mail', async ({ page }) => {
  const login = await page.request.post('/api/anschlussnutzer/login', { headers: { kundennummer: '29006', passwort: PASSWORT } });
  const kopf = { token: login.headers().token!, kundennummer: '29006' };
  const mandant = await (await page.request.get('/api/mandant')).json();
  expect((await page.request.post('/api/anschlussnutzer/kontaktanfrage', { headers: kopf, data: { betreff: mandant.kontaktThemen[0], text: 'Bitte rufen Sie mich zurück.' } })).status()).toBe(200);
  await anmelden(page);
  await page.getByRole('link', { name: serviceTexte.vorgaenge.titel }).click();
  await page.getByLabel(serviceTexte.vorgaenge.art).selectOption('kontaktanfrage');
  await page.getByRole('button', { name: 'Filtern' }).click();
  const zeile = page.locator('tr[data-testid^="vorgang-"]', { hasText: '29006' }).first();
  await expect(zeile).toContainText('Kontaktanfrage');
  // Received today (the database's clock), due three days later (docs/service.md), shown as 06.12.2026.
  const faellig = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });
  await expect(zeile).toContainText(faellig);
  await barrierefrei(page);
  // A compact row opens its detail panel (the row's button, by keyboard too), which holds the form.
  const oeffnen = zeile.getByRole('button', { name: /Kontaktanfrage vom .* öffnen/ });
  await oeffnen.focus();
  await page.keyboard.press('Enter');
  await expect(oeffnen).toHaveAttribute('aria-expanded', 'true');
  const detail = page.getByRole('region', { name: /^Kontaktanfrage – eingegangen/ });
  await detail.getByLabel(serviceTexte.vorgaenge.status).selectOption('erledigt');
  await detail.getByLabel(serviceTexte.vorgaenge.mailSenden).check();
  await barrierefrei(page);
  await detail.getByRole('button', { name: serviceTexte.vorgaenge.speichern }).click();
  await expect(page.getByText(/Vorgang \d+ gespeichert/)).toBeVisible();
});

test('Protokoll: shows the staff actions and exports CSV', async ({ page }) => {
  await anmelden(page);
  await page.getByRole('link', { name: serviceTexte.protokoll.titel }).click();
  await page.getByLabel(serviceTexte.protokoll.von).fill('2026-11-01');
  await page.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(page.getByRole('cell', { name: 'Anmeldung anmeldung', exact: true }).first()).toBeVisible();
  await barrierefrei(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: serviceTexte.protokoll.export }).click();
  expect((await download).suggestedFilename()).toMatch(/^protokoll-2026-11-01-.*\.csv$/);
});

test('Mitarbeitende: create one, who enrols the second factor and changes the start password; disable', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await anmelden(page);
  await page.getByRole('link', { name: serviceTexte.mitarbeiter.titel }).click();
  const kennung = `e2e${Date.now() % 100000}`;
  await page.getByLabel(serviceTexte.mitarbeiter.kennung).fill(kennung);
  await page.getByLabel(serviceTexte.mitarbeiter.name).fill('E2E Test');
  await page.getByRole('button', { name: serviceTexte.mitarbeiter.anlegen }).click();
  const meldung = await page.getByText(/Startpasswort/).textContent();
  const start = /: (\S+)$/.exec(meldung!)![1]!;
  await barrierefrei(page);

  const neu = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await neu.goto('/service/anmelden');
  await neu.getByLabel(serviceTexte.anmeldung.kennung).fill(kennung);
  await neu.getByLabel(serviceTexte.anmeldung.passwort).fill(start);
  await neu.getByRole('button', { name: serviceTexte.anmeldung.absenden }).click();
  await expect(neu.getByRole('heading', { name: serviceTexte.anmeldung.einrichtenTitel })).toBeVisible();
  const geheimnis = (await neu.getByTestId('geheimnis').textContent())!;
  await neu.getByLabel(serviceTexte.anmeldung.code).fill(await code(neu.request, kennung, geheimnis));
  await neu.getByRole('button', { name: serviceTexte.anmeldung.codeAbsenden }).click();
  await expect(neu.getByRole('heading', { name: serviceTexte.passwortAendern.titel })).toBeVisible();
  await neu.getByLabel(serviceTexte.passwortAendern.alt).fill(start);
  await neu.getByLabel(serviceTexte.passwortAendern.neu).fill('Ein-neues-Passwort-2026');
  await neu.getByRole('button', { name: serviceTexte.passwortAendern.absenden }).click();
  await expect(neu.getByRole('heading', { name: serviceTexte.suche.titel })).toBeVisible();

  await page.getByRole('button', { name: `${serviceTexte.mitarbeiter.deaktivieren} ${kennung}` }).click();
  await expect(page.getByRole('row', { name: new RegExp(kennung) })).toContainText(serviceTexte.mitarbeiter.deaktiviert);
  await neu.getByRole('link', { name: serviceTexte.vorgaenge.titel }).click();
  await expect(neu.getByRole('heading', { name: serviceTexte.anmeldung.titel })).toBeVisible();
  await neu.close();
});

test('Einstellungen: the ADMIN sets the retention and the closing mail', async ({ page }) => {
  await anmelden(page);
  await page.getByRole('link', { name: serviceTexte.einstellungen.titel }).click();
  await page.getByLabel(serviceTexte.einstellungen.protokollTage).fill('400');
  await page.getByLabel(serviceTexte.einstellungen.erledigtBetreff).fill('Erledigt: {art}');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await barrierefrei(page);
  await page.reload();
  await expect(page.getByLabel(serviceTexte.einstellungen.protokollTage)).toHaveValue('400');
});

/** The page does not scroll sideways: wide tables scroll inside their named frames. */
async function ohneQuerscrollen(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const breite of [360, 1280]) {
  test.describe(`the console at ${breite} px`, () => {
    test.use({ viewport: { width: breite, height: 800 } });

    test('sign-in: the code field is focused after the password; accessible, no sideways scroll', async ({ page }) => {
      await page.goto('/service/anmelden');
      await barrierefrei(page);
      await ohneQuerscrollen(page);
      await page.getByLabel(serviceTexte.anmeldung.kennung).fill(DEMO.kennung);
      await page.getByLabel(serviceTexte.anmeldung.passwort).fill(DEMO.passwort);
      await page.getByRole('button', { name: serviceTexte.anmeldung.absenden }).click();
      const feld = page.getByLabel(serviceTexte.anmeldung.code);
      await expect(feld).toBeFocused();
      await expect(feld).toHaveAttribute('inputmode', 'numeric');
      await expect(feld).toHaveAttribute('autocomplete', 'one-time-code');
      await barrierefrei(page);
    });

    test('the bar: a visible Abmelden (behind "Menü" on a phone), the search finds a MaLo-ID', async ({ page }) => {
      await anmelden(page);
      const menue = page.getByRole('button', { name: 'Menü' });
      if (breite < 768) {
        await expect(menue).toBeVisible();
        await menue.click();
      } else await expect(menue).toBeHidden();
      const abmelden = page.getByRole('button', { name: serviceTexte.anmeldung.abmelden });
      await expect(abmelden).toBeVisible();
      const farben = await abmelden.evaluate((e) => { const s = getComputedStyle(e); return [s.color, s.backgroundColor]; });
      expect(farben[0]).not.toBe(farben[1]);
      await barrierefrei(page);
      if (breite < 768) {
        await page.keyboard.press('Escape');
        await expect(menue).toBeFocused();
      }
      await page.getByLabel(serviceTexte.suche.feld, { exact: true }).fill('52900100');
      await page.getByRole('button', { name: serviceTexte.suche.absenden }).click();
      await expect(page.getByRole('link', { name: '29001', exact: true })).toBeVisible();
      await expect(page.getByText('MaLo-ID: 52900100018')).toBeVisible();
      await page.getByLabel(serviceTexte.suche.feld, { exact: true }).fill('DE00290010');
      await page.getByRole('button', { name: serviceTexte.suche.absenden }).click();
      await expect(page.getByText('MeLo-ID: DE0029001000000000000000000029001')).toBeVisible();
      await barrierefrei(page);
      await ohneQuerscrollen(page);
    });

    test('the customer page: German words, only the fitting actions, the confirmation as an alertdialog', async ({ page }) => {
      await anmelden(page);
      await kundeOeffnen(page, '29001');
      await expect(page.getByRole('cell', { name: 'Aktiv', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: serviceTexte.aktionen.entsperren, exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: serviceTexte.aktionen['zweiter-faktor-zuruecksetzen'], exact: true })).toHaveCount(0);
      const sperren = page.getByRole('button', { name: serviceTexte.aktionen.sperren, exact: true });
      await barrierefrei(page);
      await ohneQuerscrollen(page);
      await sperren.click();
      const dialog = page.getByRole('alertdialog', { name: serviceTexte.aktion.bestaetigen(serviceTexte.aktionen.sperren) });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(`${serviceTexte.aktion.grund} (Pflicht)`)).toBeFocused();
      // Sending without the required reason: the field says so, in the dialog.
      await dialog.getByRole('button', { name: serviceTexte.aktion.ausfuehren }).click();
      await expect(dialog).toBeVisible();
      await barrierefrei(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(sperren).toBeFocused();
      await expect(page.getByTestId('zustand')).toHaveText(serviceTexte.zustand.aktiv);
    });

    test('the inbox with a filter; the audit log with German actions and its CSV headers', async ({ page }) => {
      await anmelden(page);
      await page.goto('/service/vorgaenge');
      await page.getByLabel(serviceTexte.vorgaenge.art).selectOption('kontaktanfrage');
      await page.getByRole('button', { name: 'Filtern' }).click();
      await expect(page.getByRole('heading', { level: 1, name: serviceTexte.vorgaenge.titel })).toBeVisible();
      await barrierefrei(page);
      await ohneQuerscrollen(page);
      // The quick filter "Überfällig": pressed, and every row it lists says so in words.
      const ueberfaellig = page.getByRole('group', { name: 'Schnellfilter' }).getByRole('button', { name: 'Überfällig' });
      const antwort = page.waitForResponse((r) => r.url().includes('/api/service/vorgaenge?') && r.url().includes('sicht=ueberfaellig'));
      await ueberfaellig.click();
      expect((await antwort).status()).toBe(200);
      await expect(ueberfaellig).toHaveAttribute('aria-pressed', 'true');
      for (const zeile of await page.locator('tr[data-testid^="vorgang-"]').all()) await expect(zeile).toContainText(serviceTexte.vorgaenge.ueberfaellig);
      await barrierefrei(page);
      await page.goto('/service/protokoll');
      await page.getByLabel(serviceTexte.protokoll.von).fill('2026-11-01');
      await page.getByRole('button', { name: 'Anzeigen' }).click();
      await expect(page.getByRole('cell', { name: /^Anmeldung anmeldung$/ }).first()).toBeVisible();
      await expect(page.getByRole('cell', { name: /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} Uhr$/ }).first()).toBeVisible();
      await barrierefrei(page);
      await ohneQuerscrollen(page);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: serviceTexte.protokoll.export }).click();
      const csv = await readFile((await (await download).path())!, 'utf8');
      const [kopf, erste] = csv.split('\r\n');
      expect(kopf).toBe('Zeitpunkt (Europe/Berlin);Kennung;Aktion;Aktionscode;Kundennummer;Details;IP-Adresse');
      expect(erste).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2} \+0[12]:00;/);
    });

    test('"Ansicht als Kunde": every write control is disabled and points to the banner\'s reason', async ({ page }) => {
      await anmelden(page);
      await kundeOeffnen(page, '29001');
      await page.getByRole('button', { name: serviceTexte.ansicht.starten }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
      await page.goto('/kontaktanfrage');
      const senden = page.getByRole('button', { name: 'Senden' });
      await expect(senden).toBeDisabled();
      await expect(page.getByLabel('Ihre Nachricht')).toBeDisabled();
      await expect(senden).toHaveAccessibleDescription(new RegExp(serviceTexte.ansicht.nurLesen));
      await expect(page.locator('#ansicht-grund')).toHaveText(serviceTexte.ansicht.nurLesen);
      await barrierefrei(page);
      await ohneQuerscrollen(page);
      await page.getByRole('region', { name: serviceTexte.ansicht.starten }).getByRole('button', { name: serviceTexte.ansicht.beenden }).click();
      await expect(page.getByRole('heading', { level: 1, name: /\(29001\)/ })).toBeVisible();
    });
  });
}
