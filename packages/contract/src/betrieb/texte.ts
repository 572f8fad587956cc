// Texts of operation (issue #9): what a customer sees while the database is unreachable.
export const betriebTexte = {
  voruebergehendNichtErreichbar: 'Das Kundenportal ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
} as const;

/** Seconds a client should wait before trying again after a 503 (Retry-After). */
export const WIEDERHOLEN_NACH_SEKUNDEN = 30;
