import { berlinDatum, berlinIso } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { roh, vorbereitet } from '../../db/vorlage.ts';
import { standSql, tagespreiseLesen } from '../../domain/intervall/tagespreise.ts';
import { berlinTagesbeginn, kundenpreis } from '@ekp/contract';
import type { HistorieAbfrage } from './historie-abfrage.ts';
import { MIT_UMSATZSTEUER, mitUmsatzsteuerAmTag, tarifeRohSql, tarifperioden, type TarifRoh } from './tarifperioden-sql.ts';
import { werteSql } from '../../domain/intervall/werte.ts';

const VIERTELSTUNDE = 900_000;
const STUNDE = 3_600_000;

/**
 * What the hourly history needs, in one statement: the contract's day rows in range (their Wh arrays), its
 * tariff periods (tarifperioden-sql.ts, instants in epoch seconds, ±Infinity for open ends) and the tenant's
 * price stand. A few hundred bytes of JSON, parsed natively; PostgreSQL does no per-quarter-hour work.
 */
export function stundenDatenSql(a: HistorieAbfrage) {
  return stundenDatenAusdruck(a.mandant, a.vertragNr, a.vertragId, berlinDatum(a.von.getTime()), berlinDatum(a.bis.getTime() - 1));
}

type StundenDaten = { stand: string | null; tarife: TarifRoh[] | null; tage: Array<[string, Array<number | null>]> | null };

function stundenDatenAusdruck(mandant: string, vertragNr: number, vertragId: string, vonTag: string, bisTag: string) {
  return sql<StundenDaten>`
    select ${standSql(mandant)} as stand,
      ${tarifeRohSql({ mandant, vertragId })} as tarife,
      (select json_agg(json_build_array(tag, ${werteSql()}) order by tag) from intervall_tag
        where mandant = ${mandant} and vertrag_nr = ${vertragNr} and kanal = 'BEZUG'
          and tag >= ${vonTag}::date and tag <= ${bisTag}::date) as tage`;
}

// Built once; a named statement on PostgreSQL (db/vorlage.ts).
const stundenDatenLesen = vorbereitet('historie_stunden', 5, (mandant: string, vertragNr: number, vertragId: string, vonTag: string, bisTag: string) =>
  roh(stundenDatenAusdruck(mandant, vertragNr, vertragId, vonTag, bisTag)),
);

export interface Stunde {
  von: number;
  verbrauch: number;
  bepreist: number;
  kosten: number;
}

/**
 * Hourly buckets (UTC hours: Berlin's offsets are whole hours, so the change days give 23 and 25) with the
 * same sums the former SQL aggregation gave (migration 0060's docs; kept in bench/alt/historie-repository.ts):
 * every quarter hour's energy counts; a fixed tariff prices it with its arbeitspreis (NT hours with its NT price; a net one with its local day's VAT); a dynamic one with
 * each overlapping market price of its UTC hour plus the aufschlag, by share f — Σ v·f·(preis + aufschlag)
 * and priced energy Σ v·f, the dynamic cost with VAT. The prices come from the process's day arrays (domain/intervall/tagespreise.ts).
 */
export async function stundenLesen(db: Db, a: HistorieAbfrage): Promise<Stunde[]> {
  const z = (await stundenDatenLesen(db, a.mandant, a.vertragNr, a.vertragId, berlinDatum(a.von.getTime()), berlinDatum(a.bis.getTime() - 1)))[0];
  if (!z?.tage) return [];
  const von = a.von.getTime();
  const bis = a.bis.getTime();
  // In time order (tarifperioden keeps the window order: open start first, then by gueltig_von).
  const tarife = tarifperioden(z.tarife).map((t) => ({
    von: t.von === null ? -Infinity : berlinTagesbeginn(t.von),
    bis: t.bis === null ? Infinity : berlinTagesbeginn(t.bis),
    dynamisch: t.dynamisch,
    preis: t.preis as number | null,
    preisNt: t.preisNt,
    netto: t.netto,
    sparte: t.sparte,
  }));
  const brauchtPreise = tarife.some((t) => t.dynamisch);
  const preise = brauchtPreise ? await tagespreiseLesen(db, a.mandant, z.stand, z.tage.map(([tag]) => tag)) : null;
  const aus: Stunde[] = [];
  let aktuell = null as Stunde | null;
  let p = 0;
  for (const [tag, werte] of z.tage) {
    const tp = preise?.get(tag);
    const beginn = tp?.beginn ?? berlinTagesbeginn(tag);
    for (let i = 0; i < werte.length; i++) {
      const w = werte[i];
      if (w === null || w === undefined) continue;
      const t = beginn + i * VIERTELSTUNDE;
      if (t < von || t >= bis) continue;
      const stunde = Math.floor(t / STUNDE) * STUNDE;
      if (aktuell?.von !== stunde) {
        aktuell = { von: stunde, verbrauch: 0, bepreist: 0, kosten: 0 };
        aus.push(aktuell);
      }
      const v = w / 1000;
      aktuell.verbrauch += v;
      // Tariff periods are in time order and do not overlap; values come in time order.
      while (p < tarife.length && tarife[p]!.bis <= t) p++;
      const tarif = p < tarife.length && tarife[p]!.von <= t ? tarife[p]! : null;
      if (!tarif || tarif.preis === null) continue;
      if (!tarif.dynamisch) {
        aktuell.bepreist += v;
        // NT hours at the NT price, by the rule the billing information uses (kundenpreis); a net price with the VAT of the local day.
        const arbeitspreis = tarif.preisNt === null ? tarif.preis : kundenpreis({ istDynamisch: false, arbeitspreis: tarif.preis, arbeitspreisNT: tarif.preisNt }, null, null, t)!;
        aktuell.kosten += v * arbeitspreis * (tarif.netto ? mitUmsatzsteuerAmTag(tag, tarif.sparte) : 1);
      } else if (tp?.teile?.has(i)) {
        for (const [f, preis] of tp.teile.get(i)!) {
          aktuell.bepreist += v * f;
          aktuell.kosten += v * f * (preis + tarif.preis) * MIT_UMSATZSTEUER;
        }
      } else if (tp && tp.anteil[i]! > 0) {
        const f = tp.anteil[i]!;
        aktuell.bepreist += v * f;
        aktuell.kosten += v * (tp.preisAnteil[i]! + f * tarif.preis) * MIT_UMSATZSTEUER;
      }
    }
  }
  return aus;
}

/** Bucket instants as the answer writes them. */
export const stundeIso = (ms: number) => berlinIso(ms);
export const STUNDE_MS = STUNDE;
