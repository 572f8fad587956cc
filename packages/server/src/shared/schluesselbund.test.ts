import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp } from '../../test/helper.ts';
import { oeffnen, schluesselbund, schluesselLesen, versiegeln } from './schluesselbund.ts';
import { geheimnisOeffnen, geheimnisseNeuVersiegeln, geheimnisVersiegeln } from '../domain/anmeldung/zweiter-faktor.ts';

const BASE32 = /[A-Z2-7]{32}/;

// TOTP secrets are sealed at rest with AES-256-GCM; keys rotate.
describe('Schlüsselbund', () => {
  it('seals and opens, binds the value to its row and refuses a wrong key', () => {
    const a = schluesselbund(randomBytes(32));
    const zu = versiegeln(a, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'musterstadt|1001');
    expect(zu).toMatch(/^v1:[0-9a-f]{8}:/);
    expect(zu).not.toMatch(BASE32);
    expect(oeffnen(a, zu, 'musterstadt|1001')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(() => oeffnen(a, zu, 'musterstadt|1002')).toThrow();
    expect(() => oeffnen(schluesselbund(randomBytes(32)), zu, 'musterstadt|1001')).toThrow(/Kein Schlüssel/);
    expect(() => schluesselLesen('zu-kurz')).toThrow(/32 Bytes/);
    expect(schluesselLesen('00'.repeat(32))).toHaveLength(32);
  });
});

describe.each(DATENBANKEN)('TOTP-Geheimnisse in der Datenbank (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, { anschlussnutzer: [kunde('1001'), kunde('1002')] });
  });
  afterEach(() => t.schliessen());
  const spalte = async (kn = '1001') => (await t.db.selectFrom('zweiter_faktor').select('geheimnis').where('kundennummer', '=', kn).executeTakeFirstOrThrow()).geheimnis;

  it('stores no base32 secret: the column holds only the sealed value', async () => {
    const res = await t.als('1001').post('/sicherheit/zweiter_faktor/einrichtung', undefined);
    const { geheimnis } = res.json();
    expect(geheimnis).toMatch(/^[A-Z2-7]{32}$/);
    const gespeichert = await spalte();
    expect(gespeichert).not.toContain(geheimnis);
    expect(gespeichert).not.toMatch(BASE32);
    expect(gespeichert).toMatch(/^v1:/);
  });

  it('seals plain secrets from before and those of an old key anew at start (rotation)', async () => {
    const alt = schluesselbund(randomBytes(32));
    const neu = schluesselbund(randomBytes(32), [alt.aktuell.schluessel]);
    const klar = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.db
      .insertInto('zweiter_faktor')
      .values([
        { mandant: 'musterstadt', kundennummer: '1001', geheimnis: klar, aktiv: true, letzter_schritt: null },
        { mandant: 'musterstadt', kundennummer: '1002', geheimnis: geheimnisVersiegeln(alt, 'musterstadt', '1002', klar), aktiv: true, letzter_schritt: null },
      ])
      .execute();
    expect(await geheimnisseNeuVersiegeln(t.db, neu)).toBe(2);
    for (const kn of ['1001', '1002']) {
      const wert = await spalte(kn);
      expect(wert.startsWith(`v1:${neu.aktuell.id}:`)).toBe(true);
      // The old key can go now.
      expect(geheimnisOeffnen(schluesselbund(neu.aktuell.schluessel), 'musterstadt', kn, wert)).toBe(klar);
    }
    expect(await geheimnisseNeuVersiegeln(t.db, neu)).toBe(0);
  });
});
