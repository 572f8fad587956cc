import { anschlussnutzerApi, texte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, NORDLICHT_HOST, type TestApp } from '../../../test/helper.ts';

const vertrag = (id: string) => ({
  id,
  versorgungsart: 'Strom',
  anmeldungsart: 'Neuanmeldung',
  lieferbeginn: '2025-01-01',
  strasse: 'Hauptstraße',
  hausnummer: '1',
  plz: '12345',
  ort: 'Musterstadt',
  kundenArt: 'Haushaltskunde' as const,
});

// SPEC §7 GET /anschlussnutzer and PUT /anschlussnutzer/kontaktdatenAktualisieren.
describe.each(DATENBANKEN)('Anschlussnutzer (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, {
      anschlussnutzer: [
        kunde('1001', { titel: 'Dr.', geburtsdatum: '1970-05-01', festnetz: '030 123', vertraege: [vertrag('V-2'), vertrag('V-1')] }),
        kunde('1002', { anrede: 'Firma', firma: 'Bäckerei GmbH', vorname: null, nachname: null, kundenArt: 'Sondervertragskunde', zugang: 'eingeschränkt' }),
      ],
    });
    await einspielen(t.db, { anschlussnutzer: [kunde('1001', { vorname: 'Nord', vertraege: [vertrag('N-1')] })] }, 'nordlicht');
  });
  afterEach(() => t.schliessen());

  const outbox = () => t.db.selectFrom('outbox').selectAll().execute();

  it('returns master and contact fields with the contract ids of the session customer', async () => {
    const res = await t.als('1001').get(anschlussnutzerApi.lesen);
    expect(res.statusCode).toBe(200);
    expect(res.headers.ttl).toBe('900');
    expect(res.json()).toEqual({
      kundennummer: '1001',
      anrede: 'Herr',
      titel: 'Dr.',
      vorname: 'Test',
      nachname: 'Kunde 1001',
      firma: null,
      geburtsdatum: '1970-05-01',
      email: '1001@example.org',
      festnetz: '030 123',
      mobil: null,
      fax: null,
      kundenArt: 'Haushaltskunde',
      zugang: 'voll',
      vertraege: ['V-1', 'V-2'],
    });
  });

  it('keeps tenants apart: the same number in the other tenant is another customer', async () => {
    const res = await t.als('1001', { host: NORDLICHT_HOST }).get(anschlussnutzerApi.lesen);
    expect(res.json()).toMatchObject({ vorname: 'Nord', vertraege: ['N-1'] });
  });

  it('shows a company customer with restricted access', async () => {
    const res = await t.als('1002').get(anschlussnutzerApi.lesen);
    expect(res.json()).toMatchObject({ anrede: 'Firma', firma: 'Bäckerei GmbH', kundenArt: 'Sondervertragskunde', zugang: 'eingeschränkt', vertraege: [] });
  });

  it('answers 401 without a session, with a wrong token and with a token on the wrong host', async () => {
    const headers = await t.als('1001').kopf();
    for (const h of [{}, { ...headers, token: 'falsch' }, { ...headers, host: NORDLICHT_HOST }]) {
      const res = await t.anonym().get(anschlussnutzerApi.lesen, { headers: h });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ data: texte.allgemein.nichtAngemeldet });
    }
    expect((await t.anonym().put(anschlussnutzerApi.kontaktdatenAktualisieren, { email: 'neu@example.org' })).statusCode).toBe(401);
  });

  it('updates the contact data, returns the customer and hands the change to the outbox', async () => {
    const ich = t.als('1001');
    const res = await ich.put(anschlussnutzerApi.kontaktdatenAktualisieren, { email: ' neu@example.org ', mobil: '0171 555', festnetz: '', fax: null, passwort: 'Geheim123!' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'neu@example.org', mobil: '0171 555', festnetz: null, fax: null, vorname: 'Test' });
    const gelesen = await ich.get(anschlussnutzerApi.lesen);
    expect(gelesen.json()).toMatchObject({ email: 'neu@example.org', mobil: '0171 555', festnetz: null });
    const eintraege = await outbox();
    expect(eintraege).toHaveLength(1);
    expect(eintraege[0]).toMatchObject({ mandant: 'musterstadt', art: 'kontaktdaten', kundennummer: '1001', vertrag_id: null });
    expect(eintraege[0]!.payload).toEqual({ email: 'neu@example.org', mobil: '0171 555', festnetz: null, fax: null, referenz: expect.stringMatching(/^D-20261118-[A-Z2-9]{6}$/) });
  });

  it('refuses a bad email with 400 and the SPEC text, storing nothing', async () => {
    const ich = t.als('1001');
    for (const email of ['kein-at-zeichen', `${'a'.repeat(65)}@example.org`]) {
      const res = await ich.put(anschlussnutzerApi.kontaktdatenAktualisieren, { email, mobil: '0171 999' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ data: texte.email.ungueltig, felder: { email: texte.email.ungueltig } });
    }
    const gelesen = await ich.get(anschlussnutzerApi.lesen);
    expect(gelesen.json()).toMatchObject({ email: '1001@example.org', mobil: null });
    expect(await outbox()).toHaveLength(0);
  });

  it('refuses overlong fields and a non-JSON body with 400, never 500', async () => {
    const ich = t.als('1001');
    expect((await ich.put(anschlussnutzerApi.kontaktdatenAktualisieren, { mobil: '1'.repeat(255) })).statusCode).toBe(400);
    const kaputt = await ich.put(anschlussnutzerApi.kontaktdatenAktualisieren, '{kaputt', { headers: { 'content-type': 'application/json' } });
    expect(kaputt.statusCode).toBe(400);
    expect(kaputt.json()).toEqual({ data: texte.allgemein.ungueltigeEingabe });
    expect(await outbox()).toHaveLength(0);
  });
});
