import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { parseISO } from 'date-fns/parseISO';
import { standSpanne, type Zaehlerstand } from './ablesungen.ts';

/** kWh per m³ that natural gas can have (calorific value × z-number, H and L gas at German pressures). */
const PLAUSIBEL = { min: 7, max: 13 };
/** Readings may lie a few days off the billed period's ends; further off, they describe another period. */
const TOLERANZ_TAGE = 7;

const tage = (von: string, bis: string) => differenceInCalendarDays(parseISO(bis), parseISO(von));

/**
 * Gas meters count m³, while bills, prices and forecasts are in kWh: the billing system converts with the
 * grid operator's calorific value and z-number, which ekp does not receive. The factor is therefore read off
 * the latest billed period the readings span: its kWh over their m³ (per day, where the readings lie a few
 * days off its ends). Null when no billed period is spanned or the ratio is implausible; then a forecast
 * must not use the readings.
 */
export function kwhJeKubikmeter(perioden: ReadonlyArray<{ von: string; bis: string; summe: number }>, staende: readonly Zaehlerstand[]): number | null {
  for (const p of [...perioden].reverse()) {
    const s = standSpanne(staende, p.von, p.bis);
    if (!s || s.kwh <= 0 || p.summe <= 0) continue;
    if (Math.abs(tage(s.von, p.von)) > TOLERANZ_TAGE || Math.abs(tage(p.bis, s.bis)) > TOLERANZ_TAGE) continue;
    const faktor = p.summe / tage(p.von, p.bis) / (s.kwh / tage(s.von, s.bis));
    if (faktor >= PLAUSIBEL.min && faktor <= PLAUSIBEL.max) return faktor;
  }
  return null;
}
