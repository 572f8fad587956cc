// Texts of operation: what a customer sees while the database is unreachable.
export const betriebTexte = {
  voruebergehendNichtErreichbar: 'Das Kundenportal ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
  // For the operator (docs/operations.md, EKP_TRUST_PROXY).
  proxyNichtVertraut:
    'Anfragen mit X-Forwarded-For kommen von einer Adresse, der EKP_TRUST_PROXY nicht vertraut: alle Clients hinter diesem Proxy teilen sich eine Adresse und damit ihre Anmeldegrenzen. Siehe docs/operations.md.',
} as const;

/** Seconds a client should wait before trying again after a 503 (Retry-After). */
export const WIEDERHOLEN_NACH_SEKUNDEN = 30;
