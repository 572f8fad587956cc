import { kampagnenTexte, serviceTexte } from '@ekp/contract';
import type { Rolle } from '@ekp/contract';

/**
 * The console's pages in the navigation, in this order; a page for ADMIN only says so. A new page adds one
 * line here (and its path in Konsole.tsx).
 */
export const KONSOLE_SEITEN: { pfad: string; text: string; nurAdmin?: boolean }[] = [
  { pfad: '/service', text: serviceTexte.suche.titel },
  { pfad: '/service/vorgaenge', text: serviceTexte.vorgaenge.titel },
  { pfad: '/service/ablesekampagnen', text: kampagnenTexte.titel },
  { pfad: '/service/protokoll', text: serviceTexte.protokoll.titel, nurAdmin: true },
  { pfad: '/service/mitarbeiter', text: serviceTexte.mitarbeiter.titel, nurAdmin: true },
  { pfad: '/service/einstellungen', text: serviceTexte.einstellungen.titel, nurAdmin: true },
  { pfad: '/service/oauth-clients', text: serviceTexte.oauth.titel, nurAdmin: true },
];

export const seitenFuer = (rolle: Rolle) => KONSOLE_SEITEN.filter((s) => !s.nurAdmin || rolle === 'ADMIN');
