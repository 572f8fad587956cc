import type { IsoDatum } from '../common/datum.ts';
import { inCent, preisRechnen, type Cent } from './cent.ts';

// VAT on energy (§ 12 UStG) by delivery date. 19 % for electricity and gas, except gas delivered from
// 1 October 2022 to 31 March 2024 (§ 28 Abs. 5 UStG, 7 %). A period that spans a change is billed per
// day at each day's rate, so the rate belongs to a date, never to a contract.

export type Sparte = 'Strom' | 'Gas';

/** The standard rate, valid today for electricity and gas. */
export const UMSATZSTEUER_REGELSATZ = 0.19;

interface Abweichung {
  sparte: Sparte;
  von: IsoDatum;
  /** Last day (inclusive). */
  bis: IsoDatum;
  satz: number;
}

export const UMSATZSTEUER_ABWEICHUNGEN: readonly Abweichung[] = [{ sparte: 'Gas', von: '2022-10-01', bis: '2024-03-31', satz: 0.07 }];

/** The VAT rate on energy delivered on a day (anything but "Gas" counts as electricity). */
export function umsatzsteuerSatz(datum: IsoDatum, sparte: Sparte | string = 'Strom'): number {
  return UMSATZSTEUER_ABWEICHUNGEN.find((a) => a.sparte === sparte && a.von <= datum && datum <= a.bis)?.satz ?? UMSATZSTEUER_REGELSATZ;
}

/** VAT on a net sum, to the cent (a bill adds it once, on the sum). */
export const umsatzsteuerCent = (nettoCent: Cent, satz: number): Cent => inCent((nettoCent * satz) / 100);

/** A net price (EUR/kWh or EUR a month) with VAT, as the comparison and the screens read it. */
export const bruttoPreis = (netto: number, satz: number): number => preisRechnen(netto * (1 + satz));

/** "inkl. 19 % USt." for a rate. */
export const umsatzsteuerHinweis = (satz: number): string => `inkl. ${Math.round(satz * 100)} % USt.`;

/** Whether an amount includes VAT (brutto) or not (netto). */
export type Betragsbasis = 'brutto' | 'netto';

/**
 * The label every amount carries where a business customer might read it either way: "inkl. 19 % USt."
 * or "netto". One function, so no screen words it differently; `satz` is umsatzsteuerSatz of the day and
 * energy the amount is for (the API sends it beside the amounts).
 */
export function betragsbasisText(basis: Betragsbasis, satz: number): string {
  return basis === 'netto' ? 'netto' : umsatzsteuerHinweis(satz);
}
