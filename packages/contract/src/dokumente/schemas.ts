import { z } from 'zod';
import { text } from '../common/text.ts';
import { endpoint } from '../common/endpoint.ts';
import { DOKUMENTE_KOEPFE } from './aufrufe.ts';
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

/** SPEC §7 document calls. `daten` answers the file itself (Content-Disposition attachment), not JSON. */
export const dokumenteApi = {
  alle: endpoint({ ...DOKUMENTE_KOEPFE.alle, response: z.array(DokumentSchema) }),
  vertrag: endpoint({ ...DOKUMENTE_KOEPFE.vertrag, params: VertragParamsSchema, response: z.array(DokumentSchema) }),
  daten: endpoint({ ...DOKUMENTE_KOEPFE.daten, params: z.object({ id: text().min(1).max(64) }), response: null }),
};
