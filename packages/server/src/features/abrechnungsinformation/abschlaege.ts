import { addMonths } from 'date-fns/addMonths';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';
import { subMonths } from 'date-fns/subMonths';

const MONATE = { MONATLICH: 1, ZWEIMONATLICH: 2, VIERTELJAEHRLICH: 3 } as const;

/** The instalment and its changes as the forecast reads them (prognoseEingabenLesen: changes in `gueltig_ab` order, ties by id). */
export interface AbschlagDaten {
  abschlag: { betrag: number; naechste_faelligkeit: string; rhythmus: keyof typeof MONATE } | undefined;
  aenderungen: ReadonlyArray<{ betragAlt: number; gueltigAb: string }>;
}

/**
 * The instalments due in [von, bis] (both included): the due dates are the stored next due date ± whole
 * rhythms (as the forecast counts them); each at the amount in force on it: a change counts from its
 * gueltigAb, before that the amount it replaced.
 */
export function faelligkeitenAus({ abschlag, aenderungen }: AbschlagDaten, von: string, bis: string): Array<{ datum: string; betrag: number }> {
  if (!abschlag) return [];
  const anker = parseISO(abschlag.naechste_faelligkeit);
  const schritt = MONATE[abschlag.rhythmus];
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
  return daten.sort().map((datum) => ({ datum, betrag: aenderungen.find((a) => a.gueltigAb > datum)?.betragAlt ?? abschlag.betrag }));
}
