import { datumDeutsch, datumVon, uhrzeit, zahlDeutsch, type HistorieIntervall } from '@ekp/contract';

// SPEC §9: German numbers with two decimals, energy in kWh, arbeitspreis in Cent (×100 on charts).
export const kwh = (wert: number) => `${zahlDeutsch(wert)} kWh`;
export const euro = (wert: number | null) => (wert === null ? '–' : `${zahlDeutsch(wert)} €`);
export const cent = (eurProKwh: number | null) => (eurProKwh === null ? '–' : `${zahlDeutsch(eurProKwh * 100)} ct/kWh`);

const MONATE = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'];

/** Label of a history bucket: time for hours, date for days, month and year for months. */
export function eimerLabel(intervall: HistorieIntervall, von: string, lang = false): string {
  const datum = datumVon(von);
  if (intervall === 'hourly') return lang ? `${datumDeutsch(datum)} ${uhrzeit(von)} Uhr` : uhrzeit(von);
  if (intervall === 'daily') return lang ? datumDeutsch(datum) : datum.slice(8, 10);
  return `${MONATE[Number(datum.slice(5, 7)) - 1]} ${datum.slice(0, 4)}`;
}
