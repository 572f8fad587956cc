// pg's value conversion for Bind (db/benannte-abfrage.ts); pg ships it without types.
declare module 'pg/lib/utils.js' {
  export function prepareValue(wert: unknown): unknown;
}
