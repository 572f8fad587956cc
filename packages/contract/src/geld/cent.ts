// The money module's rounding: amounts are integer cents while they are added, prices keep 8 decimals of
// EUR/kWh while they are computed and 4 when shown, instalments go up to whole euros. One rule per step, so
// every screen that adds the same figures gets the same cent (docs/sparen.md "Das Geldmodul").

/** An amount in whole cents (an integer). */
export type Cent = number;

// 0.285 × 100 is 28.499999… in binary; 12 significant digits strip that noise before rounding.
const entrauscht = (x: number) => Number(x.toPrecision(12));

/** Euros → whole cents, half away from zero (as a bill rounds). */
export function inCent(euro: number): Cent {
  const c = entrauscht(euro * 100);
  return Math.sign(c) * Math.round(Math.abs(c));
}

/** Whole cents → euros (for the API, which carries EUR). */
export const inEuro = (cent: Cent): number => cent / 100;

/** An amount rounded to the cent, in euros. */
export const aufCent = (euro: number): number => inEuro(inCent(euro));

/** A price in EUR/kWh as it is computed on (net → gross, weighted means): 8 decimals. */
export const preisRechnen = (euroJeKwh: number): number => Math.round(entrauscht(euroJeKwh * 1e8)) / 1e8;

/** A price in EUR/kWh as it is shown and then multiplied (0.0001 EUR = 0.01 ct). */
export const preisAnzeigen = (euroJeKwh: number): number => Math.round(entrauscht(euroJeKwh * 1e4)) / 1e4;

/** kWh × EUR/kWh → whole cents. */
export const kostenCent = (kwh: number, euroJeKwh: number): Cent => inCent(kwh * euroJeKwh);

/** An instalment: a yearly sum in cents shared over the payments, up to whole euros (§41b(3) EnWG). */
export const abschlagAufrunden = (jahresCent: Cent, zahlungen: number): number => Math.ceil(entrauscht(jahresCent / (zahlungen * 100)));
