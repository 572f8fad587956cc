import type { APIRequestContext, Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { E2E_KONSOLE_MA, PASSWORT } from './konstanten.ts';
import { expect, test } from './test.ts';

/** The server's clock (EKP_NOW flowing on), read from a customer session's expiry: the code must be of its time. */
async function serverJetzt(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/anschlussnutzer/login', { headers: { kundennummer: '28001', passwort: PASSWORT } });
  const r = await request.get('/api/token/refresh', { headers: { token: login.headers().token!, kundennummer: '28001' } });
  return Date.parse((await r.json()).ablaufdatum) - 900_000;
}

/**
 * Signs the konsole specs' staff member in through the API once per worker (a TOTP step is usable once) and
 * puts the session where the console keeps it; the sign-in screens have their tests in service.spec.ts.
 */
let sitzung: Promise<Record<string, unknown>> | undefined;
export async function konsoleAnmelden(page: Page, ziel = '/service'): Promise<void> {
  sitzung ??= (async () => {
    // Each parallel worker signs in as its own staff member. A worker started again after a failure may draw the
    // step its predecessor used, which the server takes only once: it waits for the next step and signs in again.
    const MA = E2E_KONSOLE_MA[test.info().parallelIndex % E2E_KONSOLE_MA.length]!;
    for (let versuch = 1; ; versuch++) {
      const a = await page.request.post('/api/service/anmelden', { headers: { kennung: MA.kennung, passwort: MA.passwort } });
      const { challenge } = await a.json();
      const code = new TOTP({ secret: MA.geheimnis, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: await serverJetzt(page.request) });
      const c = await page.request.post('/api/service/anmelden/code', { headers: { kennung: MA.kennung, challenge, code } });
      if (c.status() === 200 || versuch === 3) {
        expect(c.status()).toBe(200);
        return { ...(await c.json()), token: c.headers().token };
      }
      await new Promise((r) => setTimeout(r, 31_000));
    }
  })();
  const s = await sitzung;
  await page.addInitScript((wert) => sessionStorage.setItem('ekp-service', wert), JSON.stringify(s));
  await page.goto(ziel);
  await expect(page.getByRole('navigation', { name: 'Servicekonsole' })).toBeVisible();
}
