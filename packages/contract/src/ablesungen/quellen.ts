import type { Ablesequelle } from './schemas.ts';

/** SPEC §3 reading source labels. */
export const ablesequelleLabel: Record<Ablesequelle, string> = {
  NETZBETREIBER: 'Netzbetreiber',
  ERSATZWERT: 'Ersatzwert',
  KUNDE: 'Kunde',
};

/** The label of a stored source; unknown codes from an import are shown as they are. */
export function ablesequelleText(quelle: string | null | undefined): string {
  if (!quelle) return '';
  return quelle in ablesequelleLabel ? ablesequelleLabel[quelle as Ablesequelle] : quelle;
}
