import { z } from 'zod';
import { text } from '../common/text.ts';
import { endpoint } from '../common/endpoint.ts';
import { VertragParamsSchema } from '../common/schemas.ts';

/** SPEC §3 document (without its bytes); groesse in bytes for the kB column (SPEC §9). */
export const DokumentSchema = z.object({
  id: z.string(),
  dateiname: z.string(),
  kategorie: z.string(),
  beschreibung: z.string().nullable(),
  vertragId: z.string().nullable(),
  erstellzeitpunkt: z.string(),
  groesse: z.number().int().nonnegative(),
  mimeType: z.string(),
});
export type Dokument = z.infer<typeof DokumentSchema>;

/** SPEC §3: the shown description falls back to the file name when empty or equal to the category. */
export function dokumentBeschreibung(d: Pick<Dokument, 'beschreibung' | 'kategorie' | 'dateiname'>): string {
  const b = d.beschreibung?.trim();
  return !b || b === d.kategorie.trim() ? d.dateiname : b;
}

/** SPEC §7 document calls. `daten` answers the file itself (Content-Disposition attachment), not JSON. */
export const dokumenteApi = {
  alle: endpoint({ methode: 'GET', pfad: '/dokument/alle', auth: true, response: z.array(DokumentSchema) }),
  vertrag: endpoint({ methode: 'GET', pfad: '/dokument/:vertragId', auth: true, params: VertragParamsSchema, response: z.array(DokumentSchema) }),
  daten: endpoint({ methode: 'GET', pfad: '/dokument/daten/:id', auth: true, params: z.object({ id: text().min(1).max(64) }), response: null }),
};
