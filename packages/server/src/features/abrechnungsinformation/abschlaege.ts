import { addMonths, lightFormat, parseISO, subMonths } from 'date-fns';
import type { Db } from '../../db/verbinden.ts';

const MONATE = { MONATLICH: 1, ZWEIMONATLICH: 2, VIERTELJAEHRLICH: 3 } as const;

/**
 * The instalments due in [von, bis] (both included): the due dates are the stored next due date ± whole
 * rhythms (as the forecast counts them); each at the amount in force on it: a change counts from its
 * gueltigAb, before that the amount it replaced.
 */
export async function faelligkeitenLesen(db: Db, mandant: string, vertragId: string, von: string, bis: string): Promise<Array<{ datum: string; betrag: number }>> {
  const [zeile, aenderungen] = await Promise.all([
    db.selectFrom('abschlag').selectAll().where('mandant', '=', mandant).where('vertrag_id', '=', vertragId).executeTakeFirst(),
    db.selectFrom('abschlag_aenderung').select(['betrag_alt', 'gueltig_ab', 'id']).where('mandant', '=', mandant).where('vertrag_id', '=', vertragId).orderBy('gueltig_ab').orderBy('id').execute(),
  ]);
  if (!zeile) return [];
  const anker = parseISO(zeile.naechste_faelligkeit);
  const schritt = MONATE[zeile.rhythmus];
  const daten: string[] = [];
  for (let k = 0; k < 1000; k++) {
    const d = lightFormat(subMonths(anker, k * schritt), 'yyyy-MM-dd');
    if (d < von) break;
    if (d <= bis) daten.push(d);
  }
  for (let k = 1; k < 1000; k++) {
    const d = lightFormat(addMonths(anker, k * schritt), 'yyyy-MM-dd');
    if (d > bis) break;
    if (d >= von) daten.push(d);
  }
  return daten.sort().map((datum) => ({ datum, betrag: aenderungen.find((a) => a.gueltig_ab > datum)?.betrag_alt ?? zeile.betrag }));
}
