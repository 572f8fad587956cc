import type { EndpointKopf } from '../common/endpoint.ts';

// The heads of the public price feed's calls and its texts, zod-free for the price page's chunk.
export const PREISFEED_KOEPFE = {
  tarife: { methode: 'GET', pfad: '/oeffentlich/preise', auth: false },
  preise: { methode: 'GET', pfad: '/oeffentlich/preise/:tarif', auth: false },
} as const satisfies Record<string, EndpointKopf>;

export const preisfeedTexte = {
  titel: 'Preis-API für Ihr Energiemanagement',
  einleitung: 'Ihr Energiemanagement (z. B. evcc oder Home Assistant) kann die Viertelstundenpreise Ihres dynamischen Tarifs direkt hier abrufen – ohne Anmeldung, in Euro je kWh einschließlich aller Bestandteile.',
  kopieren: 'Adresse kopieren',
  kopiert: 'Adresse kopiert.',
  nichtKopiert: 'Die Adresse ließ sich nicht kopieren. Bitte markieren und kopieren Sie sie von Hand.',
  keineTarife: 'Für Ihren Versorger ist derzeit kein dynamischer Tarif verfügbar.',
  unbekannterTarif: 'Diesen dynamischen Tarif gibt es bei Ihrem Versorger nicht.',
} as const;
