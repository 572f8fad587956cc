import { readFileSync } from 'node:fs';
import type { ImportDatei } from '@ekp/contract';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATENBANKEN, testDatenbank } from '../../../test/helper.ts';
import type { Db } from '../../db/verbinden.ts';
import { importieren } from '../index.ts';
import { msconsEinlesen } from './einlesen.ts';
import { messwertVersionen } from './messwert-versionen.ts';
import { werteSql } from '../../domain/intervall/werte.ts';

const datei = (name: string) => readFileSync(new URL(`../../../test/mscons/${name}`, import.meta.url));
const JETZT = new Date('2026-11-26T12:00:00Z');
const M = 'musterstadt';

function vertrag(id: string, extra: Record<string, unknown>) {
  return { id, versorgungsart: 'Strom', anmeldungsart: 'Lieferantenwechsel', lieferbeginn: '2025-01-01', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Musterstadt', kundenArt: 'Haushaltskunde' as const, ...extra };
}
const stammdaten: ImportDatei = {
  anschlussnutzer: [{
    kundennummer: '7001', anrede: 'Frau', nachname: 'Muster', kundenArt: 'Haushaltskunde',
    vertraege: [
      vertrag('V-MALO', {
        maloId: '51238696781',
        zaehler: { nummer: '1EMH0012345678', kanaele: [{ obiskennzahl: '1-0:1.8.1', vorkommastellen: 6, nachkommastellen: 1 }, { obiskennzahl: '1-0:1.8.2', vorkommastellen: 6, nachkommastellen: 2 }] },
      }),
      vertrag('V-MELO', { meloId: 'DE0001234567890000000000000000001' }),
      vertrag('V-ZAEHLER', { zaehler: { nummer: 'ZNR-9', kanaele: [{ obiskennzahl: '1-0:1.8.0', vorkommastellen: 6, nachkommastellen: 1 }] } }),
    ],
  }],
};

describe.each(DATENBANKEN)('MSCONS einlesen (%s)', (art) => {
  let db: Db;
  let schliessen: () => Promise<void>;
  beforeEach(async () => {
    ({ db, schliessen } = await testDatenbank(art));
    await importieren(db, stammdaten, M, [M]);
  });
  afterEach(() => schliessen());

  const nr = async (id: string) => (await db.selectFrom('vertrag').select('nr').where('mandant', '=', M).where('id', '=', id).executeTakeFirstOrThrow()).nr;
  // Values stored (migrations 0130/0210 keep them as day arrays): the non-null entries of a table's arrays.
  const anzahl = async (tabelle: 'intervall_tag' | 'messwert_tag_version') =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(tabelle)} t cross join lateral unnest(${tabelle === 'intervall_tag' ? werteSql('t') : sql`t.werte`}) w where w is not null`.execute(db)).rows[0]!.n);

  it('stores a change day by MaLo-ID with its quality; the same file twice changes nothing', async () => {
    const r = await msconsEinlesen(db, M, 'a.edi', datei('lastgang-2.4c-sommerzeit.edi'), JETZT);
    expect(r.nachrichten).toEqual([{ referenz: 'M1', ergebnis: 'GESPEICHERT', text: 'Nachricht M1: 92 Lastgangwerte gespeichert.', werte: 92, zaehlerstaende: 0 }]);
    const lastgang = await db.selectFrom('lastgang').select(['von', 'verbrauch']).where('vertrag_nr', '=', await nr('V-MALO')).orderBy('von').execute();
    expect(lastgang).toHaveLength(92);
    expect(lastgang[40]).toEqual({ von: new Date('2026-03-29T09:00:00Z'), verbrauch: 0.14 });
    const ersatz = (await messwertVersionen(db, M, await nr('V-MALO'), 'BEZUG', new Date('2026-03-28T23:00:00Z'), new Date('2026-03-29T22:00:00Z'))).filter((w) => w.qualitaet !== 'GEMESSEN');
    expect(ersatz.map((e) => [e.qualitaet, e.status])).toEqual([['ERSATZWERT', 'Z32:Z88 Z33:Z83 Z40:Z75'], ['ERSATZWERT', 'Z32:Z88 Z33:Z83 Z40:Z75'], ['VORLAEUFIG', null]]);

    const nochmal = await msconsEinlesen(db, M, 'a.edi', datei('lastgang-2.4c-sommerzeit.edi'), new Date('2026-11-27T12:00:00Z'));
    expect(nochmal.nachrichten[0]!.ergebnis).toBe('UNVERAENDERT');
    expect(await anzahl('messwert_tag_version')).toBe(0);
    expect(await anzahl('intervall_tag')).toBe(92);
    // Who sent it, compactly: the whole day names one message.
    const tag = await db.selectFrom('intervall_tag').select(['tag', 'quellen']).executeTakeFirstOrThrow();
    expect(tag).toEqual({ tag: '2026-03-29', quellen: [0, expect.any(Number)] });
    // The history reads provenance only for contracts with MSCONS values (migration 0210).
    const markiert = await db.selectFrom('vertrag').select(['id', 'messwerte_gesendet']).where('mandant', '=', M).orderBy('id').execute();
    expect(markiert).toEqual([{ id: 'V-MALO', messwerte_gesendet: true }, { id: 'V-MELO', messwerte_gesendet: false }, { id: 'V-ZAEHLER', messwerte_gesendet: false }]);
  });

  it('a later correction replaces values; the replaced ones stay as versions with sender and time, in either arrival order', async () => {
    for (const reihenfolge of [['lastgang-2.4c-sommerzeit.edi', 'korrektur-2.5.edi'], ['korrektur-2.5.edi', 'lastgang-2.4c-sommerzeit.edi']]) {
      for (const t of ['messwert_tag_version', 'mscons_nachricht', 'intervall_tag']) await sql`delete from ${sql.table(t)}`.execute(db);
      for (const f of reihenfolge) expect((await msconsEinlesen(db, M, f, datei(f), JETZT)).nachrichten[0]!.ergebnis).toBe('GESPEICHERT');
      const vertragNr = await nr('V-MALO');
      const versionen = await messwertVersionen(db, M, vertragNr, 'BEZUG', new Date('2026-03-29T08:00:00Z'), new Date('2026-03-29T08:15:00Z'));
      expect(versionen.map((v) => [v.wert, v.qualitaet, v.dokumentnummer, v.absender, v.erstellt.toISOString(), v.abgeloest === null])).toEqual([
        [0.136, 'GEMESSEN', 'DOK-S-1', '9900000000003', '2026-03-30T06:00:00.000Z', false],
        [1, 'ERSATZWERT', 'DOK-S-2', '9900000000003', '2026-04-02T07:30:00.000Z', true],
      ]);
      const lastgang = await db.selectFrom('lastgang').select('verbrauch').where('vertrag_nr', '=', vertragNr).where('von', '=', new Date('2026-03-29T08:45:00Z')).executeTakeFirstOrThrow();
      expect(lastgang.verbrauch).toBe(1.3);
      expect(await anzahl('intervall_tag')).toBe(92);
      expect(await anzahl('messwert_tag_version')).toBe(4);
    }
  });

  it('an original and its correction in the same file: the correction is current, the original a version', async () => {
    const korrektur = datei('korrektur-2.5.edi').toString('utf8');
    const nachricht = korrektur.slice(korrektur.indexOf('UNH+'), korrektur.indexOf('UNZ+'));
    const beide = datei('lastgang-2.4c-sommerzeit.edi').toString('utf8').replace(/UNZ\+1\+/, `${nachricht}UNZ+2+`);
    const r = await msconsEinlesen(db, M, 'beide.edi', beide, JETZT);
    expect(r.nachrichten.map((n) => n.ergebnis)).toEqual(['GESPEICHERT', 'GESPEICHERT']);
    const versionen = await messwertVersionen(db, M, await nr('V-MALO'), 'BEZUG', new Date('2026-03-29T08:00:00Z'), new Date('2026-03-29T09:00:00Z'));
    expect(versionen.filter((v) => v.abgeloest === null).map((v) => v.dokumentnummer)).toEqual(['DOK-S-2', 'DOK-S-2', 'DOK-S-2', 'DOK-S-2']);
    expect(versionen.filter((v) => v.abgeloest !== null).map((v) => v.wert)).toEqual([0.136, 0.137, 0.138, 0.139]);
  });

  it('a file stored in parts: a refused message in the middle leaves nothing, a correction in a later part wins; a broken UNZ rolls back every part', async () => {
    const text = (name: string) => datei(name).toString('utf8');
    const nachricht = (name: string, von: string, bis: string) => text(name).slice(text(name).indexOf(von), text(name).indexOf(bis));
    const drei = text('lastgang-2.4c-sommerzeit.edi').replace(/UNZ\+1\+/, `${nachricht('abgelehnt.edi', 'UNH+B1', 'UNH+B2')}${nachricht('korrektur-2.5.edi', 'UNH+', 'UNZ+')}UNZ+3+`);

    const kaputt = await msconsEinlesen(db, M, 'kaputt.edi', drei.replace('UNZ+3+', 'UNZ+4+'), JETZT, { teil: 1 });
    expect(kaputt).toMatchObject({ fehler: ['UNZ nennt 4 Nachrichten, die Datei enthält 3.'], nachrichten: [] });
    expect(await anzahl('intervall_tag')).toBe(0);
    expect((await db.selectFrom('mscons_nachricht').select('referenz').execute())).toEqual([]);

    const r = await msconsEinlesen(db, M, 'drei.edi', drei, JETZT, { teil: 1 });
    expect(r.nachrichten.map((n) => [n.referenz, n.ergebnis])).toEqual([['M1', 'GESPEICHERT'], ['B1', 'ABGELEHNT'], ['K1', 'GESPEICHERT']]);
    expect(r.nachrichten[1]!.text).toBe('Nachricht B1: Die Marktlokation 41373559241 gehört zu keinem Vertrag des Mandanten musterstadt.');
    const versionen = await messwertVersionen(db, M, await nr('V-MALO'), 'BEZUG', new Date('2026-03-29T08:00:00Z'), new Date('2026-03-29T09:00:00Z'));
    expect(versionen.filter((v) => v.abgeloest === null).map((v) => v.dokumentnummer)).toEqual(['DOK-S-2', 'DOK-S-2', 'DOK-S-2', 'DOK-S-2']);
    expect(versionen.filter((v) => v.abgeloest !== null).map((v) => v.wert)).toEqual([0.136, 0.137, 0.138, 0.139]);
    expect(await anzahl('intervall_tag')).toBe(92);
    expect((await msconsEinlesen(db, M, 'drei.edi', drei, JETZT, { teil: 2 })).nachrichten.map((n) => n.ergebnis)).toEqual(['UNVERAENDERT', 'ABGELEHNT', 'UNVERAENDERT']);
    expect(await anzahl('messwert_tag_version')).toBe(4);
  });

  it('matches a Zählpunkt by MeLo-ID and keeps feed-in beside consumption (feed-in is not consumption)', async () => {
    const r = await msconsEinlesen(db, M, 'w.edi', datei('lastgang-2.4d-winterzeit.edi'), JETZT);
    expect(r.nachrichten[0]!.text).toBe('Nachricht W-7: 200 Lastgangwerte gespeichert.');
    const vertragNr = await nr('V-MELO');
    const proKanal = await db.selectFrom('intervall_tag as t').select(['kanal', 'tag', werteSql('t').as('werte')]).where('vertrag_nr', '=', vertragNr).orderBy('kanal').execute();
    expect(proKanal.map((k) => [k.kanal, k.tag, k.werte.filter((w) => w !== null).length])).toEqual([['BEZUG', '2026-10-25', 100], ['EINSPEISUNG', '2026-10-25', 100]]);
    expect(await db.selectFrom('lastgang').select('von').where('vertrag_nr', '=', vertragNr).execute()).toHaveLength(100);
  });

  it('refuses a message for an unknown MaLo naming its UNH reference, stores the others, leaves nothing half-stored', async () => {
    const r = await msconsEinlesen(db, M, 'b.edi', datei('abgelehnt.edi'), JETZT);
    expect(r.nachrichten.map((n) => [n.referenz, n.ergebnis])).toEqual([['B1', 'ABGELEHNT'], ['B2', 'GESPEICHERT'], ['B3', 'ABGELEHNT']]);
    expect(r.nachrichten[0]!.text).toBe('Nachricht B1: Die Marktlokation 41373559241 gehört zu keinem Vertrag des Mandanten musterstadt.');
    expect(r.nachrichten[2]!.text).toMatch(/^Nachricht B3: .*UNT nennt 99 Segmente/);
    expect(await anzahl('intervall_tag')).toBe(4);
    expect((await db.selectFrom('mscons_nachricht').select('referenz').execute()).map((n) => n.referenz)).toEqual(['B2']);

    // Two locations, the second unknown: the first one's values must not stay behind.
    const text = readFileSync(new URL('../../../test/mscons/abgelehnt.edi', import.meta.url), 'utf8')
      .replace("LOC+172+41373559241'", "LOC+172+51238696781'\nLIN+1'\nPIA+5+1-1?:1.29.0:SRW'\nQTY+220:9'\nDTM+163:202611250100?+00:303'\nDTM+164:202611250115?+00:303'\nLOC+172+41373559241'")
      .replace('UNT+24+B1', 'UNT+30+B1');
    const zwei = await msconsEinlesen(db, M, 'c.edi', text, JETZT);
    // Refused for the second location, not for its count: the first location's values were read and matched.
    expect(zwei.nachrichten[0]).toMatchObject({ referenz: 'B1', ergebnis: 'ABGELEHNT', text: 'Nachricht B1: Die Marktlokation 41373559241 gehört zu keinem Vertrag des Mandanten musterstadt.' });
    expect((await sql`select 1 from intervall_tag t cross join lateral unnest(${werteSql('t')}) w where w = 9000`.execute(db)).rows).toEqual([]);
  });

  it('matches by MaLo-ID before the meter number, and by the meter number (RFF+MG) where the location names no contract', async () => {
    const b1 = readFileSync(new URL('../../../test/mscons/abgelehnt.edi', import.meta.url), 'utf8').split('UNH+B2')[0]!.replace(/^UNA[^']*'UNB[^']*'/, '');
    const nachricht = (ref: string, loc: string) =>
      b1.replaceAll('B1', ref).replace('DOK-B-1', `DOK-${ref}`).replace("LOC+172+41373559241'", `LOC+172+${loc}'RFF+MG:ZNR-9'`).replace(`UNT+24+${ref}`, `UNT+25+${ref}`);
    const text = `UNA:+.? 'UNB+UNOC:3+9900000000003:500+9900000000010:500+261126:1200+UEB14++TL'${nachricht('Z1', '41373559241')}${nachricht('Z2', '51238696781')}UNZ+2+UEB14'`;
    const r = await msconsEinlesen(db, M, 'z.edi', text, JETZT);
    expect(r.nachrichten.map((n) => [n.referenz, n.ergebnis])).toEqual([['Z1', 'GESPEICHERT'], ['Z2', 'GESPEICHERT']]);
    const tage = await db.selectFrom('intervall_tag').innerJoin('vertrag', (j) => j.onRef('vertrag.nr', '=', 'intervall_tag.vertrag_nr').onRef('vertrag.mandant', '=', 'intervall_tag.mandant'))
      .select(['vertrag.id', 'intervall_tag.tag']).orderBy('vertrag.id').execute();
    // Z1's MaLo belongs to no contract, its meter ZNR-9 to V-ZAEHLER; Z2's MaLo is V-MALO's, which wins over the meter.
    expect(tage).toEqual([{ id: 'V-MALO', tag: '2026-11-25' }, { id: 'V-ZAEHLER', tag: '2026-11-25' }]);
  });

  it('stores register readings as readings of the network operator on the meter\'s channels', async () => {
    const r = await msconsEinlesen(db, M, 'z.edi', datei('zaehlerstand-maskiert.edi'), JETZT);
    expect(r.nachrichten[0]).toMatchObject({ referenz: 'Z|1', ergebnis: 'GESPEICHERT', zaehlerstaende: 2 });
    const a = await db.selectFrom('ablesung').select(['zaehlernummer', 'ablesedatum', 'ablesewerte', 'ableseart', 'ermittlungsart', 'erfassungshinweis'])
      .where('vertrag_id', '=', 'V-MALO').where('ablesedatum', '=', '2026-11-26').executeTakeFirstOrThrow();
    expect(a).toMatchObject({ zaehlernummer: '1EMH0012345678', ableseart: 'NETZBETREIBER', ermittlungsart: 'NETZBETREIBER', ablesewerte: { '1-0:1.8.1': 12345.6, '1-0:1.8.2': 2345.25 } });
    expect(a.erfassungshinweis).toContain('Ersatz');
  });

  it('files as the metering operator sends them import exactly: one line with decimal comma, a 13017 reading, a 13025 with a reactive series', async () => {
    const zeile = await msconsEinlesen(db, M, 'z.edi', datei('lastgang-13025-eine-zeile.edi'), JETZT);
    expect(zeile.nachrichten).toEqual([{ referenz: '1', ergebnis: 'GESPEICHERT', text: 'Nachricht 1: 96 Lastgangwerte gespeichert.', werte: 96, zaehlerstaende: 0 }]);
    const tag = await db.selectFrom('intervall_tag as t').select(['tag', werteSql('t').as('werte'), 'status']).where('vertrag_nr', '=', await nr('V-MALO')).executeTakeFirstOrThrow();
    expect(tag.tag).toBe('2026-11-25');
    expect(tag.werte.slice(0, 3)).toEqual([180, 191, 202]);
    expect(tag.status).toEqual({ 40: 'Z32:Z88 Z40:Z75', 41: 'Z32:Z88 Z40:Z75', 42: 'Z32:Z88 Z40:Z75', 43: 'Z32:Z88 Z40:Z75' });

    const ablesung = await msconsEinlesen(db, M, 's.edi', datei('zaehlerstand-13017.edi'), JETZT);
    expect(ablesung.nachrichten[0]).toMatchObject({ referenz: 'ZS17', ergebnis: 'GESPEICHERT', zaehlerstaende: 2 });
    const a = await db.selectFrom('ablesung').select(['ablesewerte', 'erfassungshinweis']).where('vertrag_id', '=', 'V-MALO').where('ablesedatum', '=', '2026-11-26').executeTakeFirstOrThrow();
    expect(a.ablesewerte).toEqual({ '1-0:1.8.1': 12401.7, '1-0:1.8.2': 2361.05 });

    // The reactive series is skipped with one warning; the 96 active values of the same message are stored.
    await sql`delete from intervall_tag`.execute(db);
    const blind = await msconsEinlesen(db, M, 'b.edi', datei('lastgang-13025-blindenergie.edi'), JETZT);
    expect(blind.nachrichten).toEqual([{
      referenz: '1', ergebnis: 'GESPEICHERT', werte: 96, zaehlerstaende: 0,
      text: 'Nachricht 1: 96 Lastgangwerte gespeichert. Segment 17 (PIA): Die Reihe mit der OBIS-Kennzahl 1-1:3.29.0 wurde übersprungen (speichert ekp nicht).',
    }]);
    expect(await anzahl('intervall_tag')).toBe(96);
    const wirk = await db.selectFrom('intervall_tag as t').select(werteSql('t').as('werte')).where('vertrag_nr', '=', await nr('V-MALO')).executeTakeFirstOrThrow();
    expect(wirk.werte.slice(0, 2)).toEqual([500, 525]);
  });

  describe('values outside the matched contract\'s supply period', () => {
    // Six quarter hours from 23:00 Berlin time on 24 November: four on the 24th, two on the 25th.
    const ueberMitternacht = (() => {
      const werte = Array.from({ length: 6 }, (_, i) => {
        const zeit = (ms: number) => new Date(ms).toISOString().replace(/[-:T]/g, '').slice(0, 12);
        const von = Date.parse('2026-11-24T22:00:00Z') + i * 900_000;
        return `QTY+220:0,${100 + i}'DTM+163:${zeit(von)}?+00:303'DTM+164:${zeit(von + 900_000)}?+00:303'`;
      }).join('');
      const segmente = `UNH+L1+MSCONS:D:04B:UN:2.4c'BGM+Z48+DOK-L-1+9'DTM+137:202611260500?+00:303'RFF+Z13:13025'NAD+MS+9900000000003::293'NAD+MR+9900000000010::293'UNS+D'NAD+DP'LOC+172+41373559241'LIN+1'PIA+5+1-1?:1.29.0:SRW'${werte}`;
      return `UNA:+,? 'UNB+UNOC:3+9900000000003:500+9900000000010:500+261126:1200+UEB30++TL'${segmente}UNT+${segmente.split("'").length}+L1'UNZ+1+UEB30'`;
    })();
    const neuImport = async (vertraege: Array<{ id: string; lieferbeginn: string; lieferende?: string }>) => {
      const kunde = structuredClone(stammdaten.anschlussnutzer![0]!);
      kunde.kundennummer = '7002';
      kunde.vertraege = vertraege.map((v) => vertrag(v.id, { maloId: '41373559241', lieferbeginn: v.lieferbeginn, ...(v.lieferende ? { lieferende: v.lieferende } : {}) }));
      await importieren(db, { anschlussnutzer: [kunde] }, M, [M]);
    };
    const proVertrag = async () =>
      (await sql<{ id: string; tag: string; n: number }>`
        select v.id, t.tag::text as tag, (select count(*)::int from unnest(${werteSql('t')}) w where w is not null) as n
        from intervall_tag t join vertrag v on v.mandant = t.mandant and v.nr = t.vertrag_nr order by v.id, t.tag`.execute(db)).rows;

    it('are not stored against it: the message is refused, naming the day and the contract\'s supply period', async () => {
      await neuImport([{ id: 'V-NEU', lieferbeginn: '2026-11-25' }]);
      const r = await msconsEinlesen(db, M, 'l.edi', ueberMitternacht, JETZT);
      expect(r.nachrichten).toEqual([{
        referenz: 'L1', ergebnis: 'ABGELEHNT', werte: 0, zaehlerstaende: 0,
        text: 'Nachricht L1: Die Werte vom 2026-11-24 liegen außerhalb der Belieferung des Vertrags V-NEU (ab 2026-11-25), und kein anderer Vertrag wurde an diesem Tag beliefert.',
      }]);
      expect(await proVertrag()).toEqual([]);
    });

    it('are stored against the contract supplied then (a move within the message)', async () => {
      await neuImport([{ id: 'V-ALT', lieferbeginn: '2025-01-01', lieferende: '2026-11-24' }, { id: 'V-NEU', lieferbeginn: '2026-11-25' }]);
      const r = await msconsEinlesen(db, M, 'l.edi', ueberMitternacht, JETZT);
      expect(r.nachrichten[0]).toMatchObject({ ergebnis: 'GESPEICHERT', text: 'Nachricht L1: 6 Lastgangwerte gespeichert.' });
      expect(await proVertrag()).toEqual([{ id: 'V-ALT', tag: '2026-11-24', n: 4 }, { id: 'V-NEU', tag: '2026-11-25', n: 2 }]);
    });
  });

  it('the JSON import refuses a MaLo-ID with a wrong check digit and a malformed Zählpunkt', async () => {
    const falsch = structuredClone(stammdaten) as any;
    falsch.anschlussnutzer[0].vertraege[0].maloId = '51238696782';
    falsch.anschlussnutzer[0].vertraege[1].meloId = 'DE123';
    await expect(importieren(db, falsch, M, [M])).rejects.toThrow(/vertraege\[0\]\.maloId: Die Marktlokations-ID muss aus 11 Ziffern bestehen[\s\S]*vertraege\[1\]\.meloId: Die Zählpunktbezeichnung/);
  });

  it('refuses a whole file whose interchange is broken', async () => {
    const kaputt = readFileSync(new URL('../../../test/mscons/abgelehnt.edi', import.meta.url), 'utf8').replace('UNZ+3+', 'UNZ+4+');
    const r = await msconsEinlesen(db, M, 'k.edi', kaputt, JETZT);
    expect(r).toMatchObject({ fehler: ['UNZ nennt 4 Nachrichten, die Datei enthält 3.'], nachrichten: [] });
    expect(await anzahl('intervall_tag')).toBe(0);
  });
});
