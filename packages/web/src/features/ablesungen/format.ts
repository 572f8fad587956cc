import { ablesewertDeutsch, type Ablesung } from '@ekp/contract';

/** OBIS medium 7 is gas, counted in m³; electricity in kWh. */
export function einheit(obiskennzahl: string): string {
  return obiskennzahl.startsWith('7-') ? 'm³' : 'kWh';
}

/** HT/NT for the two tariff registers of a double-tariff meter (OBIS 1.8.1 and 1.8.2). */
export function tarifname(obiskennzahl: string): string | undefined {
  if (obiskennzahl.endsWith('1.8.1')) return 'HT';
  if (obiskennzahl.endsWith('1.8.2')) return 'NT';
  return undefined;
}

/** The values of a reading, one line per channel; with the channel code when asked (SPEC §2). */
export function ablesewerteZeilen(a: Ablesung, mitKennzahl: boolean): string[] {
  return Object.values(a.ablesewerte).map((w) => {
    const wert = `${ablesewertDeutsch(w.ablesewert, w.nachkommastellen)} ${einheit(w.obiskennzahl)}`;
    return mitKennzahl ? `${w.obiskennzahl}: ${wert}` : wert;
  });
}
