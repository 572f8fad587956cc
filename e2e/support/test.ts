import { passwortHeaderKodieren } from '@ekp/contract/ohne-zod';
import { expect, test as basis, type Page } from '@playwright/test';
import { axe, axeErgebnis, ergebnisMerken } from './barrierefreiheit.ts';
import { E2E_JETZT, PASSWORT } from './konstanten.ts';

/** Every test runs at E2E_JETZT in the browser too; time flows on from there. */
export const test = basis.extend<{ jetzt: Date }>({
  jetzt: [
    async ({ page }, use, testInfo) => {
      // Each test is its own client address (the server believes a proxy on loopback): the per-address
      // login limit (5 failures in 15 minutes) must not let one test's wrong passwords lock out others.
      const n = [...testInfo.testId].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
      await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}` });
      await page.clock.install({ time: new Date(E2E_JETZT) });
      await use(new Date(E2E_JETZT));
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Axe on the current screen: no violations of WCAG 2.2 A/AA (2.0 and 2.1 included). The result is recorded
 * first, so a violation fails the test and becomes an open item of the accessibility statement.
 */
export async function barrierefrei(page: Page): Promise<void> {
  const ergebnis = await axe(page);
  ergebnisMerken(axeErgebnis(new URL(page.url()).pathname, ergebnis));
  expect(ergebnis.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Logs in through the login screen and waits for the landing page. */
export async function anmelden(page: Page, kundennummer: string, passwort = PASSWORT): Promise<void> {
  await page.goto('/anmelden');
  await page.getByLabel('Kundennummer').fill(kundennummer);
  await page.getByLabel('Passwort', { exact: true }).fill(passwort);
  const bedingungen = page.getByRole('checkbox');
  if (await bedingungen.count()) await bedingungen.check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
}

/**
 * Signs in through the API and hands the session to the page's next navigation, as the login screen
 * would have stored it: for tests whose subject is a screen behind the login, not the login itself
 * (that is anmelden's). Only the tab's first document takes the session, so a later logout stays one.
 */
export async function sitzungUebernehmen(page: Page, kundennummer: string, passwort = PASSWORT): Promise<void> {
  const antwort = await page.request.post('/api/anschlussnutzer/login', { headers: { kundennummer, passwort: passwortHeaderKodieren(passwort) } });
  expect(antwort.status(), `Anmeldung ${kundennummer}`).toBe(200);
  const sitzung = { token: antwort.headers().token!, kundennummer: (await antwort.json()).kundennummer as string, ttl: Number(antwort.headers().ttl) };
  await page.addInitScript((s) => {
    if (location.origin !== s.origin || sessionStorage.getItem('e2e-sitzung-uebernommen')) return;
    sessionStorage.setItem('e2e-sitzung-uebernommen', '1');
    // Expiry by the page's clock (page.clock), as the app computes it from the ttl header.
    localStorage.setItem('ekp-token', JSON.stringify({ token: s.token, kundennummer: s.kundennummer, ablaufdatum: new Date(Date.now() + s.ttl * 1000).toISOString() }));
  }, { ...sitzung, origin: new URL(antwort.url()).origin });
}

/** A phone-sized viewport (SPEC: screens work at 360 px). */
export const HANDY = { width: 360, height: 740 };

/** True when the page needs no horizontal scrolling at its current width. */
export async function ohneQuerscrollen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}
