import { euroGanzText } from '@ekp/contract/aufrufe';

// The forecast's range as a customer reads it: the better end first, one unit where both ends are the same
// kind ("70–114 € Nachzahlung", "40–150 € Guthaben"), both named where the range crosses zero ("zwischen
// 190 € Guthaben und 173 € Nachzahlung"). A saldo ≥ 0 (rounded to whole euros) is Guthaben.

const art = (wert: number) => (Math.round(wert) >= 0 ? 'Guthaben' : 'Nachzahlung');
const betrag = (wert: number) => euroGanzText(Math.abs(wert)).replace(' €', '');

/** The range between two saldi (either order): "70–114 € Nachzahlung" or "zwischen 190 € Guthaben und 173 € Nachzahlung". */
export function saldoSpanne(a: number, b: number): string {
  const [besser, schlechter] = a >= b ? [a, b] : [b, a];
  if (art(besser) === art(schlechter)) {
    // Guthaben: the smaller credit first; Nachzahlung: the smaller payment (the better end) first.
    const [erst, dann] = art(besser) === 'Guthaben' ? [schlechter, besser] : [besser, schlechter];
    return betrag(erst) === betrag(dann) ? `${betrag(erst)} € ${art(besser)}` : `${betrag(erst)}–${betrag(dann)} € ${art(besser)}`;
  }
  return `zwischen ${betrag(besser)} € Guthaben und ${betrag(schlechter)} € Nachzahlung`;
}

/** "Voraussichtlich 92 € Nachzahlung (70–114 € Nachzahlung)". */
export function prognoseSpanne(saldo: { p10: number; p50: number; p90: number }): string {
  return `Voraussichtlich ${betrag(saldo.p50)} € ${art(saldo.p50)} (${saldoSpanne(saldo.p10, saldo.p90)})`;
}
