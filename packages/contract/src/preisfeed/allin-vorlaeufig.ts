// ─── PROVISIONAL (issue 32) ─────────────────────────────────────────────────────────────────────────────
// The all-in price of a quarter hour until issue 30's pure all-in function lands in this package; the
// integrator replaces the body of this ONE function with a call to it. Today: (market price + the
// tariff's aufschlag) × (1 + VAT), all in EUR/kWh, without grid fees and levies by time of day.
export const UMSATZSTEUER = 0.19;

export interface PreisBestandteile {
  marktpreis: number;
  aufschlag: number;
  umsatzsteuer: number;
}

export function allInPreis(marktpreis: number, aufschlag: number): { value: number; bestandteile: PreisBestandteile } {
  const netto = marktpreis + aufschlag;
  const value = Math.round(netto * (1 + UMSATZSTEUER) * 1e6) / 1e6;
  return { value, bestandteile: { marktpreis, aufschlag, umsatzsteuer: Math.round((value - netto) * 1e6) / 1e6 } };
}
// ─── end PROVISIONAL ───────────────────────────────────────────────────────────────────────────────────
