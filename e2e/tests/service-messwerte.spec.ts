import { serviceTexte } from '@ekp/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { E2E_SACHBEARBEITUNG as SB, PASSWORT } from '../support/konstanten.ts';
import { barrierefrei, expect, HANDY, ohneQuerscrollen, test } from '../support/test.ts';

// In the service console. Fixtures: customer 28001 (fixtures/marktdaten.json),
// contract 6006000101 with the summer change day 29.03.2026 (marktdaten-sommerzeit.edi, DOK-S-1: substitute
// values at 11:00 and 11:15, a provisional one at 23:45) and a correction of those two substitute values
// (marktdaten-sommerzeit-korrektur.edi, DOK-S-3, still substitute values, so marktdaten.spec.ts's qualities hold).
const t = serviceTexte.messwerte;
test.use({ viewport: { width: 1280, height: 900 } });
// Three axe runs over a 94-row table: on two shared cores that alone can take half a minute (as service.spec.ts).
test.describe.configure({ timeout: 90_000 });

/** The server's clock (EKP_NOW flowing on), read from a customer session's expiry: the code must be of its time. */
async function serverJetzt(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/anschlussnutzer/login', { headers: { kundennummer: '28001', passwort: PASSWORT } });
  const r = await request.get('/api/token/refresh', { headers: { token: login.headers().token!, kundennummer: '28001' } });
  return Date.parse((await r.json()).ablaufdatum) - 900_000;
}

/** Signs the spec's own staff member in through the API and puts the session where the console keeps it. */
async function konsoleAnmelden(page: Page): Promise<void> {
  const a = await page.request.post('/api/service/anmelden', { headers: { kennung: SB.kennung, passwort: SB.passwort } });
  const { challenge } = await a.json();
  const code = new TOTP({ secret: SB.geheimnis, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: await serverJetzt(page.request) });
  const c = await page.request.post('/api/service/anmelden/code', { headers: { kennung: SB.kennung, challenge, code } });
  expect(c.status()).toBe(200);
  const sitzung = { ...(await c.json()), token: c.headers().token };
  await page.addInitScript((wert) => sessionStorage.setItem('ekp-service', wert), JSON.stringify(sitzung));
  await page.goto('/service');
  await expect(page.getByRole('navigation', { name: 'Servicekonsole' })).toBeVisible();
}

async function anzeigen(page: Page, tag: string): Promise<void> {
  await page.getByLabel(t.vertrag, { exact: true }).selectOption('6006000101');
  await page.getByLabel(t.tag, { exact: true }).fill(tag);
  await page.getByLabel(t.kanal, { exact: true }).selectOption({ label: t.kanaele.BEZUG });
  await page.getByRole('button', { name: t.anzeigen, exact: true }).click();
}

test('a clerk sees the day\'s values with the replaced version, who sent it and when; at 360 px the table scrolls in its frame', async ({ page }) => {
  await konsoleAnmelden(page);
  await page.getByLabel(serviceTexte.suche.feld, { exact: true }).fill('28001');
  await page.getByRole('button', { name: serviceTexte.suche.absenden }).click();
  await page.getByRole('link', { name: '28001', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: t.titel })).toBeVisible();

  await anzeigen(page, '2026-03-29');
  const tabelle = page.getByRole('table', { name: t.tabelle('6006000101', '29.03.2026', t.kanaele.BEZUG) });
  await expect(tabelle).toBeVisible();
  // 92 quarter hours of the day clocks go forward, and the two earlier versions of 11:00 and 11:15.
  await expect(page.getByText(t.anzahl(94, 2))).toBeVisible();
  const elf = tabelle.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '11:00–11:15', exact: true }) });
  await expect(elf).toHaveCount(2);
  await expect(elf.nth(0)).toHaveClass(/messwert-abgeloest/);
  await expect(elf.nth(0).getByRole('cell')).toHaveText(['0,140', 'Ersatzwert', 'Z32:Z88 Z33:Z83 Z40:Z75', '9900000000003', 'DOK-S-1', '30.03.2026 08:00', t.abgeloestAm('18.11.2026 10:00')]);
  await expect(elf.nth(1)).not.toHaveClass(/messwert-abgeloest/);
  await expect(elf.nth(1).getByRole('cell')).toHaveText(['0,150', 'Ersatzwert', 'Z34:Z86 Z32:Z89', '9900000000003', 'DOK-S-3', '01.04.2026 09:30', t.aktuell]);
  await expect(tabelle.getByRole('row').filter({ hasText: '11:15–11:30' }).nth(0).getByRole('cell').nth(0)).toHaveText('0,141');
  await expect(tabelle.getByRole('row').filter({ hasText: '23:45–00:00' }).getByRole('cell').nth(1)).toHaveText('vorläufig');
  await expect(tabelle.getByRole('row').filter({ hasText: '10:45–11:00' }).getByRole('cell')).toHaveText(['0,139', 'gemessen', '–', '9900000000003', 'DOK-S-1', '30.03.2026 08:00', t.aktuell]);
  // The hour the clocks skip is not there.
  await expect(tabelle.getByRole('rowheader', { name: /^02:/ })).toHaveCount(0);
  await barrierefrei(page);

  await page.setViewportSize(HANDY);
  const rahmen = page.getByRole('region', { name: t.tabelle('6006000101', '29.03.2026', t.kanaele.BEZUG) });
  const masse = await rahmen.evaluate((el) => ({ scroll: el.scrollWidth, breite: el.clientWidth, rechts: el.getBoundingClientRect().right }));
  expect(masse.scroll).toBeGreaterThan(masse.breite);
  expect(masse.rechts).toBeLessThanOrEqual(HANDY.width);
  await barrierefrei(page);

  await anzeigen(page, '2026-03-28');
  await expect(page.getByText(t.keine)).toBeVisible();
  await expect(page.getByRole('table', { name: /^Messwerte/ })).toHaveCount(0);

  // The console's other tables scroll in their frames too: at 360 px the customer page does not scroll sideways.
  await expect(page.getByRole('region', { name: serviceTexte.tabelle(serviceTexte.kunde.vertraege) })).toBeVisible();
  expect(await ohneQuerscrollen(page)).toBe(true);
  await barrierefrei(page);
});
