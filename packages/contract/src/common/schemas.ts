import { z } from 'zod';
import { text } from './text.ts';

export const IsoDatumSchema = z.iso.date({ message: 'Bitte ein gültiges Datum im Format JJJJ-MM-TT angeben.' });
export const ZeitpunktSchema = z.iso.datetime({ offset: true, message: 'Bitte einen gültigen Zeitpunkt angeben.' });
/** SPEC §7: query dates come as date-only strings or ISO timestamps. */
export const DatumOderZeitpunktSchema = z.union([IsoDatumSchema, ZeitpunktSchema]);
export const VertragParamsSchema = z.object({ vertragId: text().min(1).max(64) });
export const LeerSchema = z.object({}).strict();
