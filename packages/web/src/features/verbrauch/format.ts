import { ctJeKwh, datumDeutsch, datumVon, euro as geldEuro, uhrzeit, zahlDeutsch } from '@ekp/contract/aufrufe';
import type { HistorieIntervall } from '@ekp/contract';

// SPEC §9: German numbers with two decimals, energy in kWh, arbeitspreis in Cent (×100 on charts).
export const kwh = (wert: number) => `${zahlDeutsch(wert)} kWh`;
export const euro = (wert: number | null) => (wert === null ? '–' : geldEuro(wert));
export const cent = (eurProKwh: number | null) => (eurProKwh === null ? '–' : ctJeKwh(eurProKwh));

const MONATE = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'];

/** Label of a history bucket: time for hours, date for days, month and year for months. */
export function eimerLabel(intervall: HistorieIntervall, von: string, lang = false): string {
  const datum = datumVon(von);
  if (intervall === 'hourly') return lang ? `${datumDeutsch(datum)} ${uhrzeit(von)} Uhr` : uhrzeit(von);
  if (intervall === 'daily') return lang ? datumDeutsch(datum) : datum.slice(8, 10);
  return `${MONATE[Number(datum.slice(5, 7)) - 1]} ${datum.slice(0, 4)}`;
}

const achsenFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/** An axis tick in German format (decimal comma, thousands dot); the unit stands in the axis label. */
export const achsenZahl = (wert: number) => achsenFormat.format(wert);

/** Short label of a consumption period for the x axis: month and two-digit year of start and end. */
export function zeitraumLabel(von: string, bis: string): string {
  const kurz = (datum: string) => `${datum.slice(5, 7)}.${datum.slice(2, 4)}`;
  return `${kurz(von)}–${kurz(bis)}`;
}
