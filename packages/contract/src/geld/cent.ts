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

// What the API carries. A price in EUR/kWh keeps 6 decimals (0.0001 ct): finer than any tariff is written
// (4 decimals) and than the display (preisAnzeigen), so a client that multiplies it by a quarter hour's
// kWh (evcc, Home Assistant, the history chart) gets our cent back, yet short enough that both database
// engines give the same digits. Sub-bill figures of the history (an hour's EUR or kWh) keep 6 decimals
// too: they are added up by the client, and rounding each hour to the cent would drift by up to
// 0.5 ct × 8,760 hours from the bill.
// Plain rounding, as the figures have always been returned (clients and stored fixtures compare with it).
const sechsStellen = (x: number): number => Math.round(x * 1e6) / 1e6;

/** A price in EUR/kWh as the API returns it (history, price feed, cheapest window): 6 decimals. */
export const preisAusgeben = (euroJeKwh: number): number => sechsStellen(euroJeKwh);

/** A part of a bill in EUR as the API returns it (an hour's or a day's cost in the history): 6 decimals. */
export const teilbetragAusgeben = (euro: number): number => sechsStellen(euro);

/** An energy in kWh as the API returns it next to those figures: 6 decimals (1 mWh). */
export const kwhAusgeben = (kwh: number): number => sechsStellen(kwh);

/** A price in EUR/kWh as it is shown and then multiplied (0.0001 EUR = 0.01 ct). */
export const preisAnzeigen = (euroJeKwh: number): number => Math.round(entrauscht(euroJeKwh * 1e4)) / 1e4;

/** kWh × EUR/kWh → whole cents. */
export const kostenCent = (kwh: number, euroJeKwh: number): Cent => inCent(kwh * euroJeKwh);

/** An instalment: a yearly sum in cents shared over the payments, up to whole euros (§41b(3) EnWG). */
export const abschlagAufrunden = (jahresCent: Cent, zahlungen: number): number => Math.ceil(entrauscht(jahresCent / (zahlungen * 100)));
