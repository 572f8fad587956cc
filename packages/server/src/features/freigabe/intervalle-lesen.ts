import { OBIS_BEZUG, OBIS_EINSPEISUNG, tagesbeginn, zeitpunktIso, type IsoDatum, type Zeitreihe } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import { werteSql } from '../../domain/intervall/werte.ts';

const VIERTELSTUNDE = 15 * 60_000;
const QUALITAET: Record<string, Zeitreihe['werte'][number]['qualitaet']> = { G: 'gemessen', E: 'ersatzwert', V: 'vorlaeufig' };
const OBIS: Record<string, string> = { BEZUG: OBIS_BEZUG, EINSPEISUNG: OBIS_EINSPEISUNG };

/**
 * THE one place the data-sharing API reads interval data: the contract's day rows (`intervall_tag`), per
 * channel (drawn energy 1-1:1.29.0, feed-in 1-1:2.29.0 where the metering operator sent it), every quarter hour
 * with its value in kWh and its quality as the MSCONS import stored it. Scoped by tenant and contract.
 */
export async function zeitreihenLesen(db: Db, mandant: string, vertragId: string, von: IsoDatum, bis: IsoDatum): Promise<Zeitreihe[]> {
  const zeilen = await db
    .selectFrom('intervall_tag as t')
    .innerJoin('vertrag as v', (j) => j.onRef('v.mandant', '=', 't.mandant').onRef('v.nr', '=', 't.vertrag_nr'))
    .select(['t.kanal', 't.tag', werteSql('t').as('werte'), 't.qualitaet'])
    .where('t.mandant', '=', mandant)
    .where('v.id', '=', vertragId)
    .where('t.tag', '>=', von)
    .where('t.tag', '<=', bis)
    .orderBy('t.kanal')
    .orderBy('t.tag')
    .execute();
  const reihen = new Map<string, Zeitreihe>();
  for (const z of zeilen) {
    let reihe = reihen.get(z.kanal);
    if (!reihe) reihen.set(z.kanal, (reihe = { obis: OBIS[z.kanal] ?? OBIS_BEZUG, aufloesung: 'PT15M', einheit: 'kWh', werte: [] }));
    const beginn = tagesbeginn(z.tag).getTime();
    z.werte.forEach((wh, i) => {
      if (wh === null) return;
      reihe.werte.push({ von: zeitpunktIso(new Date(beginn + i * VIERTELSTUNDE)), wert: wh / 1000, qualitaet: QUALITAET[z.qualitaet?.[i] ?? 'G'] ?? 'gemessen' });
    });
  }
  // Drawn energy first, then feed-in: the order the OBIS codes name them.
  return [...reihen.values()].sort((a, b) => a.obis.localeCompare(b.obis));
}
