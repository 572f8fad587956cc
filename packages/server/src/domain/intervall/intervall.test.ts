import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATENBANKEN, einspielen, kunde, testDatenbank } from '../../../test/helper.ts';
import type { Db } from '../../db/verbinden.ts';
import { aufbewahrungAnwenden, partitionenSichern } from './partitionen.ts';
import { partitionenPflegen } from './pflege.ts';
import { intervallTageSchreiben } from './schreiben.ts';
import { intervalleAlsTage, viertelstundenAm } from './tage.ts';
import { werteSql } from './werte.ts';

const vertrag = { id: 'V1', versorgungsart: 'Strom', anmeldungsart: 'Neueinzug', strasse: 'Weg', hausnummer: '1', plz: '12345', ort: 'Ort', kundenArt: 'Haushaltskunde' as const };
const ort = (o: string) => o.replace(/^.*\./, '');

describe('day rows from intervals', () => {
  it('knows the change days and splits an interval to the Wh, remainder first', () => {
    expect([viertelstundenAm('2026-03-29'), viertelstundenAm('2026-10-25'), viertelstundenAm('2026-11-17')]).toEqual([92, 100, 96]);
    const [tag] = intervalleAlsTage('m', 1, [{ von: '2026-11-17T01:00:00+01:00', bis: '2026-11-17T02:00:00+01:00', verbrauch: 1.003 }]);
    expect(tag!.werte.slice(4, 8)).toEqual([251, 251, 251, 250]);
    expect(tag!.werte.filter((w) => w !== null)).toHaveLength(4);
  });
});

describe.each(DATENBANKEN)('intervallTageSchreiben (%s)', (art) => {
  let db: Db;
  let schliessen: () => Promise<void>;
  let nr: number;
  beforeEach(async () => {
    ({ db, schliessen } = await testDatenbank(art));
    await einspielen(db, { anschlussnutzer: [kunde('1001', { vertraege: [vertrag] })] });
    nr = (await db.selectFrom('vertrag').select('nr').where('id', '=', 'V1').executeTakeFirstOrThrow()).nr;
  });
  afterEach(() => schliessen());

  const lesen = () =>
    db.selectFrom('intervall_tag as t').select(['kanal', 'tag', werteSql('t').as('werte'), 'qualitaet', 'summe', 'markt_energie', 'markt_kosten']).orderBy('kanal').orderBy('tag').execute();

  it('keeps consumption and feed-in apart, with a quality per value, and fills a day delivered in parts', async () => {
    const tag = '2026-11-17';
    const erste = Array.from({ length: 96 }, (_, i) => (i < 48 ? 100 : null));
    await intervallTageSchreiben(db, [
      { mandant: 'musterstadt', vertragNr: nr, tag, werte: erste, qualitaet: erste.map((_, i) => (i === 3 ? 'ERSATZWERT' : 'GEMESSEN')) },
      { mandant: 'musterstadt', vertragNr: nr, kanal: 'EINSPEISUNG', tag, werte: Array.from({ length: 96 }, (_, i) => (i >= 40 && i < 64 ? 500 : 0)) },
    ]);
    // The second half arrives later as provisional values; the first half stays as it was.
    const zweite = Array.from({ length: 96 }, (_, i) => (i < 48 ? null : 200));
    await intervallTageSchreiben(db, [{ mandant: 'musterstadt', vertragNr: nr, tag, werte: zweite, qualitaet: zweite.map(() => 'VORLAEUFIG') }]);
    const [bezug, einspeisung] = await lesen();
    expect(bezug).toMatchObject({ kanal: 'BEZUG', tag, summe: 48 * 100 + 48 * 200, qualitaet: 'GGGE' + 'G'.repeat(44) + 'V'.repeat(48) });
    expect(bezug!.werte).toEqual([...Array(48).fill(100), ...Array(48).fill(200)]);
    // A day whose every value was measured keeps no letters (migration 0210: 97 bytes less per row).
    expect(einspeisung).toMatchObject({ kanal: 'EINSPEISUNG', summe: 24 * 500, qualitaet: null });
  });

  it('stores a day of a large customer (a quarter hour above 32,767 Wh) to the Wh, and moves a day between the layouts', async () => {
    const gross = Array.from({ length: 96 }, (_, i) => (i === 7 ? 40_000 : i === 8 ? -2_000_000 : 32_767));
    const klein = Array.from({ length: 96 }, (_, i) => (i === 7 ? -32_768 : 32_767));
    await intervallTageSchreiben(db, [
      { mandant: 'musterstadt', vertragNr: nr, tag: '2026-11-17', werte: gross },
      { mandant: 'musterstadt', vertragNr: nr, tag: '2026-11-18', werte: klein },
    ]);
    const spalten = async () => (await sql<{ tag: string; lang: boolean }>`select tag::text as tag, werte is not null as lang from intervall_tag order by tag`.execute(db)).rows;
    expect(await spalten()).toEqual([{ tag: '2026-11-17', lang: true }, { tag: '2026-11-18', lang: false }]);
    expect((await lesen()).map((z) => [z.werte, Number(z.summe)])).toEqual([
      [gross, 94 * 32_767 + 40_000 - 2_000_000],
      [klein, 95 * 32_767 - 32_768],
    ]);
    // A later part of the day: the stored values merge with it whatever their layout, and the row changes layout.
    const teil = (w: number) => Array.from({ length: 96 }, (_, i) => (i === 7 || i === 8 ? w : null));
    await intervallTageSchreiben(db, [
      { mandant: 'musterstadt', vertragNr: nr, tag: '2026-11-17', werte: teil(5) },
      { mandant: 'musterstadt', vertragNr: nr, tag: '2026-11-18', werte: teil(50_000) },
    ]);
    expect(await spalten()).toEqual([{ tag: '2026-11-17', lang: false }, { tag: '2026-11-18', lang: true }]);
    expect((await lesen()).map((z) => z.werte)).toEqual([gross.map((w, i) => (i === 7 || i === 8 ? 5 : w)), klein.map((w, i) => (i === 7 || i === 8 ? 50_000 : w))]);
  });

  it('prices each day with the market prices known when written, and again when prices come later', async () => {
    const tag = '2026-11-17';
    await sql`insert into marktpreis (mandant, von, bis, preis) values ('musterstadt', '2026-11-17T00:00:00+01:00', '2026-11-17T01:00:00+01:00', 0.2)`.execute(db);
    await intervallTageSchreiben(db, [{ mandant: 'musterstadt', vertragNr: nr, tag, werte: Array(96).fill(1000) }]);
    expect(await lesen()).toMatchObject([{ summe: 96_000, markt_energie: 4, markt_kosten: 0.8 }]);
    // The next hour's quarter-hour prices arrive afterwards: the price trigger adds them.
    await sql`insert into marktpreis (mandant, von, bis, preis) select 'musterstadt', t, t + interval '15 minutes', 0.4
      from generate_series('2026-11-17T01:00:00+01:00'::timestamptz, '2026-11-17T01:45:00+01:00', interval '15 minutes') t`.execute(db);
    const [z] = await lesen();
    expect(z!.markt_energie).toBeCloseTo(8, 9);
    expect(z!.markt_kosten).toBeCloseTo(0.8 + 1.6, 9);
  });

  it('refuses a day with the wrong number of quarter hours or values that are not whole Wh', async () => {
    await expect(intervallTageSchreiben(db, [{ mandant: 'musterstadt', vertragNr: nr, tag: '2026-03-29', werte: Array(96).fill(1) }])).rejects.toThrow(/92 Viertelstunden/);
    await expect(intervallTageSchreiben(db, [{ mandant: 'musterstadt', vertragNr: nr, tag: '2026-11-17', werte: Array(96).fill(0.5) }])).rejects.toThrow(/ganze Zahl/);
    expect(await lesen()).toEqual([]);
  });

  it('takes the quality letters as stored (MSCONS), and refuses a letter without a value or an unknown one', async () => {
    const werte = Array.from({ length: 96 }, (_, i) => (i === 5 ? null : 10));
    const zeichen = Array.from({ length: 96 }, (_, i) => (i === 5 ? '-' : i === 7 ? 'E' : 'G')).join('');
    await intervallTageSchreiben(db, [{ mandant: 'musterstadt', vertragNr: nr, tag: '2026-11-17', werte, zeichen }]);
    expect((await lesen())[0]).toMatchObject({ qualitaet: zeichen, summe: 950 });
    await expect(intervallTageSchreiben(db, [{ mandant: 'musterstadt', vertragNr: nr, tag: '2026-11-18', werte, zeichen: zeichen.replace('-', 'G') }])).rejects.toThrow(/Qualität ohne Wert an Viertelstunde 5/);
    await expect(intervallTageSchreiben(db, [{ mandant: 'musterstadt', vertragNr: nr, tag: '2026-11-18', werte, zeichen: zeichen.replace('E', 'X') }])).rejects.toThrow(/unbekannte Qualität X/);
    expect(await lesen()).toHaveLength(1);
  });

  // Migration 0200: the contract is checked once per statement instead of by a foreign key per row.
  it('refuses days of a contract the tenant does not have, and stores none of the call’s days', async () => {
    const tag = { tag: '2026-11-17', werte: Array(96).fill(1) };
    await expect(intervallTageSchreiben(db, [{ mandant: 'musterstadt', vertragNr: nr, ...tag }, { mandant: 'musterstadt', vertragNr: nr + 999, ...tag }])).rejects.toThrow(`unbekannte Verträge ${nr + 999} des Mandanten musterstadt`);
    await expect(intervallTageSchreiben(db, [{ mandant: 'nordlicht', vertragNr: nr, ...tag }])).rejects.toThrow('des Mandanten nordlicht');
    expect(await lesen()).toEqual([]);
  });

  it('a deleted contract takes its day rows along, and only its own', async () => {
    await einspielen(db, { anschlussnutzer: [kunde('1002', { vertraege: [{ ...vertrag, id: 'V2' }] })] });
    const zweiter = (await db.selectFrom('vertrag').select('nr').where('id', '=', 'V2').executeTakeFirstOrThrow()).nr;
    const werte = Array(96).fill(3);
    await intervallTageSchreiben(db, [nr, zweiter].map((vertragNr) => ({ mandant: 'musterstadt', vertragNr, tag: '2026-11-17', werte })));
    await db.deleteFrom('anschlussnutzer').where('kundennummer', '=', '1001').execute();
    expect((await db.selectFrom('intervall_tag').select('vertrag_nr').execute()).map((z) => z.vertrag_nr)).toEqual([zweiter]);
  });

  it.runIf(art === 'postgres')('a contract deleted while its days are being written waits for the writer, then its rows go too', async () => {
    let schreiben!: () => void;
    const geschrieben = new Promise<void>((r) => (schreiben = r));
    let weiter!: () => void;
    const festhalten = new Promise<void>((r) => (weiter = r));
    const schreiber = db.transaction().execute(async (trx) => {
      await intervallTageSchreiben(trx, [{ mandant: 'musterstadt', vertragNr: nr, tag: '2026-11-17', werte: Array(96).fill(4) }]);
      schreiben();
      await festhalten;
    });
    await geschrieben;
    let geloescht = false;
    const loeschen = db.deleteFrom('vertrag').where('nr', '=', nr).execute().then(() => (geloescht = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(geloescht).toBe(false);
    weiter();
    await Promise.all([schreiber, loeschen]);
    expect(await lesen()).toEqual([]);
  });

  it('writes into the tenant’s month partition; rows that came before their partition move into it', async () => {
    // A writer that does not create partitions (a plain insert) lands in the tenant's default partition.
    await partitionenSichern(db, 'intervall_tag', 'musterstadt', '2026-11-01', '2026-11-01');
    await sql`insert into intervall_tag (vertrag_nr, tag, summe, mandant, werte, qualitaet) values (${nr}, '2026-12-05', 96, 'musterstadt', array_fill(1, array[96]), repeat('G', 96))`.execute(db);
    const wo = async () => (await sql<{ o: string; tag: string }>`select tableoid::regclass::text as o, tag::text as tag from intervall_tag order by tag`.execute(db)).rows.map((r) => `${r.tag} ${ort(r.o)}`);
    expect(await wo()).toEqual(['2026-12-05 intervall_tag_musterstadt_rest']);
    await intervallTageSchreiben(db, [{ mandant: 'musterstadt', vertragNr: nr, tag: '2026-12-06', werte: Array(96).fill(2) }]);
    expect(await wo()).toEqual(['2026-12-05 intervall_tag_musterstadt_202612', '2026-12-06 intervall_tag_musterstadt_202612']);
  });

  it('retention drops whole month partitions older than the tenant’s months, of intervals and prices, and only that tenant’s', async () => {
    const tage = ['2023-10-31', '2023-11-01', '2026-11-17'];
    await intervallTageSchreiben(db, tage.map((tag) => ({ mandant: 'musterstadt', vertragNr: nr, tag, werte: Array(96).fill(1) })));
    for (const [mandant, tag] of [['musterstadt', '2023-10-31'], ['musterstadt', '2026-11-17'], ['nordlicht', '2023-10-31']] as const) {
      await partitionenSichern(db, 'marktpreis', mandant, tag, tag);
      await sql`insert into marktpreis (mandant, von, bis, preis) values (${mandant}, ${`${tag}T12:00:00+01:00`}, ${`${tag}T13:00:00+01:00`}, 0.1)`.execute(db);
    }
    // 36 months back from November 2026: November 2023 stays, October 2023 goes.
    expect(await aufbewahrungAnwenden(db, 'musterstadt', 36, '2026-11-26')).toEqual({ intervall_tag: 1, marktpreis: 1 });
    expect((await lesen()).map((z) => z.tag)).toEqual(['2023-11-01', '2026-11-17']);
    const preise = await db.selectFrom('marktpreis').select(['mandant', 'von']).orderBy('mandant').orderBy('von').execute();
    expect(preise.map((p) => `${p.mandant} ${p.von.toISOString().slice(0, 10)}`)).toEqual(['musterstadt 2026-11-17', 'nordlicht 2023-10-31']);
    const partitionen = (await sql<{ n: string }>`select relname as n from pg_class where relname like 'intervall_tag_musterstadt_2023%' and relkind = 'r' and relnamespace = current_schema()::regnamespace order by 1`.execute(db)).rows;
    expect(partitionen.map((p) => p.n)).toEqual(['intervall_tag_musterstadt_202311', 'intervall_tag_musterstadt_202312']);
  });

  it('at start every tenant gets this month and the next two; a tenant with retention loses older months', async () => {
    await einspielen(db, { anschlussnutzer: [kunde('2001', { vertraege: [{ ...vertrag, id: 'N1' }] })] }, 'nordlicht');
    const nordNr = (await db.selectFrom('vertrag').select('nr').where('id', '=', 'N1').executeTakeFirstOrThrow()).nr;
    await intervallTageSchreiben(db, [{ mandant: 'nordlicht', vertragNr: nordNr, tag: '2020-01-15', werte: Array(96).fill(1) }]);
    const meldungen = await partitionenPflegen(db, [{ key: 'musterstadt' }, { key: 'nordlicht', aufbewahrungMonate: 24 }], new Date('2031-01-31T12:00:00+01:00'));
    // (A pooled database may still hold partitions earlier tests created: at least the one of 2020-01 goes.)
    expect(meldungen.some((m) => /^nordlicht: \d+ Monatspartitionen älter als 24 Monate gelöscht$/.test(m))).toBe(true);
    expect(meldungen.some((m) => m.startsWith('musterstadt') && m.includes('gelöscht'))).toBe(false);
    const namen = (await sql<{ n: string }>`select relname as n from pg_class where relkind = 'r' and relname ~ '_(2020|2031)[0-9]{2}$' and relnamespace = current_schema()::regnamespace order by 1`.execute(db)).rows.map((r) => r.n);
    for (const t of ['intervall_tag', 'marktpreis']) for (const m of ['musterstadt', 'nordlicht']) for (const monat of ['203101', '203102', '203103']) expect(namen).toContain(`${t}_${m}_${monat}`);
    expect(namen.filter((n) => n.includes('2020'))).toEqual([]);
  });

  it.runIf(art === 'postgres')('several processes creating the same months at once all succeed, each month once', async () => {
    const ergebnisse = await Promise.allSettled(Array.from({ length: 4 }, () => partitionenSichern(db, 'marktpreis', 'parallel', '2027-01-01', '2027-03-31')));
    expect(ergebnisse.map((e) => e.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(ergebnisse.reduce((n, e) => n + (e.status === 'fulfilled' ? e.value : 0), 0)).toBe(3);
    const namen = (await sql<{ n: string }>`select relname as n from pg_class where relname like 'marktpreis_parallel_2027%' and relnamespace = current_schema()::regnamespace order by 1`.execute(db)).rows;
    expect(namen.map((r) => r.n).filter((n) => !n.endsWith('_pkey'))).toEqual(['marktpreis_parallel_202701', 'marktpreis_parallel_202702', 'marktpreis_parallel_202703']);
  });
});
