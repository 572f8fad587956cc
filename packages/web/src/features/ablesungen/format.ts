import { ablesewertDeutsch, zaehlwerkEinheit, zaehlwerkName, type Ablesung } from '@ekp/contract';

/** OBIS medium 7 is gas, counted in m³; electricity in kWh. */
export const einheit = zaehlwerkEinheit;

/**
 * The values of a reading, one line per channel; with the register's name when asked (SPEC §2's channel
 * code, shown as "HT"/"NT" rather than an OBIS code, which customers do not know).
 */
export function ablesewerteZeilen(a: Ablesung, mitKennzahl: boolean): string[] {
  return Object.values(a.ablesewerte).map((w) => {
    const wert = `${ablesewertDeutsch(w.ablesewert, w.nachkommastellen)} ${einheit(w.obiskennzahl)}`;
    return mitKennzahl ? `${zaehlwerkName(w.obiskennzahl)}: ${wert}` : wert;
  });
}
