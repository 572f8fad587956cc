import { feldfehler, feldfehlerText, texte } from '@ekp/contract';
import type { z } from 'zod';
import { ungueltig } from '../kern/http-fehler.ts';

/**
 * Runs a form schema with the server's own additions (e.g. gueltigVon ≥ tomorrow by the server clock)
 * and answers 400 with one German message per field, like the central handler does for route schemas.
 */
export function formularPruefen<S extends z.ZodType>(schema: S, daten: unknown): z.output<S> {
  const r = schema.safeParse(daten);
  if (r.success) return r.data;
  const felder = feldfehler(r.error.issues);
  throw ungueltig(feldfehlerText(felder, texte.allgemein.ungueltigeEingabe), felder);
}
