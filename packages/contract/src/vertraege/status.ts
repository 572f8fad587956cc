import type { Vertrag, Vertragsstatus } from './schemas.ts';

type Statusfelder = Pick<Vertrag, 'storniert' | 'lieferende' | 'gewuenschtesLieferende' | 'lieferbeginn'>;

/** SPEC §4 contract status, derived in exactly this order. */
export function vertragsstatus(v: Statusfelder): Vertragsstatus {
  if (v.storniert) return 'storniert';
  if (v.lieferende) return 'beendet';
  if (v.gewuenschtesLieferende) return 'gekeundigt';
  if (v.lieferbeginn) return 'aktiv';
  return 'beauftragt';
}

/** SPEC §4 display statuses. */
export const ANZEIGESTATUS = ['AKTIV', 'BEENDET', 'STORNIERT', 'BEAUFTRAGT', 'GEKUENDIGT'] as const;
export type Anzeigestatus = (typeof ANZEIGESTATUS)[number];

const anzeige: Record<Vertragsstatus, Anzeigestatus> = {
  aktiv: 'AKTIV',
  beendet: 'BEENDET',
  storniert: 'STORNIERT',
  beauftragt: 'BEAUFTRAGT',
  gekeundigt: 'GEKUENDIGT',
};

export function anzeigestatus(status: Vertragsstatus): Anzeigestatus {
  return anzeige[status];
}

/** SPEC §4: BEENDET and STORNIERT are shown as inactive. */
export function istInaktiv(status: Anzeigestatus): boolean {
  return status === 'BEENDET' || status === 'STORNIERT';
}

/** SPEC §4: the cancel button is offered only for AKTIV contracts (the server holds the same rule). */
export function istKuendbar(status: Vertragsstatus): boolean {
  return status === 'aktiv';
}

/** Badge text of a display status (German words for the customer; the enum names are SPEC's). */
export const anzeigestatusLabel: Record<Anzeigestatus, string> = {
  AKTIV: 'Aktiv',
  BEENDET: 'Beendet',
  STORNIERT: 'Storniert',
  BEAUFTRAGT: 'Beauftragt',
  GEKUENDIGT: 'Gekündigt',
};
