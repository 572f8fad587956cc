import { kuendigungOeffentlichTexte as t } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, type TestApp } from '../../../test/helper.ts';

const vertrag = { id: 'V-STROM', versorgungsart: 'Strom', anmeldungsart: 'Lieferantenwechsel', lieferbeginn: '2024-01-01', strasse: 'Hauptstraße', hausnummer: '1', plz: '12345', ort: 'Musterstadt', kundenArt: 'Haushaltskunde' as const };
const ANTRAG = { art: 'ORDENTLICH', vorname: 'Max', nachname: 'Muster', kundennummer: '4711', plz: '12345', zeitpunkt: 'NAECHSTMOEGLICH', email: 'opfer@example.org' };

// The public termination is no mail cannon.
describe.each(DATENBANKEN)('Kündigung ohne Anmeldung: Missbrauch (%s)', (art) => {
  let t13: TestApp;
  beforeEach(async () => {
    t13 = await bauen(art);
    await einspielen(t13.db, { anschlussnutzer: [kunde('1001', { email: 'kundin@example.org', vertraege: [vertrag] })] });
  });
  afterEach(() => t13.schliessen());

  const senden = (payload: object, adresse = '203.0.113.7', headers: Record<string, string> = {}) =>
    t13.app.inject({ method: 'POST', url: '/api/kuendigung', headers: { 'x-forwarded-for': adresse, ...headers }, payload });
  const gespeichert = async () => (await t13.db.selectFrom('kuendigung_oeffentlich').select('eingangsnummer').execute()).length;
  const outbox = async () => (await t13.db.selectFrom('outbox').select('id').execute()).length;

  it('a retry with the same content answers the same number and its own key; the first sender\'s key keeps working', async () => {
    const erst = await senden(ANTRAG, '203.0.113.7');
    const zweit = await senden(ANTRAG, '198.51.100.9');
    expect(erst.statusCode).toBe(201);
    expect(zweit.statusCode).toBe(201);
    expect(zweit.json().eingangsnummer).toBe(erst.json().eingangsnummer);
    expect(zweit.json().schluessel).not.toBe(erst.json().schluessel);
    const pdf = (schluessel: string) => t13.app.inject({ method: 'GET', url: `/api/kuendigung/${erst.json().eingangsnummer}/bestaetigung?schluessel=${encodeURIComponent(schluessel)}` });
    expect((await pdf(erst.json().schluessel)).statusCode).toBe(200);
    expect((await pdf(zweit.json().schluessel)).statusCode).toBe(200);
    expect((await pdf('erfunden')).statusCode).toBe(404);
    expect(await gespeichert()).toBe(1);
  });

  it('believes X-Forwarded-For only from a proxy the operator named: without one, fresh header values do not dodge the limit', async () => {
    const ohneProxy = await bauen(art, { trustProxy: false });
    try {
      const status = [];
      for (let i = 0; i < 15; i++) {
        const r = await ohneProxy.app.inject({ method: 'POST', url: '/api/kuendigung', headers: { 'x-forwarded-for': `198.51.100.${i}` }, payload: { ...ANTRAG, vorname: `Max ${i}` } });
        status.push(r.statusCode);
      }
      expect(status.filter((s) => s === 201)).toHaveLength(10);
      expect(status.slice(10)).toEqual([429, 429, 429, 429, 429]);
      // The readiness check warns that a proxy sends addresses nobody trusts.
      expect((await ohneProxy.app.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ warnungen: expect.arrayContaining([expect.any(String)]) });
    } finally {
      await ohneProxy.schliessen();
    }
  });

  it('admits exactly 10 of 100 parallel submissions from one address', async () => {
    const antworten = await Promise.all(Array.from({ length: 100 }, (_, i) => senden({ ...ANTRAG, vorname: `Max ${i}`, email: `m${i}@example.org` })));
    const status = antworten.map((r) => r.statusCode);
    expect(status.filter((s) => s === 201)).toHaveLength(10);
    expect(status.filter((s) => s === 429)).toHaveLength(90);
    expect(await gespeichert()).toBe(10);
    expect(t13.mails).toHaveLength(10);
  }, 120_000);

  it('mails one recipient at most 3 confirmations a day; later ones are stored and the answer says so', async () => {
    const antworten = [];
    for (let i = 0; i < 40; i++) antworten.push(await senden({ ...ANTRAG, vorname: `Max ${i}` }, `198.51.100.${i}`));
    expect(antworten.every((r) => r.statusCode === 201)).toBe(true);
    expect(antworten.map((r) => r.json().bestaetigungPerMail)).toEqual([true, true, true, ...Array<boolean>(37).fill(false)]);
    expect(t13.mails.filter((m) => m.an === 'opfer@example.org')).toHaveLength(3);
    expect(await gespeichert()).toBe(40);
    expect(t.keineMailMehrHeute).toContain('PDF');
    // In parallel too: 3 mails, not more.
    t13.uhr.stellen('2026-11-20T10:00:00+01:00');
    const parallel = await Promise.all(Array.from({ length: 20 }, (_, i) => senden({ ...ANTRAG, vorname: `Moritz ${i}` }, `192.0.2.${i}`)));
    expect(parallel.filter((r) => r.json().bestaetigungPerMail)).toHaveLength(3);
    expect(t13.mails.filter((m) => m.an === 'opfer@example.org')).toHaveLength(6);
  }, 120_000);

  it('puts names and reason into the mail without control or bidi characters, capped, and unlinkable', async () => {
    const res = await senden({
      ...ANTRAG,
      art: 'AUSSERORDENTLICH',
      vorname: 'Gewinn\u202E unter https://boese.example/x',
      nachname: 'www.boese.example',
      grund: `Rufen Sie an: support@boese.example \u2066${'sehr lang '.repeat(60)}`,
    });
    expect(res.statusCode).toBe(201);
    const text = t13.mails[0]!.text;
    expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B-\u200F]/);
    expect(text).not.toContain('https://');
    expect(text).not.toContain('www.boese');
    expect(text).not.toContain('support@');
    expect(text).toContain('Vorname: Gewinn unter https[:]//boese[.]example/x');
    const grund = text.split('\n').find((z) => z.startsWith('Grund: '))!;
    expect(grund.length).toBeLessThanOrEqual('Grund: '.length + 300);
  });

  it('tells the customer at the stored address when a matching termination names another email', async () => {
    const res = (await senden({ ...ANTRAG, kundennummer: '1001' })).json();
    expect(t13.mails.map((m) => m.an).sort()).toEqual(['kundin@example.org', 'opfer@example.org']);
    const hinweis = t13.mails.find((m) => m.an === 'kundin@example.org')!;
    expect(hinweis.betreff).toBe(t.kundenhinweisBetreff(res.eingangsnummer));
    expect(hinweis.text).toContain(`Eingangsnummer: ${res.eingangsnummer}`);
    // Nothing the sender typed reaches the customer's mailbox.
    expect(hinweis.text).not.toContain('opfer@example.org');
    expect(hinweis.text).not.toContain('Max');
  });

  it('answers a retry within 10 minutes, or with the same Idempotency-Key, with the same Eingangsnummer and stores and mails once', async () => {
    const erst = (await senden(ANTRAG)).json();
    t13.uhr.stellen('2026-11-18T10:09:00+01:00');
    const wieder = await senden({ ...ANTRAG, email: 'OPFER@example.org' });
    expect(wieder.statusCode).toBe(201);
    expect(wieder.json().eingangsnummer).toBe(erst.eingangsnummer);
    expect(await gespeichert()).toBe(1);
    expect(await outbox()).toBe(1);
    expect(t13.mails).toHaveLength(1);
    // The newest key opens the PDF.
    const pdf = await t13.app.inject({ method: 'GET', url: `/api/kuendigung/${erst.eingangsnummer}/bestaetigung?schluessel=${wieder.json().schluessel}` });
    expect(pdf.statusCode).toBe(200);

    // 20 identical requests at once: one stored.
    const parallel = await Promise.all(Array.from({ length: 20 }, () => senden({ ...ANTRAG, vorname: 'Erika' })));
    expect(new Set(parallel.map((r) => r.json().eingangsnummer)).size).toBe(1);
    expect(await gespeichert()).toBe(2);

    // The same Idempotency-Key names the first submission even when the body was corrected meanwhile.
    const mitSchluessel = (await senden({ ...ANTRAG, vorname: 'Paul' }, '203.0.113.7', { 'idempotency-key': 'abc-123' })).json();
    t13.uhr.stellen('2026-11-18T12:00:00+01:00');
    const nochmal = (await senden({ ...ANTRAG, vorname: 'Paula' }, '203.0.113.7', { 'idempotency-key': 'abc-123' })).json();
    expect(nochmal.eingangsnummer).toBe(mitSchluessel.eingangsnummer);
    expect(await gespeichert()).toBe(3);
    // After 10 minutes without a key an identical declaration is a new one.
    expect((await senden(ANTRAG)).json().eingangsnummer).not.toBe(erst.eingangsnummer);
    expect(await gespeichert()).toBe(4);
  }, 60_000);
});
