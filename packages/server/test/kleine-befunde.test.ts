import { abschlagTexte, authTexte, STATUS_PASSWORT_AENDERN, STATUS_PORTAL_GESPERRT, umzugTexte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appBauen } from '../src/app.ts';
import { ABLESUNG_TESTDATEN, PNG_BASE64 } from './testdaten/ablesungen.ts';
import { festeUhr } from '../src/config/uhr.ts';
import { UMZUG_DATEN } from './testdaten/umzug-abschlag.ts';
import { bauen, DATENBANKEN, einspielen, kunde, mandanten, testDatenbank, type TestApp } from './helper.ts';

// The smaller findings, each against the real database on both engines.
describe.each(DATENBANKEN)('Kleine Befunde (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
  });
  afterEach(() => t.schliessen());

  it('stores at most 10 photos a day also when 17 arrive at once', async () => {
    await einspielen(t.db, ABLESUNG_TESTDATEN);
    const ich = t.als('1001');
    await ich.kopf();
    const tag = (i: number) => `2026-11-${String(i + 1).padStart(2, '0')}`;
    const antworten = await Promise.all(
      Array.from({ length: 17 }, (_, i) =>
        ich.post('/V1/ablesungen', { ablesedatum: tag(i), zaehlernummer: 'Z1', ablesewerte: { '1-1:1.8.0': 10100 + i * 10 }, foto: PNG_BASE64 }),
      ),
    );
    const status = antworten.map((r) => r.statusCode);
    expect(status.filter((s) => s === 200)).toHaveLength(10);
    expect(status.filter((s) => s === 429)).toHaveLength(7);
    const fotos = await t.db.selectFrom('ablesung').select('id').where('foto_mime', 'is not', null).execute();
    expect(fotos).toHaveLength(10);
  }, 120_000);

  it('sends the security headers with the 700 and 702 answers too', async () => {
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { passwortAendern: true }), kunde('1002', { portalGesperrt: true })] });
    for (const [kn, status] of [['1001', STATUS_PASSWORT_AENDERN], ['1002', STATUS_PORTAL_GESPERRT]] as const) {
      const res = await t.anmeldeversuch(kn);
      expect(res.statusCode).toBe(status);
      expect(res.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'cache-control': 'no-store',
      });
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    }
  });

  it('bounds a move date to twelve months ahead', async () => {
    await einspielen(t.db, UMZUG_DATEN);
    const ich = t.als('1301');
    const ziel = { strasse: 'Neue Straße', hausnummer: '5b', plz: '20095', ort: 'Hamburg' };
    const fern = await ich.post('/U-AKTIV/umzug', { auszugsdatum: '9999-12-31', neueAdresse: ziel, weiterbeliefern: false });
    expect(fern.statusCode).toBe(400);
    expect(fern.json().felder).toEqual({ auszugsdatum: umzugTexte.auszugZuSpaet('2027-11-18') });
    expect(await t.db.selectFrom('umzug').select('vertrag_id').execute()).toHaveLength(0);
    expect((await ich.post('/U-AKTIV/umzug', { auszugsdatum: '2027-11-18', neueAdresse: ziel, weiterbeliefern: false })).statusCode).toBe(201);
  });

  it('allows 5 instalment changes per contract and day, also in parallel', async () => {
    await einspielen(t.db, UMZUG_DATEN);
    const ich = t.als('1301');
    await ich.kopf();
    const antworten = await Promise.all(Array.from({ length: 12 }, (_, i) => ich.put('/U-AKTIV/abschlag', { betrag: 90 + i })));
    expect(antworten.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const zuViele = antworten.filter((r) => r.statusCode === 429);
    expect(zuViele).toHaveLength(7);
    expect(zuViele[0]!.json()).toEqual({ data: abschlagTexte.zuVieleAenderungen });
    expect(await t.db.selectFrom('abschlag_aenderung').select('id').execute()).toHaveLength(5);
    t.uhr.stellen('2026-11-19T10:00:01+01:00');
    expect((await t.als('1301').put('/U-AKTIV/abschlag', { betrag: 99 })).statusCode).toBe(200);
  }, 60_000);
});

describe('Mailserver-Ausfall beim Zurücksetzen des Passworts', () => {
  it('answers 503 in German and logs no recipient', async () => {
    const { db, schliessen } = await testDatenbank('pglite');
    const zeilen: string[] = [];
    const fehler = Object.assign(new Error('550 5.1.1 <geheim.kunde@example.org>: Recipient address rejected'), { code: 'EENVELOPE', responseCode: 550 });
    const app = await appBauen(
      { db, mandanten, uhr: festeUhr('2026-11-18T10:00:00+01:00'), mailer: { senden: () => Promise.reject(fehler) }, sitzungTtl: 900 },
      { logger: { level: 'info', stream: { write: (z) => void zeilen.push(z) } } },
    );
    try {
      await einspielen(db, { anschlussnutzer: [kunde('1001', { email: 'geheim.kunde@example.org' })] });
      const res = await app.inject({ method: 'POST', url: '/api/anschlussnutzer/passwort_reset', headers: { kundennummer: '1001', basisurl: mandanten.standard.passwortErneuernUrl } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ data: authTexte.passwortVergessen.mailFehler });
      expect(zeilen.join('\n')).toContain('EENVELOPE');
      expect(zeilen.join('\n')).not.toContain('geheim.kunde');
      expect(await db.selectFrom('passwort_reset').select('token_hash').execute()).toHaveLength(0);
    } finally {
      await app.close();
      await schliessen();
    }
  });
});
