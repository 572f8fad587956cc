import { istGueltigerAblesewert } from './wert.ts';
import type { Kanal } from './schemas.ts';

export interface AblesungEntwurf {
  /** The chosen meter's channels; undefined while no meter is chosen. */
  kanaele: Kanal[] | undefined;
  /** Input text per OBIS code. */
  werte: Record<string, string>;
  ablesedatum: string;
}

/**
 * SPEC §5: submit is enabled only when a meter is chosen, every channel value is valid, and the reading
 * date is set and not in the future (maximum is today).
 */
export function kannAblesungAbsenden(e: AblesungEntwurf, heute: string): boolean {
  if (!e.kanaele || e.kanaele.length === 0) return false;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(e.ablesedatum) || e.ablesedatum > heute) return false;
  return e.kanaele.every((k) => istGueltigerAblesewert(e.werte[k.obiskennzahl] ?? '', k));
}
