import { createHash } from 'node:crypto';
import { kuendigungOeffentlichTexte as t, texte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, NORDLICHT_HOST, type TestApp } from '../../../test/helper.ts';

// The test clock stands at Wed 2026-11-18 10:00 Berlin (09:00 UTC).
const vertrag = (id: string, plz: string, extra: object = {}) => ({
  id, versorgungsart: 'Strom', anmeldungsart: 'Lieferantenwechsel', lieferbeginn: '2024-01-01',
  strasse: 'Hauptstraße', hausnummer: '1', plz, ort: 'Musterstadt', kundenArt: 'Haushaltskunde' as const, ...extra,
});

const ANTRAG = { art: 'ORDENTLICH', vorname: 'Max', nachname: 'Muster', kundennummer: '1001', plz: '12345', zeitpunkt: 'NAECHSTMOEGLICH', email: 'max@example.org' };

describe.each(DATENBANKEN)('Kündigung ohne Anmeldung (%s)', (art) => {
  let t13: TestApp;
  beforeEach(async () => {
    t13 = await bauen(art);
    await einspielen(t13.db, {
      anschlussnutzer: [
        kunde('1001', { vertraege: [vertrag('V-STROM', '12345'), vertrag('V-GAS', '12345', { versorgungsart: 'Gas' }), vertrag('V-ANDERSWO', '54321'), vertrag('V-ALT', '12345', { lieferende: '2025-12-31' })] }),
      ],
    });
    await einspielen(t13.db, { anschlussnutzer: [kunde('2001', { vertraege: [vertrag('N-1', '24103')] })] }, 'nordlicht');
  });
  afterEach(() => t13.schliessen());

  const senden = (payload: object, headers: Record<string, string> = {}) =>
    t13.app.inject({ method: 'POST', url: '/api/kuendigung', headers: { 'x-forwarded-for': '203.0.113.7', ...headers }, payload });
  const outbox = () => t13.db.selectFrom('outbox').select(['art', 'kundennummer', 'vertrag_id', 'payload']).execute();
  const gespeichert = () => t13.db.selectFrom('kuendigung_oeffentlich').selectAll().execute();

  it('accepts a termination without a session: 201 with number, time of receipt and key; outbox with the match; mail to the given address', async () => {
    const res = await senden({ ...ANTRAG, kundennummer: 'SWM-1001' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['bestaetigungPerMail', 'eingangsnummer', 'eingegangenAm', 'schluessel']);
    expect(body.bestaetigungPerMail).toBe(true);
    expect(body.eingangsnummer).toMatch(/^K-20261118-[2-9A-Z]{6}$/);
    expect(body.eingegangenAm).toBe('2026-11-18T09:00:00.000Z');
    // Customer number with the tenant's prefix; both contracts at that postcode, not the ended one.
    const [eintrag] = await outbox();
    expect(eintrag).toMatchObject({ art: 'kuendigung_oeffentlich', kundennummer: '1001', vertrag_id: null });
    expect(eintrag?.payload).toMatchObject({
      eingangsnummer: body.eingangsnummer,
      eingegangen: '2026-11-18T09:00:00.000Z',
      antrag: { art: 'ORDENTLICH', kundennummer: 'SWM-1001', plz: '12345', email: 'max@example.org' },
      zuordnung: { kundennummer: '1001', vertragIds: ['V-GAS', 'V-STROM'] },
    });
    // The confirmation to the given address, and a notice to the customer's own address on file.
    expect(t13.mails).toHaveLength(2);
    expect(t13.mails[1]).toMatchObject({ an: '1001@example.org', betreff: t.kundenhinweisBetreff(body.eingangsnummer) });
    expect(t13.mails[0]).toMatchObject({ an: 'max@example.org', betreff: t.mailBetreff(body.eingangsnummer) });
    expect(t13.mails[0]?.text).toContain(`Eingangsnummer: ${body.eingangsnummer}`);
    expect(t13.mails[0]?.text).toContain('Eingegangen am: 18.11.2026 10:00 Uhr');
    expect(t13.mails[0]?.text).toContain('Kündigen zum: nächstmöglichen Zeitpunkt');
  });

  it('matches one contract by its number and postcode', async () => {
    const res = await senden({ ...ANTRAG, kundennummer: undefined, vertragsnummer: 'V-STROM', art: 'AUSSERORDENTLICH', grund: 'Preiserhöhung ohne Ankündigung', zeitpunkt: 'DATUM', datum: '2026-12-31' });
    expect(res.statusCode).toBe(201);
    const [eintrag] = await outbox();
    expect(eintrag).toMatchObject({ kundennummer: '1001', vertrag_id: 'V-STROM' });
    expect(eintrag?.payload).toMatchObject({ antrag: { grund: 'Preiserhöhung ohne Ankündigung', datum: '2026-12-31' }, zuordnung: { vertragIds: ['V-STROM'] } });
  });

  it('answers a request that matches nothing exactly like one that does, and keeps it for manual handling', async () => {
    // The customer's own address: no notice besides the confirmation, as for a request matching nothing.
    const treffer = await senden({ ...ANTRAG, email: '1001@example.org' });
    const faelle = [
      { ...ANTRAG, plz: '99999', email: 'a@example.org' }, // wrong postcode
      { ...ANTRAG, kundennummer: '4711', email: 'b@example.org' }, // unknown customer
      { ...ANTRAG, kundennummer: undefined, vertragsnummer: 'V-ALT', email: 'c@example.org' }, // ended contract
      { ...ANTRAG, kundennummer: '2001', plz: '24103', email: 'd@example.org' }, // another tenant's customer
    ];
    for (const fall of faelle) {
      const res = await senden(fall);
      expect(res.statusCode).toBe(treffer.statusCode);
      expect(Object.keys(res.json()).sort()).toEqual(Object.keys(treffer.json()).sort());
      expect(res.headers['content-type']).toBe(treffer.headers['content-type']);
    }
    const eintraege = await outbox();
    expect(eintraege).toHaveLength(5);
    for (const e of eintraege.slice(1)) expect(e).toMatchObject({ art: 'kuendigung_oeffentlich', kundennummer: null, vertrag_id: null, payload: { zuordnung: null } });
    // The same mail either way: a stranger learns nothing from it.
    expect(t13.mails).toHaveLength(5);
    const ohneNummer = (text: string) => text.replace(/K-\d{8}-\w{6}/g, 'K-…').replace(/(Kundennummer|Postleitzahl der Lieferadresse|Vertragsnummer|E-Mail für die Bestätigung): .*/g, '');
    expect(new Set(t13.mails.map((m) => ohneNummer(m.text))).size).toBe(1);
  });

  it('stores the key only as its hash and answers the PDF for the right key, 404 otherwise', async () => {
    const { eingangsnummer, schluessel } = (await senden(ANTRAG)).json();
    const [zeile] = await gespeichert();
    expect(zeile?.schluessel_hash).toBe(createHash('sha256').update(schluessel).digest('hex'));
    expect(JSON.stringify(zeile)).not.toContain(schluessel);

    const pdf = await t13.app.inject({ method: 'GET', url: `/api/kuendigung/${eingangsnummer}/bestaetigung?schluessel=${schluessel}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Kuendigung-${eingangsnummer}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    for (const url of [
      `/api/kuendigung/${eingangsnummer}/bestaetigung?schluessel=${schluessel.slice(0, -1)}x`,
      `/api/kuendigung/${eingangsnummer}/bestaetigung`,
      `/api/kuendigung/K-20261118-AAAAAA/bestaetigung?schluessel=${schluessel}`,
    ]) {
      const res = await t13.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ data: texte.allgemein.nichtGefunden });
    }
    // Another tenant's host does not open this tenant's confirmation.
    const fremd = await t13.app.inject({ method: 'GET', url: `/api/kuendigung/${eingangsnummer}/bestaetigung?schluessel=${schluessel}`, headers: { host: NORDLICHT_HOST } });
    expect(fremd.statusCode).toBe(404);
  });

  it('writes names beyond the PDF font and long reasons into the PDF without failing', async () => {
    const res = await senden({ ...ANTRAG, vorname: 'Łukasz 😀', art: 'AUSSERORDENTLICH', grund: 'Sehr lang '.repeat(60) + 'x'.repeat(300) });
    expect(res.statusCode).toBe(201);
    const { eingangsnummer, schluessel } = res.json();
    const pdf = await t13.app.inject({ method: 'GET', url: `/api/kuendigung/${eingangsnummer}/bestaetigung?schluessel=${schluessel}` });
    expect(pdf.statusCode).toBe(200);
  });

  it('refuses bad input with German field messages and stores and mails nothing', async () => {
    const res = await senden({ art: 'AUSSERORDENTLICH', plz: '123', zeitpunkt: 'DATUM', email: 'kein-mail' });
    expect(res.statusCode).toBe(400);
    expect(res.json().felder).toEqual({
      plz: t.plzUngueltig,
      email: t.emailUngueltig,
      grund: t.grundFehlt,
      vorname: t.nameFehlt,
      nachname: t.nameFehlt,
      kundennummer: t.nummerFehlt,
      vertragsnummer: t.nummerFehlt,
      datum: t.datumFehlt,
    });
    const vergangen = await senden({ ...ANTRAG, zeitpunkt: 'DATUM', datum: '2026-11-18' });
    expect(vergangen.statusCode).toBe(400);
    expect(vergangen.json()).toEqual({ data: t.datumNichtInZukunft, felder: { datum: t.datumNichtInZukunft } });
    const steuerzeichen = await senden({ ...ANTRAG, nachname: 'Mus\u0000ter' });
    expect(steuerzeichen.statusCode).toBe(400);
    expect(await gespeichert()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
    expect(t13.mails).toHaveLength(0);
  });

  it('accepts a company instead of first and last name', async () => {
    expect((await senden({ ...ANTRAG, vorname: undefined, nachname: '', firma: 'Bäckerei GmbH' })).statusCode).toBe(201);
  });

  it('limits each client address to 10 terminations an hour: 429 in German with Retry-After', async () => {
    // Distinct declarations to distinct addresses (an identical one would count as a retry of the first).
    const antrag = (i: number) => ({ ...ANTRAG, kundennummer: '4711', vorname: `Max ${i}`, email: `max${i}@example.org` });
    for (let i = 0; i < 10; i++) expect((await senden(antrag(i))).statusCode).toBe(201);
    const zuViele = await senden(antrag(10));
    expect(zuViele.statusCode).toBe(429);
    expect(zuViele.json()).toEqual({ data: t.zuVieleAnfragen });
    expect(zuViele.headers['retry-after']).toBe('3600');
    expect(t13.mails).toHaveLength(10);
    expect((await senden(antrag(11), { 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(201);
    t13.uhr.stellen('2026-11-18T11:00:01+01:00');
    expect((await senden(antrag(12))).statusCode).toBe(201);
  });

  it('is listed in the OpenAPI document with 201 and the PDF call', async () => {
    const doc = (await t13.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(doc.paths['/api/kuendigung'].post.responses)).toContain('201');
    expect(doc.paths['/api/kuendigung/{eingangsnummer}/bestaetigung'].get).toBeDefined();
  });
});
