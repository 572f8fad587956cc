import type { Anschlussnutzer } from '@ekp/contract';
import type { ColumnType } from 'kysely';

// Column types the row types share. Dates (SQL date) come back as YYYY-MM-DD strings, instants
// (timestamptz) as Date, numbers as number; see db/verbinden.ts.
export type Datum = string;
export type Zeitpunkt = ColumnType<Date, Date | string, Date | string>;
export type ErstelltAm = ColumnType<Date, Date | string | undefined, never>;
export type Json<T> = ColumnType<T, string, string>;
// Enum-like columns: CHECK constraints of migration 0040 hold the same lists (test/schema.test.ts).
export type KundenArt = Anschlussnutzer['kundenArt'];
export type Zugang = Anschlussnutzer['zugang'];
