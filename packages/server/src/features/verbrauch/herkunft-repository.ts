import { type HistorieEintrag, type HistorieIntervall, QUALITAETEN, zeitpunktIso } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';

// Issue 28: where the history's values come from. Reads the values the metering operator sent by MSCONS
// (`messwert`, with quality per value, and feed-in) per history bucket; kept apart from the priced history
// query so issue 27's storage can replace it without touching prices. Buckets as the history cuts them:
// UTC hours (Berlin's offsets are whole hours), Berlin days and months.

const EINHEIT: Record<HistorieIntervall, string> = { hourly: 'hour', daily: 'day', monthly: 'month' };

type Herkunft = Pick<HistorieEintrag, 'qualitaet' | 'anteile' | 'einspeisung'>;

/** Per bucket start (ms): weakest quality, shares by time, feed-in in kWh. */
export async function herkunftLesen(db: Db, mandant: string, vertragNr: number, von: Date, bis: Date, intervall: HistorieIntervall): Promise<Map<number, Herkunft>> {
  const einheit = sql.raw(`'${EINHEIT[intervall]}'`);
  const beginn = intervall === 'hourly' ? sql`date_trunc('hour', von)` : sql`(date_trunc(${einheit}, von at time zone 'Europe/Berlin') at time zone 'Europe/Berlin')`;
  const r = await sql<{ beginn: Date; bezug: number | null; gemessen: number | null; ersatzwert: number | null; vorlaeufig: number | null; einspeisung: number | null }>`
    select ${beginn} as beginn,
      sum(extract(epoch from bis - von)) filter (where kanal = 'BEZUG') as bezug,
      sum(extract(epoch from bis - von)) filter (where kanal = 'BEZUG' and qualitaet = 'GEMESSEN') as gemessen,
      sum(extract(epoch from bis - von)) filter (where kanal = 'BEZUG' and qualitaet = 'ERSATZWERT') as ersatzwert,
      sum(extract(epoch from bis - von)) filter (where kanal = 'BEZUG' and qualitaet = 'VORLAEUFIG') as vorlaeufig,
      sum(wert) filter (where kanal = 'EINSPEISUNG') as einspeisung
    from messwert where mandant = ${mandant} and vertrag_nr = ${vertragNr} and von >= ${von} and von < ${bis}
    group by 1`.execute(db);
  const ergebnis = new Map<number, Herkunft>();
  for (const z of r.rows) {
    const h: Herkunft = {};
    const gesamt = Number(z.bezug ?? 0);
    if (gesamt > 0) {
      const anteile = { GEMESSEN: Number(z.gemessen ?? 0) / gesamt, ERSATZWERT: Number(z.ersatzwert ?? 0) / gesamt, VORLAEUFIG: Number(z.vorlaeufig ?? 0) / gesamt };
      // Weakest first: a provisional value may still change, a substitute is an estimate.
      h.qualitaet = [...QUALITAETEN].reverse().find((q) => anteile[q] > 0) ?? 'GEMESSEN';
      h.anteile = { GEMESSEN: Math.round(anteile.GEMESSEN * 10_000) / 10_000, ERSATZWERT: Math.round(anteile.ERSATZWERT * 10_000) / 10_000, VORLAEUFIG: Math.round(anteile.VORLAEUFIG * 10_000) / 10_000 };
    }
    if (z.einspeisung !== null) h.einspeisung = Math.round(Number(z.einspeisung) * 1e6) / 1e6;
    ergebnis.set(new Date(z.beginn).getTime(), h);
  }
  return ergebnis;
}

/** "Daten vollständig bis": the end of the contract's last consumption interval. */
export async function datenBisLesen(db: Db, vertragNr: number): Promise<string | undefined> {
  const z = await db.selectFrom('lastgang').select('bis').where('vertrag_nr', '=', vertragNr).orderBy('von', 'desc').limit(1).executeTakeFirst();
  return z ? zeitpunktIso(z.bis) : undefined;
}
