import { inCent, inEuro } from '@ekp/contract';

// Every money step of the billing information, in whole cents, in this one file: the working and base price
// arrive as EUR (from the tariff and price functions the history and forecast use), are rounded to the cent
// once per line, and everything after that is integer arithmetic, so the lines shown add up exactly.

/** Whether a tariff's prices include VAT (gross) or not (net), as its price display says (preisangabe). */
export type Preisbasis = 'netto' | 'brutto';

// The VAT rate and the rounding are the money module's (umsatzsteuerSatz by day and Sparte, inCent, inEuro).
export const cent = inCent;
export const euro = inEuro;

export interface NettoBruttoCent {
  netto: number;
  brutto: number;
}

/** One cost line from its EUR amounts per price basis: net amounts get VAT added, gross ones have it taken out. */
export function zeile(betraege: Record<Preisbasis, number>, satz: number): NettoBruttoCent {
  const ausNetto = cent(betraege.netto);
  const ausBrutto = cent(betraege.brutto);
  const nettoAusBrutto = cent(euro(ausBrutto) / (1 + satz));
  return { netto: ausNetto + nettoAusBrutto, brutto: ausNetto + cent(euro(ausNetto) * satz) + ausBrutto };
}

/** The base price for some days: the monthly base price × 12 / 365 per day (as the forecast counts a year). */
export function grundpreisAnteilig(grundpreisMonat: number, tage: number): number {
  return (grundpreisMonat * 12 * tage) / 365;
}

export interface Kosten {
  arbeit: NettoBruttoCent;
  grund: NettoBruttoCent;
  netto: number;
  umsatzsteuer: number;
  brutto: number;
}

/** Totals of the lines: net and gross are their sums, VAT the difference, so net + VAT = gross to the cent. */
export function kosten(arbeit: NettoBruttoCent, grund: NettoBruttoCent): Kosten {
  const netto = arbeit.netto + grund.netto;
  const brutto = arbeit.brutto + grund.brutto;
  return { arbeit, grund, netto, umsatzsteuer: brutto - netto, brutto };
}

/** Instalments due in the period (whole EUR amounts or cents from the instalment table) and their sum. */
export function abschlagSumme(faelligkeiten: ReadonlyArray<{ betrag: number }>): number {
  return faelligkeiten.reduce((s, f) => s + cent(f.betrag), 0);
}

/** saldo = instalments − gross costs: positive is a credit, negative an expected additional payment. */
export function saldo(abschlaegeCent: number, bruttoCent: number): number {
  return abschlaegeCent - bruttoCent;
}

/** The API's EUR view of the costs. */
export function kostenInEuro(k: Kosten) {
  return {
    arbeit: { netto: euro(k.arbeit.netto), brutto: euro(k.arbeit.brutto) },
    grund: { netto: euro(k.grund.netto), brutto: euro(k.grund.brutto) },
    netto: euro(k.netto),
    umsatzsteuer: euro(k.umsatzsteuer),
    brutto: euro(k.brutto),
  };
}
