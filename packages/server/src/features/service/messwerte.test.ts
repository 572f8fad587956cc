import { readFileSync } from 'node:fs';
import { serviceTexte } from '@ekp/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bauen, DATENBANKEN, einspielen, kunde, NORDLICHT_HOST, type TestApp, type Zugang } from '../../../test/helper.ts';
import { vertrag } from '../../../test/testdaten/umzug-abschlag.ts';
import { msconsEinlesen } from '../../import/mscons/einlesen.ts';
import { mitarbeiter } from './testhilfe.ts';

// The golden MSCONS files of the importer's tests: the summer change day 29.03.2026 (MaLo 51238696781, DOK-S-1,
// created 30.03. 06:00 UTC), its correction of 10:00–11:00 (DOK-S-2, created 02.04. 07:30 UTC) and the winter
// change day 25.10.2026 with feed-in (Zählpunkt DE…0001).
const datei = (name: string) => readFileSync(new URL(`../../../test/mscons/${name}`, import.meta.url));
const pfad = (kn: string, v: string) => `/service/kunden/${kn}/vertraege/${v}/messwerte`;
interface Fassung { von: string; bis: string; wert: number; qualitaet: string; status: string | null; absender: string; dokumentnummer: string; erstellt: string; abgeloest: string | null }

describe.each(DATENBANKEN)('Servicekonsole: Messwerte und Korrekturen (%s)', (art) => {
  let t: TestApp;
  let bert: Zugang;
  beforeEach(async () => {
    t = await bauen(art);
    await einspielen(t.db, {
      anschlussnutzer: [
        kunde('1001', { vertraege: [vertrag('V-MALO', { maloId: '51238696781' }), vertrag('V-MELO', { meloId: 'DE0001234567890000000000000000001' })] }),
        kunde('1002', { vertraege: [vertrag('V-1002')] }),
      ],
    });
    await einspielen(t.db, { anschlussnutzer: [kunde('3001', { vertraege: [vertrag('V-NORD')] })] }, 'nordlicht');
    // The load profile first, the correction days later: the import times become the replacement time.
    for (const [name, am] of [['lastgang-2.4c-sommerzeit.edi', '2026-03-30T08:00:00Z'], ['korrektur-2.5.edi', '2026-04-02T09:00:00Z'], ['lastgang-2.4d-winterzeit.edi', '2026-10-26T06:00:00Z']] as const) {
      const r = await msconsEinlesen(t.db, 'musterstadt', name, datei(name), new Date(am));
      expect(r.nachrichten.map((n) => n.ergebnis)).toEqual(['GESPEICHERT']);
    }
    await mitarbeiter(t, 'bert');
    bert = t.alsMitarbeiter('bert');
  });
  afterEach(() => t.schliessen());

  const lesen = (wer: Zugang, kn: string, v: string, query: Record<string, string>) => wer.get(pfad(kn, v), { query });
  const protokoll = () => t.db.selectFrom('service_protokoll').select(['kennung', 'aktion', 'kundennummer', 'details']).where('aktion', '=', 'messwerte_ansehen').orderBy('id').execute();

  it('lists the replaced value with its sender, document and replacement time before the current one; any role; audited', async () => {
    const r = await lesen(bert, '1001', 'V-MALO', { tag: '2026-03-29', kanal: 'BEZUG' });
    expect(r.statusCode, r.body).toBe(200);
    const { tag, kanal, werte } = r.json() as { tag: string; kanal: string; werte: Fassung[] };
    expect({ tag, kanal }).toEqual({ tag: '2026-03-29', kanal: 'BEZUG' });
    // The day clocks go forward: 92 quarter hours, 02:00–03:00 missing, each with the offset of its time.
    const viertelstunden = [...new Set(werte.map((w) => w.von))];
    expect(viertelstunden).toHaveLength(92);
    expect(viertelstunden.slice(7, 9)).toEqual(['2026-03-29T01:45:00+01:00', '2026-03-29T03:00:00+02:00']);
    expect(werte.at(-1)).toMatchObject({ von: '2026-03-29T23:45:00+02:00', bis: '2026-03-30T00:00:00+02:00', qualitaet: 'VORLAEUFIG', abgeloest: null });
    // 10:00: the load profile's measured value, replaced by the correction's substitute value, which is current.
    expect(werte.filter((w) => w.von === '2026-03-29T10:00:00+02:00')).toEqual([
      {
        von: '2026-03-29T10:00:00+02:00', bis: '2026-03-29T10:15:00+02:00', wert: 0.136, qualitaet: 'GEMESSEN', status: null,
        absender: '9900000000003', dokumentnummer: 'DOK-S-1', erstellt: '2026-03-30T08:00:00+02:00', abgeloest: '2026-04-02T11:00:00+02:00',
      },
      {
        von: '2026-03-29T10:00:00+02:00', bis: '2026-03-29T10:15:00+02:00', wert: 1, qualitaet: 'ERSATZWERT', status: 'Z34:Z86 Z32:Z89',
        absender: '9900000000003', dokumentnummer: 'DOK-S-2', erstellt: '2026-04-02T09:30:00+02:00', abgeloest: null,
      },
    ]);
    expect(werte.filter((w) => w.abgeloest !== null).map((w) => [w.von.slice(11, 16), w.wert])).toEqual([['10:00', 0.136], ['10:15', 0.137], ['10:30', 0.138], ['10:45', 0.139]]);
    // 11:00: the substitute value of the load profile, never corrected: one version, with its STS codes.
    expect(werte.filter((w) => w.von === '2026-03-29T11:00:00+02:00')).toEqual([expect.objectContaining({ wert: 0.14, qualitaet: 'ERSATZWERT', status: 'Z32:Z88 Z33:Z83 Z40:Z75', dokumentnummer: 'DOK-S-1', abgeloest: null })]);

    await mitarbeiter(t, 'anna', 'ADMIN');
    const admin = await lesen(t.alsMitarbeiter('anna'), '1001', 'V-MALO', { tag: '2026-03-29', kanal: 'BEZUG' });
    expect(admin.json()).toEqual(r.json());
    expect(await protokoll()).toEqual([
      { kennung: 'bert', aktion: 'messwerte_ansehen', kundennummer: '1001', details: 'V-MALO 2026-03-29 BEZUG' },
      { kennung: 'anna', aktion: 'messwerte_ansehen', kundennummer: '1001', details: 'V-MALO 2026-03-29 BEZUG' },
    ]);
  });

  it('the day clocks go back has 100 quarter hours; feed-in is its own channel', async () => {
    const werte = (await lesen(bert, '1001', 'V-MELO', { tag: '2026-10-25', kanal: 'EINSPEISUNG' })).json().werte as Fassung[];
    expect(werte).toHaveLength(100);
    expect(werte.map((w) => w.von).filter((v) => v.startsWith('2026-10-25T02:00'))).toEqual(['2026-10-25T02:00:00+02:00', '2026-10-25T02:00:00+01:00']);
    expect(werte.every((w) => w.dokumentnummer === 'DOK-W-1' && w.abgeloest === null)).toBe(true);
    const bezug = (await lesen(bert, '1001', 'V-MELO', { tag: '2026-10-25', kanal: 'BEZUG' })).json().werte as Fassung[];
    expect(bezug).toHaveLength(100);
    expect(bezug.map((w) => w.wert)).not.toEqual(werte.map((w) => w.wert));
  });

  it('a day or channel without MSCONS values: no values', async () => {
    for (const [v, tag, kanal] of [['V-MALO', '2026-03-28', 'BEZUG'], ['V-MALO', '2026-03-30', 'BEZUG'], ['V-MALO', '2026-03-29', 'EINSPEISUNG'], ['V-1002', '2026-03-29', 'BEZUG']] as const) {
      const kn = v === 'V-1002' ? '1002' : '1001';
      const r = await lesen(bert, kn, v, { tag, kanal });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ tag, kanal, werte: [] });
    }
  });

  it('another customer\'s contract is 404 like an unknown one; an unknown customer or another tenant\'s staff too; nothing audited', async () => {
    const q = { tag: '2026-03-29', kanal: 'BEZUG' };
    const unbekannt = await lesen(bert, '1001', 'V-GIBT-ES-NICHT', q);
    expect(unbekannt.statusCode).toBe(404);
    expect(unbekannt.json()).toEqual({ data: serviceTexte.messwerte.vertragNichtGefunden });
    for (const [kn, v] of [['1001', 'V-1002'], ['1002', 'V-MALO'], ['1001', 'V-NORD']]) {
      const r = await lesen(bert, kn!, v!, q);
      expect([r.statusCode, r.json()], `${kn} ${v}`).toEqual([404, unbekannt.json()]);
    }
    const keinKunde = { data: serviceTexte.kunde.nichtGefunden };
    for (const kn of ['9999', '3001']) {
      const r = await lesen(bert, kn, kn === '3001' ? 'V-NORD' : 'V-MALO', q);
      expect([r.statusCode, r.json()], kn).toEqual([404, keinKunde]);
    }
    await mitarbeiter(t, 'nina', 'ADMIN', 'nordlicht');
    const nina = t.alsMitarbeiter('nina', { host: NORDLICHT_HOST, mandant: 'nordlicht' });
    const fremd = await lesen(nina, '1001', 'V-MALO', q);
    expect([fremd.statusCode, fremd.json()]).toEqual([404, keinKunde]);
    expect(await protokoll()).toEqual([]);
  });

  it('a bad day or channel answers 400 in German, nothing audited', async () => {
    const datum = 'Bitte ein gültiges Datum im Format JJJJ-MM-TT angeben.';
    const fälle: Array<[Record<string, string>, Record<string, string>]> = [
      [{ tag: '2026-02-30', kanal: 'BEZUG' }, { tag: datum }],
      [{ tag: '29.03.2026', kanal: 'BEZUG' }, { tag: datum }],
      [{ tag: '2026-03-29T00:00:00+01:00', kanal: 'BEZUG' }, { tag: datum }],
      [{ kanal: 'BEZUG' }, { tag: datum }],
      [{ tag: '2026-03-29', kanal: 'GAS' }, { kanal: serviceTexte.messwerte.kanalUngueltig }],
      [{ tag: '2026-03-29', kanal: 'bezug' }, { kanal: serviceTexte.messwerte.kanalUngueltig }],
      [{ tag: '2026-03-29' }, { kanal: serviceTexte.messwerte.kanalUngueltig }],
    ];
    for (const [query, felder] of fälle) {
      const r = await lesen(bert, '1001', 'V-MALO', query);
      expect(r.statusCode, JSON.stringify(query)).toBe(400);
      expect(r.json(), JSON.stringify(query)).toEqual({ data: Object.values(felder)[0], felder });
    }
    expect(await protokoll()).toEqual([]);
  });
});
