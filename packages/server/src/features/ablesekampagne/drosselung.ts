import type { Grenze } from '../../shared/ratenbegrenzung.ts';

/**
 * Per client address (an IPv6 client per /64) and hour, both calls together. A household needs a handful;
 * a campaign letter lands in many homes behind one carrier-grade NAT at once, so the bound is generous —
 * guessing 60 bits at this pace is hopeless anyway.
 */
export const ADRESS_GRENZE = { max: 120, fensterMs: 60 * 60 * 1000 };
/** Per code and hour: checks and submissions together, whoever sends them. */
export const CODE_GRENZE = { max: 30, fensterMs: 60 * 60 * 1000 };
/** The fifth refused submission locks the code for an hour. */
export const SPERRE_NACH = 5;
export const SPERRE_MS = 60 * 60 * 1000;

export const grenzen = (mandant: string, client: string, hash: string): Grenze[] => [
  { mandant, bereich: 'zaehlerstand_adresse', schluessel: [`ip:${client}`], ...ADRESS_GRENZE },
  { mandant, bereich: 'zaehlerstand_code', schluessel: [`code:${hash}`], ...CODE_GRENZE },
];
