import { OBIS_BEZUG, tagDanach, tagesbeginn, zeitpunktIso, type IsoDatum, type Zeitreihe } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';

/**
 * THE one place the data-sharing API reads interval data (issue 32). The storage is being redesigned
 * (issue 27: one row per metering point and day, integer Wh arrays with quality codes, feed-in beside
 * drawing); whoever merges that adapts this function only. Today's table holds drawn energy per interval
 * (kWh) without a quality mark, so every value is "gemessen" and there is no feed-in series yet.
 * Series are split by resolution: a contract may have hourly values before its smart meter came.
 */
export async function zeitreihenLesen(db: Db, mandant: string, vertragId: string, von: IsoDatum, bis: IsoDatum): Promise<Zeitreihe[]> {
  const zeilen = await db
    .selectFrom('lastgang as l')
    .innerJoin('vertrag as v', 'v.nr', 'l.vertrag_nr')
    .select(['l.von', 'l.bis', 'l.verbrauch'])
    .where('v.mandant', '=', mandant)
    .where('v.id', '=', vertragId)
    .where('l.von', '>=', tagesbeginn(von))
    .where('l.von', '<', tagesbeginn(tagDanach(bis)))
    .orderBy('l.von')
    .execute();
  const reihen = new Map<Zeitreihe['aufloesung'], Zeitreihe>();
  for (const z of zeilen) {
    const minuten = (new Date(z.bis).getTime() - new Date(z.von).getTime()) / 60_000;
    const aufloesung = minuten === 15 ? 'PT15M' : minuten === 60 ? 'PT1H' : null;
    if (!aufloesung) continue;
    let reihe = reihen.get(aufloesung);
    if (!reihe) reihen.set(aufloesung, (reihe = { obis: OBIS_BEZUG, aufloesung, einheit: 'kWh', werte: [] }));
    reihe.werte.push({ von: zeitpunktIso(z.von), wert: z.verbrauch, qualitaet: 'gemessen' });
  }
  return [...reihen.values()];
}
