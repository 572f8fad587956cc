import { kuendigungOeffentlichTexte, texte, vertraegeApi, vertraegeTexte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, type TestApp, type Zugang } from '../../../test/helper.ts';
import { VERTRAGSDATEN } from '../../../test/testdaten/vertraege.ts';

// The test clock: Wednesday 2026-11-18 10:00 Berlin, Buß- und Bettag in Sachsen. The second working
// day after it is Friday 2026-11-20.
describe.each(DATENBANKEN)('Kündigen (%s)', (art) => {
  let t: TestApp;
  let ich: Zugang;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, VERTRAGSDATEN);
    ich = t.als('1001');
  });
  afterEach(() => t.schliessen());

  const kuendigen = (vertragId: string, payload: unknown, wer = ich) => wer.post(vertraegeApi.kuendigen, payload, { params: { vertragId } });
  const gespeichert = async () => ({
    kuendigungen: await t.db.selectFrom('kuendigung').selectAll().execute(),
    outbox: await t.db.selectFrom('outbox').selectAll().execute(),
    vertrag: await t.db.selectFrom('vertrag').select(['id', 'gewuenschtes_lieferende']).where('id', '=', 'V-AKTIV').executeTakeFirstOrThrow(),
  });
  const nichtsGespeichert = async () => {
    const g = await gespeichert();
    expect(g.kuendigungen).toEqual([]);
    expect(g.outbox).toEqual([]);
    expect(g.vertrag.gewuenschtes_lieferende).toBeNull();
    expect(t.mails).toEqual([]);
  };
  const ANTRAG = { grund: 'AUSZUG', datum: '2026-11-20', text: 'Wir ziehen nach Hamburg.' };

  it('stores a valid termination, sets the desired end, writes the outbox and confirms by mail', async () => {
    const res = await kuendigen('V-AKTIV', ANTRAG);
    expect(res.statusCode).toBe(200);
    // SPEC's payload still works: an ordinary termination to the given date.
    expect(res.json()).toEqual({ vertragId: 'V-AKTIV', art: 'ORDENTLICH', zeitpunkt: 'DATUM', grund: 'AUSZUG', datum: '2026-11-20', text: 'Wir ziehen nach Hamburg.', eingegangen: '2026-11-18T09:00:00.000Z' });

    const g = await gespeichert();
    expect(g.kuendigungen).toHaveLength(1);
    expect(g.kuendigungen[0]).toMatchObject({ mandant: 'musterstadt', vertrag_id: 'V-AKTIV', kundennummer: '1001', grund: 'AUSZUG', datum: '2026-11-20' });
    expect(g.vertrag.gewuenschtes_lieferende).toBe('2026-11-20');
    expect(g.outbox).toHaveLength(1);
    expect(g.outbox[0]).toMatchObject({ mandant: 'musterstadt', art: 'kuendigung', kundennummer: '1001', vertrag_id: 'V-AKTIV', exportiert: null });
    expect(g.outbox[0]!.payload).toEqual(res.json());

    const vertrag = await ich.get('/V-AKTIV');
    expect(vertrag.json()).toMatchObject({ status: 'gekeundigt', gewuenschtesLieferende: '2026-11-20' });

    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]).toMatchObject({ an: '1001@example.org', von: 'kundenportal@stadtwerke-musterstadt.example', betreff: vertraegeTexte.mailBetreff('V-AKTIV') });
    expect(t.mails[0]!.text).toContain('Gewünschtes Vertragsende: 20.11.2026');
    expect(t.mails[0]!.text).toContain('Grund: Auszug');
  });

  // The public form's language and rules, enforced here for the portal too.
  it('takes an extraordinary termination to the next possible date, with its reason; SPEC\'s reason is optional', async () => {
    const ohneBegruendung = await kuendigen('V-AKTIV', { art: 'AUSSERORDENTLICH', zeitpunkt: 'NAECHSTMOEGLICH' });
    expect(ohneBegruendung.statusCode).toBe(400);
    expect(ohneBegruendung.json().felder).toEqual({ text: kuendigungOeffentlichTexte.grundFehlt });
    const ohneDatum = await kuendigen('V-AKTIV', { art: 'ORDENTLICH', zeitpunkt: 'DATUM' });
    expect(ohneDatum.json().felder).toEqual({ datum: kuendigungOeffentlichTexte.datumFehlt });
    const ohneArt = await kuendigen('V-AKTIV', { art: 'FRISTLOS', zeitpunkt: 'NAECHSTMOEGLICH' });
    expect(Object.keys(ohneArt.json().felder)).toEqual(['art']);
    await nichtsGespeichert();

    const res = await kuendigen('V-AKTIV', { art: 'AUSSERORDENTLICH', zeitpunkt: 'NAECHSTMOEGLICH', text: 'Preiserhöhung ohne Ankündigung.' });
    expect(res.statusCode).toBe(200);
    // "Next possible" stores the earliest date the portal accepts: the second working day, Friday the 20th.
    expect(res.json()).toMatchObject({ art: 'AUSSERORDENTLICH', zeitpunkt: 'NAECHSTMOEGLICH', grund: null, datum: '2026-11-20', text: 'Preiserhöhung ohne Ankündigung.' });
    const g = await gespeichert();
    expect(g.kuendigungen[0]).toMatchObject({ art: 'AUSSERORDENTLICH', zeitpunkt: 'NAECHSTMOEGLICH', grund: null });
    expect(g.vertrag.gewuenschtes_lieferende).toBe('2026-11-20');
    expect(t.mails[0]!.text).toContain('Art: Außerordentliche Kündigung\nGewünschtes Vertragsende: zum nächstmöglichen Zeitpunkt (frühestens 20.11.2026)\n');
    expect(t.mails[0]!.text).not.toContain('Grund:');
    // The same request again is the same termination.
    expect((await kuendigen('V-AKTIV', { art: 'AUSSERORDENTLICH', zeitpunkt: 'NAECHSTMOEGLICH', text: 'Preiserhöhung ohne Ankündigung.' })).statusCode).toBe(200);
  });

  it('takes the same termination twice (double click) as one', async () => {
    const [a, b] = await Promise.all([kuendigen('V-AKTIV', ANTRAG), kuendigen('V-AKTIV', ANTRAG)]);
    t.uhr.stellen('2026-11-18T10:05:00+01:00');
    const c = await kuendigen('V-AKTIV', ANTRAG);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(b.json()).toEqual(a.json());
    expect(c.json()).toEqual(a.json());
    const g = await gespeichert();
    expect(g.kuendigungen).toHaveLength(1);
    expect(g.outbox).toHaveLength(1);
    expect(t.mails).toHaveLength(1);
  });

  it('refuses a different second termination of a cancelled contract with 409', async () => {
    expect((await kuendigen('V-AKTIV', ANTRAG)).statusCode).toBe(200);
    const res = await kuendigen('V-AKTIV', { ...ANTRAG, datum: '2026-12-31' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ data: vertraegeTexte.bereitsGekuendigt });
    const g = await gespeichert();
    expect(g.kuendigungen.map((k) => k.datum)).toEqual(['2026-11-20']);
    expect(g.vertrag.gewuenschtes_lieferende).toBe('2026-11-20');
    expect(g.outbox).toHaveLength(1);
  });

  it('refuses a date one day too early with 400 and stores nothing', async () => {
    const res = await kuendigen('V-AKTIV', { ...ANTRAG, datum: '2026-11-19' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ data: vertraegeTexte.datumZuFrueh('2026-11-20'), felder: { datum: vertraegeTexte.datumZuFrueh('2026-11-20') } });
    expect(res.json().data).toContain('20.11.2026');
    await nichtsGespeichert();
  });

  it('skips a regional holiday: on Tuesday the 17th, Thursday the 19th is still too early', async () => {
    t.uhr.stellen('2026-11-17T10:00:00+01:00');
    ich = t.als('1001');
    expect((await kuendigen('V-AKTIV', { ...ANTRAG, datum: '2026-11-19' })).statusCode).toBe(400);
    expect((await kuendigen('V-AKTIV', ANTRAG)).statusCode).toBe(200);
  });

  it('skips Christmas and takes today in Berlin, not in UTC', async () => {
    // 23:30 UTC on the 23rd is already Thursday the 24th in Berlin: earliest Tuesday the 29th.
    t.uhr.stellen('2026-12-23T23:30:00Z');
    ich = t.als('1001');
    expect((await kuendigen('V-AKTIV', { ...ANTRAG, datum: '2026-12-28' })).statusCode).toBe(400);
    expect((await kuendigen('V-AKTIV', { ...ANTRAG, datum: '2026-12-29' })).statusCode).toBe(200);
  });

  it('skips New Year with the next year’s holidays', async () => {
    t.uhr.stellen('2026-12-30T10:00:00+01:00');
    ich = t.als('1001');
    expect((await kuendigen('V-AKTIV', { ...ANTRAG, datum: '2027-01-01' })).statusCode).toBe(400);
    expect((await kuendigen('V-AKTIV', { ...ANTRAG, datum: '2027-01-04' })).statusCode).toBe(200);
  });

  it('refuses a reason that is not one of the three, and a malformed payload', async () => {
    const falscherGrund = await kuendigen('V-AKTIV', { ...ANTRAG, grund: 'UMZUG' });
    expect(falscherGrund.statusCode).toBe(400);
    expect(Object.keys(falscherGrund.json().felder)).toEqual(['grund']);
    for (const payload of [{ ...ANTRAG, datum: '20.11.2026' }, { grund: 'AUSZUG' }, { ...ANTRAG, text: 'x'.repeat(2001) }]) {
      const res = await kuendigen('V-AKTIV', payload);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().data).toBe('string');
    }
    await nichtsGespeichert();
  });

  it.each(['V-BEENDET', 'V-STORNO', 'V-BEAUFTRAGT', 'V-GEKUENDIGT'])('refuses to cancel the inactive contract %s with 409', async (id) => {
    const res = await kuendigen(id, ANTRAG);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ data: vertraegeTexte.nichtKuendbar });
    await nichtsGespeichert();
  });

  it('answers 404 for another customer’s contract, an unknown one, and stores nothing', async () => {
    for (const id of ['V-FREMD', 'GIBT-ES-NICHT']) {
      const res = await kuendigen(id, ANTRAG);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ data: texte.allgemein.nichtGefunden });
    }
    expect(await t.db.selectFrom('kuendigung').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('vertrag').select('gewuenschtes_lieferende').where('id', '=', 'V-FREMD').executeTakeFirst()).toEqual({ gewuenschtes_lieferende: null });
  });

  it('needs a session', async () => {
    expect((await kuendigen('V-AKTIV', ANTRAG, t.anonym())).statusCode).toBe(401);
  });

  it('sends no mail to a customer without an email address, and stores anyway', async () => {
    const ohneMail = t.als('1003');
    expect((await kuendigen('V-OHNE-MAIL', ANTRAG, ohneMail)).statusCode).toBe(200);
    expect(t.mails).toEqual([]);
    expect(await t.db.selectFrom('outbox').select('vertrag_id').execute()).toEqual([{ vertrag_id: 'V-OHNE-MAIL' }]);
  });
});

describe.each(DATENBANKEN)('Kündigen, wenn die Mail scheitert (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art, { mailer: { senden: () => Promise.reject(new Error('SMTP nicht erreichbar')) } });
    await einspielen(t.db, VERTRAGSDATEN);
  });
  afterEach(() => t.schliessen());

  it('keeps the stored termination and answers 200', async () => {
    const res = await t.als('1001').post(vertraegeApi.kuendigen, { grund: 'ANBIETERWECHSEL', datum: '2026-12-31' }, { params: { vertragId: 'V-AKTIV' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ grund: 'ANBIETERWECHSEL', text: null });
    expect(await t.db.selectFrom('kuendigung').select('datum').execute()).toEqual([{ datum: '2026-12-31' }]);
  });
});
