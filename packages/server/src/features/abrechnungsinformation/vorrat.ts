import { heuteIn, tagDanach, tagesbeginn, type Mandant } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import type { VertragZeile } from '../../domain/vertrag-zugriff.ts';
import { periodenAus, type Periode } from '../../domain/sparen/allin-historie.ts';
import { bestandteileMehrererLesen, marktpreiseLesen } from '../../domain/sparen/preisgrundlagen.ts';
import { abrechnungsjahr, intervallZeitraum, prognoseEingabenLesen, type PrognoseEingaben } from '../../domain/sparen/prognose.ts';
import { tageVon, verbrauchswerteSummeAusTagen, type Intervallsumme } from '../../domain/sparen/viertelstunden.ts';
import { werteSql } from '../../domain/intervall/werte.ts';
import type { TagZeile } from './messwerte.ts';

// Everything a billing information is computed from, read for a whole batch of contracts in about nine
// statements (one per table) instead of about nine per contract: the forecast's rows (tariffs, instalment
// and its changes, billed periods, readings), the previous year's sums, then the day rows of the period and
// of the forecast's billing year in one statement, the components of dynamic tariffs and the market prices
// they need. One contract (a request) is a batch of one: the same reads, the same figures.

/** One contract's share of a batch read; inhalt.ts computes from it alone. */
export interface Vorgelesen {
  /** The period's day rows, both channels, in day order. */
  zeilen: TagZeile[];
  vorjahrKwh: number | null;
  markt: Array<{ von: number; bis: number; preis: number }>;
  /** The tariffs as gap-free instants with their components. */
  perioden: Periode[];
  /** The forecast's rows (also the instalment, its changes and the readings of the period). */
  eingaben: PrognoseEingaben;
  /** The forecast's interval data sum (null: the contract has no billing year, so no forecast). */
  intervalle: Intervallsumme | null;
}

/** The same local day one year earlier (29 February: the 28th). */
export const vorjahr = (datum: string) => `${Number(datum.slice(0, 4)) - 1}${datum.slice(4)}`.replace(/-02-29$/, '-02-28');

const frueher = (a: string, b: string) => (a < b ? a : b);
const spaeter = (a: string, b: string) => (a > b ? a : b);

/** The batch's reads for the period [von, bis] (local days, both included), by contract nr. */
export async function vorratLesen(db: Db, mandant: Mandant, vertraege: readonly VertragZeile[], von: string, bis: string, jetzt: Date): Promise<(nr: number) => Vorgelesen> {
  const [eingaben, vorjahre] = await Promise.all([
    prognoseEingabenLesen(db, mandant.key, vertraege.map((v) => v.id)),
    sql<{ nr: number; wh: string }>`
      select vertrag_nr as nr, sum(summe) as wh from intervall_tag
      where mandant = ${mandant.key} and vertrag_nr = any(${sql`${vertraege.map((v) => v.nr)}::int[]`}) and kanal = 'BEZUG' and tag between ${vorjahr(von)}::date and ${vorjahr(bis)}::date
      group by vertrag_nr`.execute(db),
  ]);
  // The forecast's billing year follows from the rows just read: its interval data (drawn energy from the
  // year's start to now) is read with the period's rows, each contract from its own start.
  const heute = heuteIn(jetzt);
  const zeitraum = new Map(
    vertraege.flatMap((v) => {
      const jahr = abrechnungsjahr(v, eingaben.get(v.id)!, heute);
      if (!jahr) return [];
      const z = intervallZeitraum(jahr, jetzt);
      return [[v.nr, { ...z, tage: z.bis > z.von ? tageVon(z.von, z.bis) : undefined }] as const];
    }),
  );
  const tarife = [...eingaben.values()].flatMap((e) => e.tarife);
  const dynamisch = tarife.some((t) => t.ist_dynamisch);
  const bereiche = vertraege.map((v) => {
    const t = zeitraum.get(v.nr)?.tage;
    return { nr: v.nr, von: t?.vonTag ?? von, bis: t?.bisTag ?? von };
  });
  const spalte = <T>(f: (b: (typeof bereiche)[number]) => T, typ: string) => sql`${bereiche.map(f)}::${sql.raw(typ)}`;
  const unten = bereiche.map((b) => b.von).reduce(frueher, von);
  const oben = bereiche.map((b) => b.bis).reduce(spaeter, bis);
  const [tage, bestandteile, markt] = await Promise.all([
    // One row per contract: [kanal, tag, werte, qualitaet] per day, both channels in the period, drawn energy
    // over the billing year. The overall bounds as constants too, so only their partitions (months) are read.
    sql<{ nr: number; zeilen: Array<[TagZeile['kanal'], string, TagZeile['werte'], string | null]> }>`
      select t.vertrag_nr as nr, json_agg(json_build_array(t.kanal, t.tag, ${werteSql('t')}, t.qualitaet) order by t.tag, t.kanal) as zeilen
      from unnest(${spalte((b) => b.nr, 'int[]')}, ${spalte((b) => b.von, 'date[]')}, ${spalte((b) => b.bis, 'date[]')}) as b(nr, von, bis)
      join intervall_tag t on t.mandant = ${mandant.key} and t.vertrag_nr = b.nr and t.tag >= ${unten}::date and t.tag <= ${oben}::date
        and ((t.kanal = 'BEZUG' and t.tag between b.von and b.bis) or t.tag between ${von}::date and ${bis}::date)
      group by t.vertrag_nr`.execute(db),
    bestandteileMehrererLesen(db, mandant, tarife.filter((t) => t.ist_dynamisch).map((t) => t.preisbestandteile)),
    // Only a dynamic tariff's quarter hours are priced from the market.
    dynamisch ? marktpreiseLesen(db, mandant.key, new Date(tagesbeginn(von).getTime() - 3_600_000), tagesbeginn(tagDanach(bis))) : [],
  ]);
  const jeNr = new Map(tage.rows.map((r) => [Number(r.nr), r.zeilen]));
  const kwh = new Map(vorjahre.rows.map((r) => [Number(r.nr), Number(r.wh) / 1000]));
  const nachNr = new Map(vertraege.map((v) => [v.nr, v]));
  return (nr) => {
    const e = eingaben.get(nachNr.get(nr)!.id)!;
    const z = zeitraum.get(nr);
    const alle = jeNr.get(nr) ?? [];
    const zeilen: TagZeile[] = [];
    const prognoseTage: Array<[string, TagZeile['werte']]> = [];
    for (const [kanal, tag, werte, qualitaet] of alle) {
      if (tag >= von && tag <= bis) zeilen.push({ kanal, tag, werte, qualitaet });
      if (kanal === 'BEZUG' && z?.tage && tag >= z.tage.vonTag && tag <= z.tage.bisTag) prognoseTage.push([tag, werte]);
    }
    return {
      zeilen,
      vorjahrKwh: kwh.get(nr) ?? null,
      markt,
      perioden: periodenAus(e.tarife, bestandteile),
      eingaben: e,
      intervalle: z ? verbrauchswerteSummeAusTagen(prognoseTage, z.von, z.bis) : null,
    };
  };
}
