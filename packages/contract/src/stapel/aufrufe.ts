import type { EndpointKopf } from '../common/endpoint.ts';

/** At most this many reads in one batch: a page's first screen needs about four per contract card. */
export const STAPEL_HOECHSTENS = 40;

// The head of the batch call: the entry chunk posts it without carrying zod.
export const STAPEL_KOEPFE = {
  lesen: { methode: 'POST', pfad: '/stapel', auth: true },
} as const satisfies Record<string, EndpointKopf>;


/** One read's answer inside the batch: its status and its body as the read itself would have sent it. */
export interface StapelAntwort {
  status: number;
  daten?: unknown;
}
