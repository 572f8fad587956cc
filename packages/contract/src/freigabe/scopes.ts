// What a third party may read, one scope per kind of data (OAuth 2.0 scope values).
export const FREIGABE_SCOPES = ['vertrag:lesen', 'verbrauch:lesen', 'ablesungen:lesen'] as const;
export type FreigabeScope = (typeof FREIGABE_SCOPES)[number];

export function istFreigabeScope(s: string): s is FreigabeScope {
  return (FREIGABE_SCOPES as readonly string[]).includes(s);
}

/** A grant lasts at most 12 months; then the customer renews it. */
export const FREIGABE_HOECHSTDAUER_MONATE = 12;

/** The OBIS codes of interval series: 15-minute energy drawn from and fed into the grid. */
export const OBIS_BEZUG = '1-1:1.29.0';
export const OBIS_EINSPEISUNG = '1-1:2.29.0';
