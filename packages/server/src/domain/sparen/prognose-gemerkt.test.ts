import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, NORDLICHT_HOST, type TestApp, type Zugang } from '../../../test/helper.ts';
import { intervallTageSchreiben } from '../intervall/schreiben.ts';
import { prognoseBerechnen } from './prognose.ts';

// The forecast is kept between calls, and every way its inputs change shows in the very next answer: a
// reading, a tariff, an instalment, interval data, a bill, and a write no code path announces. Each answer is
// the one forecast function's figure computed afresh. Clock 2026-11-18 10:00 Berlin; the billing period of
// P-1 and P-2 runs 2026-11-01 → 2027-11-01.
const ZAEHLER = { nummer: 'Z-P', kanaele: [{ obiskennzahl: '1-1:1.8.0', vorkommastellen: 6, nachkommastellen: 1 }] };
const TARIF = { name: 'Fix', tariftyp: 'ALLES_INKLUSIVE_BRUTTO' as const, grundpreis: 12, arbeitspreis: 0.3, gueltigVon: '2024-01-01' };
const vertrag = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  versorgungsart: 'Strom' as const,
  anmeldungsart: 'Lieferantenwechsel' as const,
  lieferbeginn: '2024-01-01',
  strasse: 'Prognoseweg',
  hausnummer: '1',
  plz: '12345',
  ort: 'Musterstadt',
  kundenArt: 'Haushaltskunde' as const,
  tarife: [TARIF],
  verbraeuche: [{ von: '2025-11-01', bis: '2026-11-01', summe: 3000 }],
  abschlag: { betrag: 80, rhythmus: 'MONATLICH' as const, naechsteFaelligkeit: '2026-12-01' },
  ...extra,
});
const datei = (p1: Record<string, unknown> = {}) => ({
  anschlussnutzer: [
    kunde('4801', {
      vertraege: [
        // Readings since the last bill: the forecast runs on them (ABLESUNGEN_SLP).
        vertrag('P-1', { zaehler: ZAEHLER, ablesungen: [{ ablesedatum: '2026-11-01', zaehlernummer: 'Z-P', ablesewerte: { '1-1:1.8.0': 10_000 } }, { ablesedatum: '2026-11-10', zaehlernummer: 'Z-P', ablesewerte: { '1-1:1.8.0': 10_080 } }], ...p1 }),
        // A smart meter: the forecast runs on its quarter hours (INTERVALLDATEN).
        vertrag('P-2'),
      ],
    }),
    kunde('4802', { vertraege: [vertrag('P-3')] }),
  ],
});
const tage = (von: number, bis: number) => Array.from({ length: bis - von + 1 }, (_, i) => `2026-11-${String(von + i).padStart(2, '0')}`);

describe.each(DATENBANKEN)('Die Prognose wird gemerkt und bei jeder Änderung neu berechnet (%s)', (art) => {
  let t: TestApp;
  let ich: Zugang;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, datei());
    ich = t.als('4801');
  });
  afterEach(() => t.schliessen());

  const vertragZeile = (id: string, mandant = 'musterstadt') => t.db.selectFrom('vertrag').selectAll().where('mandant', '=', mandant).where('id', '=', id).executeTakeFirstOrThrow();
  /** The answer of /prognose, checked against the forecast function computed afresh right now. */
  const prognose = async (id: string, wer = ich, mandant = 'musterstadt') => {
    const res = await wer.get(`/${id}/prognose`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(await prognoseBerechnen(t.db, await vertragZeile(id, mandant), t.uhr.jetzt()))));
    return res.json();
  };
  const tagWerte = async (id: string, tag: string, werte: Array<number | null>) => {
    const { nr } = await vertragZeile(id);
    await intervallTageSchreiben(t.db, [{ mandant: 'musterstadt', vertragNr: nr, tag, werte }]);
  };

  it('a reading the customer enters changes the next forecast and the Abschlag recommendation', async () => {
    const vorher = await prognose('P-1');
    const abschlagVorher = (await ich.get('/P-1/abschlag')).json();
    expect(vorher.grundlage.datengrundlage).toBe('ABLESUNGEN_SLP');
    const res = await ich.post('/P-1/ablesungen', { ablesedatum: '2026-11-18', zaehlernummer: 'Z-P', ablesewerte: { '1-1:1.8.0': 10_300 } });
    expect(res.statusCode, res.body).toBe(200);
    const nachher = await prognose('P-1');
    expect(nachher.verbrauchKwh.p50).toBeGreaterThan(vorher.verbrauchKwh.p50);
    const abschlag = (await ich.get('/P-1/abschlag')).json();
    expect(abschlag.berechnung.verbrauch).toBe(nachher.verbrauchKwh.p50);
    expect(abschlag.berechnung.verbrauch).not.toBe(abschlagVorher.berechnung.verbrauch);
  });

  it('a tariff the billing system sends changes the cost', async () => {
    const vorher = await prognose('P-1');
    await einspielen(t.db, datei({ tarife: [TARIF, { ...TARIF, name: 'Teurer', arbeitspreis: 0.4, gueltigVon: '2026-12-01' }] }));
    const nachher = await prognose('P-1');
    expect(nachher.verbrauchKwh).toEqual(vorher.verbrauchKwh);
    expect(nachher.kosten.p50).toBeGreaterThan(vorher.kosten.p50);
  });

  it('an instalment the customer changes changes the instalments until the bill and the saldo', async () => {
    const vorher = await prognose('P-1');
    expect((await ich.put('/P-1/abschlag', { betrag: 100 })).statusCode).toBe(200);
    const nachher = await prognose('P-1');
    expect(nachher.abschlaegeBisStichtag).toBeGreaterThan(vorher.abschlaegeBisStichtag);
    expect(nachher.saldo.p50).toBeGreaterThan(vorher.saldo.p50);
  });

  it('new interval data changes the forecast, also a gap filled with zeros (the day’s sum stays the same)', async () => {
    const voll = Array<number | null>(96).fill(100);
    for (const tag of tage(1, 16)) await tagWerte('P-2', tag, voll);
    // 2026-11-17: the first half of the day missing, a gap in the data (the rest is scaled up to cover it).
    await tagWerte('P-2', '2026-11-17', [...Array<number | null>(48).fill(null), ...Array<number | null>(48).fill(100)]);
    const vorher = await prognose('P-2');
    expect(vorher.grundlage.datengrundlage).toBe('INTERVALLDATEN');
    await tagWerte('P-2', '2026-11-17', [...Array<number | null>(48).fill(0), ...Array<number | null>(48).fill(null)]);
    const gefuellt = await prognose('P-2');
    expect(gefuellt.grundlage.bekannterVerbrauch).toBeLessThan(vorher.grundlage.bekannterVerbrauch);
    await tagWerte('P-2', '2026-11-18', Array<number | null>(92).fill(null).concat([500, 500, 500, 500]));
    // Today's quarter hours count once they have begun: 23:00 onwards is still ahead at 10:00.
    expect((await prognose('P-2')).grundlage).toEqual(gefuellt.grundlage);
    t.uhr.stellen('2026-11-18T23:30:00+01:00');
    expect((await prognose('P-2', t.als('4801'))).grundlage.bekannterVerbrauch).toBeGreaterThan(gefuellt.grundlage.bekannterVerbrauch);
  });

  it('interval days deleted or changed by hand-written SQL change the next answer (the table raises its own counter)', async () => {
    for (const tag of tage(1, 17)) await tagWerte('P-2', tag, Array<number | null>(96).fill(100));
    const vorher = await prognose('P-2');
    const { nr } = await vertragZeile('P-2');
    await t.db.deleteFrom('intervall_tag').where('mandant', '=', 'musterstadt').where('vertrag_nr', '=', nr).where('tag', '>=', '2026-11-10').execute();
    const geloescht = await prognose('P-2');
    expect(geloescht.grundlage.bekannterVerbrauch).toBeLessThan(vorher.grundlage.bekannterVerbrauch);
    await t.db.updateTable('intervall_tag').set({ werte_kurz: Array(96).fill(300), summe: 28_800 }).where('mandant', '=', 'musterstadt').where('vertrag_nr', '=', nr).where('tag', '=', '2026-11-09').execute();
    expect((await prognose('P-2')).grundlage.bekannterVerbrauch).toBeGreaterThan(geloescht.grundlage.bekannterVerbrauch);
  });

  it('a bill, or any row written past the application, changes the next answer', async () => {
    const vorher = await prognose('P-3', t.als('4802'));
    expect(vorher.grundlage.datengrundlage).toBe('ABRECHNUNG');
    await t.db.updateTable('verbrauch').set({ summe: 4000 }).where('mandant', '=', 'musterstadt').where('vertrag_id', '=', 'P-3').execute();
    expect((await prognose('P-3', t.als('4802'))).verbrauchKwh.p50).toBeGreaterThan(vorher.verbrauchKwh.p50);
    await t.db.updateTable('vertrag').set({ kunden_art: 'Sondervertragskunde' }).where('mandant', '=', 'musterstadt').where('id', '=', 'P-3').execute();
    expect((await prognose('P-3', t.als('4802'))).grundlage.profil).not.toBe(vorher.grundlage.profil);
  });

  it('keeps each tenant’s and customer’s forecast apart: the same contract id elsewhere is another forecast, another customer gets 404', async () => {
    await einspielen(t.db, { anschlussnutzer: [kunde('4801', { vertraege: [vertrag('P-1', { verbraeuche: [{ von: '2025-11-01', bis: '2026-11-01', summe: 9000 }] })] })] }, 'nordlicht');
    const hier = await prognose('P-1');
    const dort = await prognose('P-1', t.als('4801', { host: NORDLICHT_HOST }), 'nordlicht');
    expect(dort.verbrauchKwh.p50).not.toBe(hier.verbrauchKwh.p50);
    expect(await prognose('P-1')).toEqual(hier);
    expect((await t.als('4802').get('/P-1/prognose')).statusCode).toBe(404);
    expect((await t.als('4802').get('/P-1/abschlag')).statusCode).toBe(404);
    expect((await t.als('4801', { host: NORDLICHT_HOST }).get('/P-2/prognose')).statusCode).toBe(404);
  });
});
