import { TEXT_UNZULAESSIG, texte, umzugTexte, vertraegeTexte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, NORDLICHT_HOST, type TestApp, type Zugang } from '../../../test/helper.ts';
import { umzugAbschlagEinspielen } from '../../../test/testdaten/umzug-abschlag.ts';

// The test clock: Wednesday 2026-11-18 10:00 Berlin. Receipt + six weeks is Wednesday 2026-12-30.
describe.each(DATENBANKEN)('Umzug melden (%s)', (art) => {
  let t: TestApp;
  let ich: Zugang;
  beforeEach(async () => {
    t = await bauen(art);
    await umzugAbschlagEinspielen(t);
    ich = t.als('1301');
  });
  afterEach(() => t.schliessen());

  const melden = (vertragId: string, payload: unknown, wer = ich) => wer.post(`/${vertragId}/umzug`, payload);
  const vertrag = async (id: string) => (await ich.get(`/${id}`)).json();
  const nichtsGespeichert = async () => {
    expect(await t.db.selectFrom('umzug').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    expect((await vertrag('U-AKTIV')).gewuenschtesLieferende).toBeNull();
    expect(t.mails).toEqual([]);
  };
  const ADRESSE = { strasse: 'Neue Straße', hausnummer: '5b', plz: '20095', ort: 'Hamburg' };
  const ENDE = { auszugsdatum: '2026-12-01', neueAdresse: ADRESSE, weiterbeliefern: false };

  it('without continued supply ends the contract six weeks after receipt when the move-out is sooner, and confirms the dates by mail', async () => {
    const res = await melden('U-AKTIV', { ...ENDE, zaehlerstaende: { '1-1:1.8.1': 12345.6, '1-1:1.8.2': 2345 } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ vertragId: 'U-AKTIV', auszugsdatum: '2026-12-01', weiterbeliefern: false, vertragsende: '2026-12-30', einzugsdatum: null, eingegangen: '2026-11-18T09:00:00.000Z' });
    expect(await vertrag('U-AKTIV')).toMatchObject({ status: 'gekeundigt', gewuenschtesLieferende: '2026-12-30' });

    const outbox = await t.db.selectFrom('outbox').selectAll().execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ art: 'umzug', kundennummer: '1301', vertrag_id: 'U-AKTIV' });
    expect(outbox[0]!.payload).toEqual(res.json());

    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]).toMatchObject({ an: '1301@example.org', betreff: umzugTexte.mailBetreff('U-AKTIV') });
    expect(t.mails[0]!.text).toContain('Auszugsdatum: 01.12.2026');
    expect(t.mails[0]!.text).toContain('Vertragsende: 30.12.2026');
    expect(t.mails[0]!.text).toContain('Neue Adresse: Neue Straße 5b, 20095 Hamburg');
    expect(t.mails[0]!.text).toContain('§ 41b Absatz 5 EnWG');

    // Terminated now: neither a second move nor an ordinary termination.
    expect((await melden('U-AKTIV', { ...ENDE, auszugsdatum: '2027-01-15' })).statusCode).toBe(409);
    expect((await ich.post('/U-AKTIV/kuendigen', { grund: 'AUSZUG', datum: '2026-12-31' })).json()).toEqual({ data: vertraegeTexte.nichtKuendbar });
  });

  it('ends at the move-out date when that is more than six weeks away', async () => {
    const res = await melden('U-AKTIV', { ...ENDE, auszugsdatum: '2027-02-28' });
    expect(res.statusCode).toBe(201);
    expect(res.json().vertragsende).toBe('2027-02-28');
    expect(await vertrag('U-AKTIV')).toMatchObject({ status: 'gekeundigt', gewuenschtesLieferende: '2027-02-28' });
    expect(t.mails[0]!.text).toContain('Ihr Vertrag endet zum Auszugsdatum am 28.02.2027.');
  });

  it('with continued supply keeps the contract active and records the new supply point', async () => {
    const res = await melden('U-AKTIV', { ...ENDE, weiterbeliefern: true, einzugsdatum: '2026-12-02', zaehlernummerNeu: ' 1ESY0001 ', maloIdNeu: '41373559241' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ weiterbeliefern: true, einzugsdatum: '2026-12-02', zaehlernummerNeu: '1ESY0001', maloIdNeu: '41373559241', vertragsende: null, zaehlerstaende: null });
    expect(await vertrag('U-AKTIV')).toMatchObject({ status: 'aktiv', gewuenschtesLieferende: null });
    expect(t.mails[0]!.text).toContain('Belieferung an der neuen Adresse: ja, ab dem Einzug am 02.12.2026');
    expect(t.mails[0]!.text).toContain('Marktlokations-ID: 41373559241');
  });

  it('takes the same report twice as one and refuses a different one with 409', async () => {
    const [a, b] = await Promise.all([melden('U-AKTIV', ENDE), melden('U-AKTIV', ENDE)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json()).toEqual(a.json());
    expect(await t.db.selectFrom('outbox').selectAll().execute()).toHaveLength(1);
    expect(t.mails).toHaveLength(1);
    const anders = await melden('U-AKTIV', { ...ENDE, neueAdresse: { ...ADRESSE, ort: 'Bremen' } });
    expect(anders.statusCode).toBe(409);
    expect(anders.json()).toEqual({ data: umzugTexte.bereitsGemeldet });
  });

  it('refuses today or a past date: a move cannot be registered retroactively', async () => {
    for (const auszugsdatum of ['2026-11-18', '2026-11-01']) {
      const res = await melden('U-AKTIV', { ...ENDE, auszugsdatum });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ data: umzugTexte.auszugInVergangenheit('2026-11-19'), felder: { auszugsdatum: umzugTexte.auszugInVergangenheit('2026-11-19') } });
    }
    const einzug = await melden('U-AKTIV', { ...ENDE, weiterbeliefern: true, einzugsdatum: '2026-11-17' });
    expect(einzug.statusCode).toBe(400);
    expect(Object.keys(einzug.json().felder)).toEqual(['einzugsdatum']);
    await nichtsGespeichert();
  });

  it('refuses an invalid MaLo-ID, a missing move-in date and a bad address with German field messages', async () => {
    const malo = await melden('U-AKTIV', { ...ENDE, weiterbeliefern: true, einzugsdatum: '2026-12-02', maloIdNeu: '41373559242' });
    expect(malo.statusCode).toBe(400);
    expect(malo.json()).toEqual({ data: umzugTexte.maloId, felder: { maloIdNeu: umzugTexte.maloId } });
    const ohneEinzug = await melden('U-AKTIV', { ...ENDE, weiterbeliefern: true });
    expect(ohneEinzug.json().felder).toEqual({ einzugsdatum: umzugTexte.einzugsdatumFehlt });
    const plz = await melden('U-AKTIV', { ...ENDE, neueAdresse: { ...ADRESSE, plz: '2009' } });
    expect(plz.json().felder).toEqual({ 'neueAdresse.plz': umzugTexte.plz });
    const steuerzeichen = await melden('U-AKTIV', { ...ENDE, neueAdresse: { ...ADRESSE, strasse: 'Neue\u0000Straße' } });
    expect(steuerzeichen.statusCode).toBe(400);
    expect(steuerzeichen.json().felder).toEqual({ 'neueAdresse.strasse': TEXT_UNZULAESSIG });
    const kaputt = await melden('U-AKTIV', { auszugsdatum: '01.12.2026' });
    expect(kaputt.statusCode).toBe(400);
    expect(typeof kaputt.json().data).toBe('string');
    await nichtsGespeichert();
  });

  it('checks move-out readings with the rules of a reading', async () => {
    const zuLang = await melden('U-AKTIV', { ...ENDE, zaehlerstaende: { '1-1:1.8.1': 1234567, '1-1:1.8.2': 1.25 } });
    expect(zuLang.statusCode).toBe(400);
    expect(Object.keys(zuLang.json().felder).sort()).toEqual(['zaehlerstaende.1-1:1.8.1', 'zaehlerstaende.1-1:1.8.2']);
    const fehlt = await melden('U-AKTIV', { ...ENDE, zaehlerstaende: { '1-1:1.8.1': 100, '9-9:9.9.9': 1 } });
    expect(Object.keys(fehlt.json().felder).sort()).toEqual(['zaehlerstaende.1-1:1.8.2', 'zaehlerstaende.9-9:9.9.9']);
    const ohneZaehler = await melden('U-OHNE-ZAEHLER', { ...ENDE, zaehlerstaende: { '1-1:1.8.0': 1 } });
    expect(ohneZaehler.json()).toEqual({ data: umzugTexte.keinZaehler, felder: { zaehlerstaende: umzugTexte.keinZaehler } });
    await nichtsGespeichert();
  });

  it('refuses contracts that are not active with 409', async () => {
    for (const id of ['U-BEENDET', 'U-GEKUENDIGT', 'U-BEAUFTRAGT']) {
      const res = await melden(id, ENDE);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ data: umzugTexte.nichtAktiv });
    }
    await nichtsGespeichert();
  });

  it('answers 404 for another customer’s contract, another tenant’s and an unknown one', async () => {
    for (const id of ['U-FREMD', 'U-NORD', 'GIBT-ES-NICHT']) {
      const res = await melden(id, ENDE);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ data: texte.allgemein.nichtGefunden });
    }
    expect((await melden('U-AKTIV', ENDE, t.als('1301', { host: NORDLICHT_HOST }))).statusCode).toBe(404);
    expect((await melden('U-AKTIV', ENDE, t.anonym())).statusCode).toBe(401);
    await nichtsGespeichert();
  });

  it('is listed in the OpenAPI document with its 201 answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(doc.paths['/api/{vertragId}/umzug'].post.responses)).toContain('201');
    expect(Object.keys(doc.paths['/api/{vertragId}/abschlag'])).toEqual(expect.arrayContaining(['get', 'put']));
  });
});
