import { abschlagTexte, texte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, NORDLICHT_HOST, type TestApp, type Zugang } from '../../../test/helper.ts';
import { umzugAbschlagEinspielen, vertrag } from '../../../test/testdaten/umzug-abschlag.ts';

// The test clock: Wednesday 2026-11-18 10:00 Berlin. U-AKTIV: 3000 kWh in the last billed year at
// 0.30 €/kWh + 12 × 10 € = 1020 € → 85 € a month; the tenant allows 70–200 % (60–170 €) and five days' lead,
// so the due date 2026-11-20 is too close and a change takes effect on 2026-12-20.
describe.each(DATENBANKEN)('Abschlag (%s)', (art) => {
  let t: TestApp;
  let ich: Zugang;
  beforeEach(async () => {
    t = await bauen(art);
    await umzugAbschlagEinspielen(t);
    ich = t.als('1301');
  });
  afterEach(() => t.schliessen());

  const lesen = (id: string, wer = ich) => wer.get(`/${id}/abschlag`);
  const aendern = (id: string, betrag: unknown, wer = ich) => wer.put(`/${id}/abschlag`, { betrag });
  const nichtsGespeichert = async () => {
    expect(await t.db.selectFrom('abschlag_aenderung').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    expect((await lesen('U-AKTIV')).json().betrag).toBe(80);
  };

  it('shows amount, rhythm, due date, the §41b(3) recommendation with its calculation, the range and the effective date', async () => {
    const res = await lesen('U-AKTIV');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ betrag: 80, geplant: null, rhythmus: 'MONATLICH', naechsteFaelligkeit: '2026-11-20', empfehlung: 85, min: 60, max: 170, gueltigAb: '2026-12-20', historie: [] });
    // The recommendation rests on the forecast's p50 for the billing period 2026 (3,000 kWh of 2025
    // carried over with the H25 profile of 2026: 2,998.1 kWh), the same figure /prognose shows.
    expect(res.json().berechnung).toMatchObject({ von: '2026-01-01', bis: '2027-01-01', verbrauch: 2998.1, jahresverbrauch: 2998, jahreskosten: 1019.4, zahlungen: 12, prognose: true });
    const prognose = (await ich.get('/U-AKTIV/prognose')).json();
    expect(prognose.verbrauchKwh.p50).toBe(res.json().berechnung.verbrauch);
  });

  it('stores a change within the range, records it in the history and the outbox', async () => {
    const res = await aendern('U-AKTIV', 60);
    expect(res.statusCode).toBe(200);
    // The next debit (2026-11-20) is still the old 80 €; the new amount is planned from 2026-12-20.
    expect(res.json()).toMatchObject({ betrag: 80, geplant: { betrag: 60, ab: '2026-12-20' }, naechsteFaelligkeit: '2026-11-20', empfehlung: 85, gueltigAb: '2026-12-20', historie: [{ betragAlt: 80, betragNeu: 60, gueltigAb: '2026-12-20', eingegangen: '2026-11-18T09:00:00.000Z' }] });
    expect((await lesen('U-AKTIV')).json()).toEqual(res.json());
    const outbox = await t.db.selectFrom('outbox').selectAll().execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ art: 'abschlag', kundennummer: '1301', vertrag_id: 'U-AKTIV' });
    // The reference number of the confirmation mail travels with the change.
    expect(outbox[0]!.payload).toEqual({ betragAlt: 80, betragNeu: 60, gueltigAb: '2026-12-20', rhythmus: 'MONATLICH', referenz: expect.stringMatching(/^A-20261118-[A-Z2-9]{6}$/) });

    // The same amount again (double click) records nothing more; a second change is a second line.
    expect((await aendern('U-AKTIV', 60)).statusCode).toBe(200);
    t.uhr.stellen('2026-11-19T10:00:00+01:00');
    ich = t.als('1301');
    const zweite = (await aendern('U-AKTIV', 170)).json();
    expect(zweite.historie.map((h: { betragNeu: number }) => h.betragNeu)).toEqual([170, 60]);
    expect(zweite).toMatchObject({ betrag: 80, geplant: { betrag: 170, ab: '2026-12-20' } });
    // Once the due date of the change has come, the new amount is what is debited, with nothing planned.
    t.uhr.stellen('2026-11-21T10:00:00+01:00');
    ich = t.als('1301');
    expect((await lesen('U-AKTIV')).json()).toMatchObject({ betrag: 170, geplant: null, naechsteFaelligkeit: '2026-12-20' });
    expect(await t.db.selectFrom('outbox').selectAll().execute()).toHaveLength(2);
  });

  it('refuses an amount outside the range with the range in euros, and anything but whole euros', async () => {
    for (const betrag of [59, 171, 0]) {
      const res = await aendern('U-AKTIV', betrag);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ data: 'Der Abschlag muss zwischen 60 € und 170 € liegen.', felder: { betrag: 'Der Abschlag muss zwischen 60 € und 170 € liegen.' } });
    }
    for (const betrag of [65.5, '65', null, -1]) {
      const res = await aendern('U-AKTIV', betrag);
      expect(res.statusCode).toBe(400);
      expect(res.json().felder).toEqual({ betrag: abschlagTexte.ganzeEuro });
    }
    await nichtsGespeichert();
  });

  it('takes the range around the current amount when there is no recommendation', async () => {
    // No consumption and no tariff: 50 € a quarter → 35–100 €, next due date 2026-12-01.
    const res = (await lesen('U-OHNE-ZAEHLER')).json();
    expect(res).toMatchObject({ betrag: 50, rhythmus: 'VIERTELJAEHRLICH', empfehlung: null, berechnung: null, min: 35, max: 100, gueltigAb: '2026-12-01' });
  });

  it('answers 404 with the issue text for a contract without an instalment', async () => {
    const res = await lesen('U-OHNE-ABSCHLAG');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ data: 'Für diesen Vertrag ist kein Abschlag hinterlegt.' });
    expect((await aendern('U-OHNE-ABSCHLAG', 50)).json()).toEqual({ data: abschlagTexte.keinAbschlag });
  });

  it('answers 404 for another customer’s or tenant’s contract, and refuses a change of an ended one with 409', async () => {
    for (const id of ['U-FREMD', 'U-NORD']) {
      expect((await lesen(id)).json()).toEqual({ data: texte.allgemein.nichtGefunden });
      expect((await aendern(id, 70)).statusCode).toBe(404);
    }
    const beendet = await aendern('U-BEENDET', 40);
    expect(beendet.statusCode).toBe(409);
    expect(beendet.json()).toEqual({ data: abschlagTexte.nichtAenderbar });
    await nichtsGespeichert();
  });

  it('uses each tenant’s own range and lead time', async () => {
    const nord = t.als('1301', { host: NORDLICHT_HOST });
    // 80–150 % of 85 € = 68–127 €; ten days' lead skips the 2026-11-25 due date.
    expect((await lesen('U-NORD', nord)).json()).toMatchObject({ empfehlung: 85, min: 68, max: 127, naechsteFaelligkeit: '2026-11-25', gueltigAb: '2026-12-25' });
    expect((await aendern('U-NORD', 128, nord)).json().data).toBe('Der Abschlag muss zwischen 68 € und 127 € liegen.');
  });

  it('is replaced by a re-import, kept when left out and removed by abschlag: null', async () => {
    await einspielen(t.db, { anschlussnutzer: [kunde('1301', { vertraege: [vertrag('U-AKTIV', { abschlag: { betrag: 95, rhythmus: 'ZWEIMONATLICH', naechsteFaelligkeit: '2027-01-01' } })] })] });
    expect((await lesen('U-AKTIV')).json()).toMatchObject({ betrag: 95, rhythmus: 'ZWEIMONATLICH', naechsteFaelligkeit: '2027-01-01' });
    await einspielen(t.db, { anschlussnutzer: [kunde('1301', { vertraege: [vertrag('U-AKTIV')] })] });
    expect((await lesen('U-AKTIV')).json().betrag).toBe(95);
    await einspielen(t.db, { anschlussnutzer: [kunde('1301', { vertraege: [vertrag('U-AKTIV', { abschlag: null })] })] });
    expect((await lesen('U-AKTIV')).statusCode).toBe(404);
  });
});
