import { inCent, kostenCent, type Cent } from './cent.ts';
import { umsatzsteuerCent } from './umsatzsteuer.ts';

/** The prices a year's bill applies: grundpreis EUR a month, working prices EUR/kWh, as the tariff stores them. */
export interface Jahrespreise {
  grundpreis: number;
  arbeitspreis: number;
  arbeitspreisNT: number | null;
  /** Share of the NT consumption in percent (HT/NT tariffs). */
  anteilNt: number | null;
  /** The VAT rate the bill adds to these prices; null or absent when they already include it. */
  umsatzsteuer?: number | null;
}

export interface Jahreskosten {
  arbeitskosten: Cent;
  grundkosten: Cent;
  netto: Cent;
  umsatzsteuer: Cent;
  /** What the bill says: netto + umsatzsteuer, or the sum of gross prices. */
  brutto: Cent;
}

/**
 * A year's bill for a consumption: kWh × working price (HT/NT mixed by the NT share) and 12 × grundpreis,
 * each to the cent, then VAT once on their sum when the prices are net. The Abschlag recommendation and the
 * forecast both call this, so the same kWh give the same cent on both screens.
 */
export function jahreskosten(kwh: number, preise: Jahrespreise, monate = 12): Jahreskosten {
  const htnt = preise.arbeitspreisNT !== null && preise.anteilNt !== null;
  const anteil = htnt ? preise.anteilNt! / 100 : 0;
  const arbeitskosten = kostenCent(kwh, preise.arbeitspreis * (1 - anteil) + (htnt ? preise.arbeitspreisNT! * anteil : 0));
  const grundkosten = inCent(monate * preise.grundpreis);
  const netto = arbeitskosten + grundkosten;
  const umsatzsteuer = preise.umsatzsteuer ? umsatzsteuerCent(netto, preise.umsatzsteuer) : 0;
  return { arbeitskosten, grundkosten, netto, umsatzsteuer, brutto: netto + umsatzsteuer };
}
