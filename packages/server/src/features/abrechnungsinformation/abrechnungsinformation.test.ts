import { abrechnungsinformationTexte, texte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, type TestApp } from '../../../test/helper.ts';
import { pdfStruktur } from '../../../test/pdf-struktur.ts';
import { DATEN, tageSchreiben } from '../../../test/testdaten/abrechnungsinformation.ts';
import { monatErstellen } from './monatslauf.ts';

const ANFORDERUNG = { zeitraum: 'SEIT_LETZTER_ABRECHNUNG' };

// § 40b EnWG billing information, hand-computed (docs/abrechnungsinformation.md). Clock: 2026-11-18 10:00 Berlin,
// so October 2026 is past its fifth day. October 2026 has 2,980 quarter hours (25 October: 100).
describe.each(DATENBANKEN)('Abrechnungsinformation (%s)', (art) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, DATEN);
  }, 180_000);
  afterEach(() => t.schliessen());

  const mandant = () => t.app.dienste.mandanten.alle.find((m) => m.key === 'musterstadt')!;
  const oktober = () => monatErstellen(t.db, mandant(), '2026-10', t.uhr.jetzt());
  const lesen = async (vertrag: string, id: string) => {
    const res = await t.als('4001').get(`/${vertrag}/abrechnungsinformationen/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  describe('dynamic contract with the 100-quarter-hour day and a substitute value', () => {
    beforeEach(async () => {
      // 250 Wh every quarter hour; 25 October 11:00 (index 48 on the 25-hour day) is a substitute value.
      await tageSchreiben(t.db, 'A-DYN', '2026-10-01', '2026-10-31', 250, { qualitaet: (tag, i) => (tag === '2026-10-25' && i === 48 ? 'ERSATZWERT' : 'GEMESSEN') });
      // The previous October: 200 Wh per quarter hour, 2,980 of them (26 October 2025 had 100) = 596 kWh.
      await tageSchreiben(t.db, 'A-DYN', '2025-10-01', '2025-10-31', 200);
      // Feed-in on 10 October: 96 × 100 Wh.
      await tageSchreiben(t.db, 'A-DYN', '2026-10-10', '2026-10-10', 100, { kanal: 'EINSPEISUNG' });
    }, 180_000);

    it('2,980 × 0.25 kWh = 745 kWh at 0.3689 € gross = 274.83 €; base price 31 × 10 × 12 / 365 = 10.19 € gross', async () => {
      expect(await oktober()).toEqual({ neu: 1, geaendert: 0, gleich: 0, wartend: 0 });
      const i = await lesen('A-DYN', '2026-10');
      expect(i).toMatchObject({
        id: '2026-10',
        von: '2026-10-01',
        bis: '2026-10-31',
        vorlaeufig: false,
        verbrauchKwh: 745,
        verbrauchVorjahrKwh: 596,
        // (745 − 596) / 596 = 25.0 %
        veraenderungProzent: 25,
        proKanal: [],
        einspeisungKwh: 9.6,
        // 1 of 2,980 values is a substitute: 0.0003
        qualitaet: { gemessen: 0.9997, ersatzwert: 0.0003, vorlaeufig: 0 },
        kosten: {
          // 274.8305 → 274.83 gross; net 274.83 / 1.19 = 230.95
          arbeit: { netto: 230.95, brutto: 274.83 },
          // 10.1918 → 10.19 gross; net 10.19 / 1.19 = 8.56
          grund: { netto: 8.56, brutto: 10.19 },
          netto: 239.51,
          umsatzsteuer: 45.51,
          brutto: 285.02,
        },
        abschlaege: { faelligkeiten: [{ datum: '2026-10-20', betrag: 80 }], summe: 80 },
        saldo: -205.02,
      });
    });

    it('equals the history and the forecast for the same period', async () => {
      await oktober();
      const i = await lesen('A-DYN', '2026-10');
      const historie = (await t.als('4001').get('/A-DYN/historie?von=2026-10-01&bis=2026-10-31&interval=monthly')).json();
      expect(historie.data).toHaveLength(1);
      expect(i.verbrauchKwh).toBe(historie.data[0].verbrauch);
      expect(i.kosten.arbeit.brutto).toBe(Math.round(historie.data[0].kosten * 100) / 100);
      const prognose = (await t.als('4001').get('/A-DYN/prognose')).json();
      expect(i.prognose).toEqual({ abrechnungsstichtag: prognose.abrechnungsstichtag, saldo: prognose.saldo });
    });

    it('provisional values keep it vorlaeufig; a correction updates it without a second notification', async () => {
      await tageSchreiben(t.db, 'A-DYN', '2026-10-31', '2026-10-31', 250, { qualitaet: (_, i) => (i >= 92 ? 'VORLAEUFIG' : 'GEMESSEN') });
      await oktober();
      expect((await lesen('A-DYN', '2026-10')).vorlaeufig).toBe(true);
      // The metering operator sends the final values, higher by 1 Wh each in the last hour.
      await tageSchreiben(t.db, 'A-DYN', '2026-10-31', '2026-10-31', 251, { qualitaet: () => 'GEMESSEN' });
      expect(await oktober()).toEqual({ neu: 0, geaendert: 1, gleich: 0, wartend: 0 });
      const i = await lesen('A-DYN', '2026-10');
      expect(i.vorlaeufig).toBe(false);
      expect(i.verbrauchKwh).toBe(745.096);
      expect(await oktober()).toEqual({ neu: 0, geaendert: 0, gleich: 1, wartend: 0 });
      const zentrale = await t.db.selectFrom('benachrichtigung').select(['titel', 'link']).where('kundennummer', '=', '4001').execute();
      expect(zentrale).toEqual([{ titel: 'Ihre Abrechnungsinformation für Oktober 2026 ist da', link: '/vertrag/A-DYN/abrechnungsinformationen/2026-10' }]);
    });

    it('waits for complete data until the fifth day after the month, then makes it vorlaeufig', async () => {
      await t.db.deleteFrom('intervall_tag').where('tag', '=', '2026-10-31').execute();
      t.uhr.stellen('2026-11-04T10:00:00+01:00');
      expect(await oktober()).toEqual({ neu: 0, geaendert: 0, gleich: 0, wartend: 1 });
      t.uhr.stellen('2026-11-05T06:00:00+01:00');
      expect(await oktober()).toMatchObject({ neu: 1 });
      expect((await lesen('A-DYN', '2026-10')).vorlaeufig).toBe(true);
    });

    it('appears under Dokumente as a tagged PDF (title, language, headings, tables), and in the list', async () => {
      await oktober();
      const liste = (await t.als('4001').get('/A-DYN/abrechnungsinformationen')).json();
      expect(liste).toEqual([expect.objectContaining({ id: '2026-10', brutto: 285.02, saldo: -205.02, vorlaeufig: false })]);
      const dokumente = (await t.als('4001').get('/dokument/A-DYN')).json();
      expect(dokumente).toEqual([expect.objectContaining({ dateiname: 'Abrechnungsinformation-2026-10.pdf', kategorie: 'Abrechnungsinformation', mimeType: 'application/pdf' })]);
      const pdf = await t.als('4001').get('/A-DYN/abrechnungsinformationen/2026-10/pdf');
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      // Tagged for screen readers: title in the title bar, language, headings, paragraphs, tables with header cells.
      const s = await pdfStruktur(pdf.rawPayload);
      expect(s).toMatchObject({ lang: 'de-DE', markiert: true, titelInDerTitelleiste: true, titel: 'Abrechnungsinformation Oktober 2026', strukturbaum: true });
      for (const pfad of ['Document/H1', 'Document/H2', 'Document/P', 'Document/Table/TR/TH', 'Document/Table/TR/TD']) expect(s.pfade).toContain(pfad);
      expect(s.pfade.filter((p) => p === 'Document/Table')).toHaveLength(4);
      expect(s.scopes).toContain('Column');
      expect(s.scopes).toContain('Row');
    });
  });

  it('net HT/NT contract: NT 22–06 h at 0.20, HT at 0.30, VAT added; the instalment changed inside the month', async () => {
    // 100 Wh per quarter hour: 2,980 → 298 kWh, of which NT 31 × 32 + 4 (the repeated 02:00 hour) = 996 → 99.6 kWh.
    await tageSchreiben(t.db, 'A-HTNT', '2026-10-01', '2026-10-31', 100);
    // 70 € from 15 October on; 60 € before.
    await t.db.insertInto('abschlag_aenderung').values({ mandant: 'musterstadt', vertrag_id: 'A-HTNT', kundennummer: '4001', betrag_alt: 60, betrag_neu: 70, gueltig_ab: '2026-10-15', erstellt: new Date('2026-10-01T10:00:00Z') }).execute();
    await oktober();
    const i = await lesen('A-HTNT', '2026-10');
    expect(i).toMatchObject({
      verbrauchKwh: 298,
      proKanal: [
        { obiskennzahl: '1-1:1.8.1', bezeichnung: 'HT', kwh: 198.4 },
        { obiskennzahl: '1-1:1.8.2', bezeichnung: 'NT', kwh: 99.6 },
      ],
      einspeisungKwh: null,
      verbrauchVorjahrKwh: null,
      kosten: {
        // 198.4 × 0.30 + 99.6 × 0.20 = 79.44 net; + 15.09 VAT = 94.53
        arbeit: { netto: 79.44, brutto: 94.53 },
        // 31 × 12 × 12 / 365 = 12.23 net; + 2.32 = 14.55
        grund: { netto: 12.23, brutto: 14.55 },
        netto: 91.67,
        umsatzsteuer: 17.41,
        brutto: 109.08,
      },
      abschlaege: { faelligkeiten: [{ datum: '2026-10-20', betrag: 70 }], summe: 70 },
      saldo: -39.08,
    });
    const historie = (await t.als('4001').get('/A-HTNT/historie?von=2026-10-01&bis=2026-10-31&interval=monthly')).json();
    expect(i.verbrauchKwh).toBe(historie.data[0].verbrauch);
    expect((await t.als('4001').get('/A-HTNT/abschlag')).json().betrag).toBe(70);
    // September's instalment was due before the change: 60 €.
    await tageSchreiben(t.db, 'A-HTNT', '2026-09-01', '2026-09-30', 100);
    await monatErstellen(t.db, mandant(), '2026-09', t.uhr.jetzt());
    expect((await lesen('A-HTNT', '2026-09')).abschlaege).toEqual({ faelligkeiten: [{ datum: '2026-09-20', betrag: 60 }], summe: 60 });
  });

  it('net HT/NT contract: the history prices NT hours at NT too, with VAT; its October cost equals the gross working price to the cent', async () => {
    await tageSchreiben(t.db, 'A-HTNT', '2026-10-01', '2026-10-31', 100);
    await oktober();
    const i = await lesen('A-HTNT', '2026-10');
    const historie = async (interval: string) => (await t.als('4001').get(`/A-HTNT/historie?von=2026-10-01&bis=2026-10-31&interval=${interval}`)).json().data as Array<{ kosten: number }>;
    const monat = await historie('monthly');
    // (198.4 kWh × 0.30 + 99.6 kWh × 0.20) × 1.19 = 79.44 × 1.19 = 94.5336, as the billing information's gross working price
    expect(monat).toHaveLength(1);
    expect(Math.round(monat[0]!.kosten * 100) / 100).toBe(94.53);
    expect(i.kosten.arbeit.brutto).toBe(94.53);
    const tage = await historie('daily');
    expect(tage).toHaveLength(31);
    expect(Math.round(tage.reduce((s, d) => s + d.kosten, 0) * 100) / 100).toBe(94.53);
    // 25 October by the hour: (9 NT hours (00–06 with 02:00 twice, 22–24) × 0.4 kWh × 0.20 + 16 × 0.4 × 0.30) × 1.19 = 2.64 × 1.19 = 3.14
    const stunden = (await t.als('4001').get('/A-HTNT/historie?von=2026-10-25&bis=2026-10-25&interval=hourly')).json().data as Array<{ kosten: number }>;
    expect(stunden).toHaveLength(25);
    expect(Math.round(stunden.reduce((s, d) => s + d.kosten, 0) * 100) / 100).toBe(3.14);
  });

  describe('on request, from readings', () => {
    it('1 January to the day before the reading of 10 November: 1,000 kWh HT, 400 kWh NT, gross prices', async () => {
      const res = await t.als('4001').post('/A-ABL/abrechnungsinformationen', ANFORDERUNG);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        id: '2026-01-01_2026-11-09',
        von: '2026-01-01',
        bis: '2026-11-09',
        vorlaeufig: false,
        verbrauchKwh: 1400,
        proKanal: [
          { obiskennzahl: '1-1:1.8.1', bezeichnung: 'HT', kwh: 1000 },
          { obiskennzahl: '1-1:1.8.2', bezeichnung: 'NT', kwh: 400 },
        ],
        qualitaet: { gemessen: 1, ersatzwert: 0, vorlaeufig: 0 },
        kosten: {
          // 1,000 × 0.30 + 400 × 0.20 = 380.00 gross; net 319.33
          arbeit: { netto: 319.33, brutto: 380 },
          // 313 days × 10 × 12 / 365 = 102.90 gross; net 86.47
          grund: { netto: 86.47, brutto: 102.9 },
          netto: 405.8,
          umsatzsteuer: 77.1,
          brutto: 482.9,
        },
        // 20 January … 20 October: 10 × 80 €
        abschlaege: { summe: 800 },
        saldo: 317.1,
      });
      expect(res.json().abschlaege.faelligkeiten).toHaveLength(10);
      expect((await t.als('4001').get('/A-ABL/abrechnungsinformationen')).json().map((e: { id: string }) => e.id)).toEqual(['2026-01-01_2026-11-09']);
    });

    it('at most once every three months: 409 with the date', async () => {
      expect((await t.als('4001').post('/A-ABL/abrechnungsinformationen', ANFORDERUNG)).statusCode).toBe(201);
      const res = await t.als('4001').post('/A-ABL/abrechnungsinformationen', ANFORDERUNG);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ data: abrechnungsinformationTexte.zuFrueh('2027-02-18'), felder: { ab: '2027-02-18' } });
      expect(res.json().data).toBe('Sie können die nächste Abrechnungsinformation ab dem 18.02.2027 anfordern.');
    });

    it('without a reading after the period start: 422 with the link to enter one', async () => {
      const res = await t.als('4001').post('/A-OHNE/abrechnungsinformationen', ANFORDERUNG);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ data: abrechnungsinformationTexte.keineAblesung, felder: { link: '/vertrag/A-OHNE/ablesung' } });
      expect(await t.db.selectFrom('abrechnungsinformation').selectAll().execute()).toEqual([]);
    });
  });

  it("another customer's contract and an unknown information are 404", async () => {
    await tageSchreiben(t.db, 'A-DYN', '2026-10-01', '2026-10-31', 250);
    await oktober();
    for (const pfad of ['/A-FREMD/abrechnungsinformationen', '/A-FREMD/abrechnungsinformationen/2026-10', '/A-DYN/abrechnungsinformationen/2026-09', '/A-DYN/abrechnungsinformationen/2026-10/pdf'.replace('A-DYN', 'A-FREMD')]) {
      const res = await t.als('4001').get(pfad);
      expect(res.statusCode, pfad).toBe(404);
      expect(res.json()).toEqual({ data: texte.allgemein.nichtGefunden });
    }
    expect((await t.als('4002').get('/A-DYN/abrechnungsinformationen/2026-10')).statusCode).toBe(404);
    expect((await t.als('4001').post('/A-FREMD/abrechnungsinformationen', ANFORDERUNG)).statusCode).toBe(404);
    expect((await t.als('4001').get('/A-DYN/abrechnungsinformationen/Oktober')).statusCode).toBe(400);
  });
});
