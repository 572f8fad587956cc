import { z } from 'zod';
import { text } from './text.ts';

// Year 0000 matches the ISO pattern but no JavaScript or PostgreSQL date handles it like the rest.
const abJahrEins = (d: string) => !d.startsWith('0000');
export const IsoDatumSchema = z.iso.date({ message: 'Bitte ein gültiges Datum im Format JJJJ-MM-TT angeben.' }).refine(abJahrEins, { message: 'Bitte ein gültiges Datum im Format JJJJ-MM-TT angeben.' });
export const ZeitpunktSchema = z.iso.datetime({ offset: true, message: 'Bitte einen gültigen Zeitpunkt angeben.' }).refine(abJahrEins, { message: 'Bitte einen gültigen Zeitpunkt angeben.' });
/** SPEC §7: query dates come as date-only strings or ISO timestamps. */
export const DatumOderZeitpunktSchema = z.union([IsoDatumSchema, ZeitpunktSchema]);
export const VertragParamsSchema = z.object({ vertragId: text().min(1).max(64) });
