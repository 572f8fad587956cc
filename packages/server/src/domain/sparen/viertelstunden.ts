import { berlinDatum, berlinTagesbeginn, type Verbrauchswert } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { standSql } from '../intervall/tagespreise.ts';
import { werteSql } from '../intervall/werte.ts';

/**
 * The ONE place the saving tools read a contract's interval data (cheapest window, comparison,
 * forecast, all-in history)'s day rows. Quarter hours in time order, instants as ms, energy
 * in kWh (hourly imports are stored as quarter hours).
 */
export async function verbrauchswerteLesen(db: Db, mandant: string, vertragNr: number, von: Date, bis: Date): Promise<Verbrauchswert[]> {
  const aus: Verbrauchswert[] = [];
  await jeViertelstunde(db, mandant, vertragNr, von, bis, (t, kwh) => void aus.push({ von: t, bis: t + VIERTELSTUNDE, kwh }));
  return aus;
}

/** Sum, covered time and last end of interval data in a range. */
export interface Intervallsumme {
  kwh: number;
  dauerMs: number;
  letztesEnde: Date | null;
}

/** Sum, covered time and last end of a contract's interval data in a range, without building the values. */
export async function verbrauchswerteSumme(db: Db, mandant: string, vertragNr: number, von: Date, bis: Date): Promise<Intervallsumme> {
  if (bis <= von) return verbrauchswerteSummeAusTagen([], von, bis);
  const { vonTag, bisTag } = tageVon(von, bis);
  return verbrauchswerteSummeAusTagen((await tageswerteLesen(db, mandant, vertragNr, vonTag, bisTag)).tage, von, bis);
}

/** verbrauchswerteSumme from day rows read already (drawn energy, in day order, covering the range's local days). */
export function verbrauchswerteSummeAusTagen(tage: ReadonlyArray<readonly [string, ReadonlyArray<number | null>]>, von: Date, bis: Date): Intervallsumme {
  let kwh = 0;
  let n = 0;
  let letztes = -Infinity;
  if (bis > von)
    tageDurchgehen(tage, von, bis, (t, w) => {
      kwh += w;
      n++;
      letztes = t;
    });
  return { kwh, dauerMs: n * VIERTELSTUNDE, letztesEnde: n > 0 ? new Date(letztes + VIERTELSTUNDE) : null };
}

const VIERTELSTUNDE = 900_000;

/** Every stored quarter hour starting in [von, bis), in time order: its start (ms) and kWh. */
async function jeViertelstunde(db: Db, mandant: string, vertragNr: number, von: Date, bis: Date, f: (t: number, kwh: number) => void): Promise<void> {
  if (bis <= von) return;
  const { vonTag, bisTag } = tageVon(von, bis);
  const { tage } = await tageswerteLesen(db, mandant, vertragNr, vonTag, bisTag);
  tageDurchgehen(tage, von, bis, f);
}

function tageDurchgehen(tage: ReadonlyArray<readonly [string, ReadonlyArray<number | null>]>, von: Date, bis: Date, f: (t: number, kwh: number) => void): void {
  const a = von.getTime();
  const b = bis.getTime();
  for (const [tag, werte] of tage) {
    const beginn = berlinTagesbeginn(tag);
    for (let i = 0; i < werte.length; i++) {
      const w = werte[i];
      const t = beginn + i * VIERTELSTUNDE;
      if (w === null || w === undefined || t < a || t >= b) continue;
      f(t, w / 1000);
    }
  }
}

/**
 * verbrauchswerteLesen's quarter hours from day rows read already (drawn energy, one [tag, werte] per local day
 * in day order), for a caller that read many contracts' rows in one statement.
 */
export function verbrauchswerteAusTagen(tage: ReadonlyArray<readonly [string, ReadonlyArray<number | null>]>, von: Date, bis: Date): Verbrauchswert[] {
  const aus: Verbrauchswert[] = [];
  if (bis > von) tageDurchgehen(tage, von, bis, (t, kwh) => void aus.push({ von: t, bis: t + VIERTELSTUNDE, kwh }));
  return aus;
}

/**
 * A contract's drawn energy as stored (one row per local day, Wh per quarter hour, null = no
 * value) for the local days from `vonTag` to `bisTag` inclusive, with the tenant's price stand read in the
 * same statement (domain/intervall/tagespreise.ts). One row of JSON, parsed natively: a year is 365 arrays
 * instead of 35,040 rows.
 */
export async function tageswerteLesen(
  db: Db,
  mandant: string,
  vertragNr: number,
  vonTag: string,
  bisTag: string,
): Promise<{ stand: string | null; tage: Array<[string, Array<number | null>]> }> {
  const { rows } = await sql<{ stand: string | null; tage: Array<[string, Array<number | null>]> | null }>`
    select ${standSql(mandant)} as stand,
      (select json_agg(json_build_array(tag, ${werteSql()}) order by tag) from intervall_tag
        where mandant = ${mandant} and vertrag_nr = ${vertragNr} and kanal = 'BEZUG' and tag >= ${vonTag}::date and tag <= ${bisTag}::date) as tage`.execute(db);
  return { stand: rows[0]?.stand ?? null, tage: rows[0]?.tage ?? [] };
}

/** The local days of the instants [von, bis). */
export function tageVon(von: Date, bis: Date): { vonTag: string; bisTag: string } {
  return { vonTag: berlinDatum(von.getTime()), bisTag: berlinDatum(bis.getTime() - 1) };
}
