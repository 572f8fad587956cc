import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, type TestApp } from '../../../test/helper.ts';
import { schluesselbund } from '../../shared/schluesselbund.ts';
import { geheimnisseNeuVersiegeln, mitarbeiterGeheimnisOeffnen } from '../../domain/anmeldung/zweiter-faktor.ts';
import { mitarbeiterAnlegen } from './konten.ts';

const BASE32 = /[A-Z2-7]{32}/;

// The service staff's TOTP secrets, sealed at rest like the customers' (shared/schluesselbund.test.ts).
describe.each(DATENBANKEN)('TOTP-Geheimnisse der Mitarbeiter (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
  });
  afterEach(() => t.schliessen());

  const personal = async (kennung: string) => (await t.db.selectFrom('mitarbeiter').select('totp_geheimnis').where('kennung', '=', kennung).executeTakeFirstOrThrow()).totp_geheimnis;

  it('stores a staff member\'s secret enrolled at the first sign-in sealed, and the code opens it', async () => {
    const r = await mitarbeiterAnlegen(t.db, { mandant: 'musterstadt', kennung: 'anna', name: 'Anna', rolle: 'ADMIN', passwort: 'Stadtwerk-2026!' });
    expect(r).toHaveProperty('passwort');
    const a = await t.app.inject({ method: 'POST', url: '/api/service/anmelden', headers: { kennung: 'anna', passwort: 'Stadtwerk-2026!' } });
    const { challenge, einrichtung } = a.json() as { challenge: string; einrichtung: { secret: string } };
    const gespeichert = (await personal('anna'))!;
    expect(gespeichert).toMatch(/^v1:/);
    expect(gespeichert).not.toContain(einrichtung.secret);
    expect(gespeichert).not.toMatch(BASE32);
    const { TOTP } = await import('otpauth');
    const code = new TOTP({ secret: einrichtung.secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: t.uhr.jetzt().getTime() });
    const c = await t.app.inject({ method: 'POST', url: '/api/service/anmelden/code', headers: { kennung: 'anna', challenge, code } });
    expect(c.statusCode).toBe(200);
  });

  it('seals the staff\'s plain secrets (rows from before, the demo\'s) and an old key\'s anew at start; a given key ring seals at once', async () => {
    const alt = schluesselbund(randomBytes(32));
    const neu = schluesselbund(randomBytes(32), [alt.aktuell.schluessel]);
    const klar = 'EKPDEMOSERVICEKONSOLEMUSTERSTADT';
    await mitarbeiterAnlegen(t.db, { mandant: 'musterstadt', kennung: 'demo', name: 'Demo', rolle: 'ADMIN', passwort: 'Konsole-2026!', demo: true, totpGeheimnis: klar });
    await mitarbeiterAnlegen(t.db, { mandant: 'nordlicht', kennung: 'alt', name: 'Alt', rolle: 'ADMIN', passwort: 'Konsole-2026!', demo: true, totpGeheimnis: klar, schluessel: alt });
    expect(await personal('demo')).toBe(klar);
    expect(await personal('alt')).toMatch(new RegExp(`^v1:${alt.aktuell.id}:`));
    expect(await geheimnisseNeuVersiegeln(t.db, neu)).toBe(2);
    for (const [mandant, kennung] of [['musterstadt', 'demo'], ['nordlicht', 'alt']] as const) {
      const wert = (await personal(kennung))!;
      expect(wert.startsWith(`v1:${neu.aktuell.id}:`)).toBe(true);
      expect(mitarbeiterGeheimnisOeffnen(schluesselbund(neu.aktuell.schluessel), mandant, kennung, wert)).toBe(klar);
      // Bound to its row: another log-in's binding does not open it.
      expect(() => mitarbeiterGeheimnisOeffnen(neu, mandant, 'x', wert)).toThrow();
    }
    expect(await geheimnisseNeuVersiegeln(t.db, neu)).toBe(0);
  });
});
