import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { text } from '../common/text.ts';
import { PREISFEED_KOEPFE } from './aufrufe.ts';

// The public price feed per tenant and dynamic tariff, read by home energy managers (evcc's
// `custom` tariff reads `[{start, end, value}]` with `jq: .[] | {start, end, value}`).
export const PreisfeedTarifSchema = z.object({ tarif: z.string(), name: z.string(), url: z.string() });
export const PreisfeedEintragSchema = z.object({
  start: z.string(),
  end: z.string(),
  value: z.number(),
  // The all-in price's breakdown where the tariff has price components; market price, aufschlag and VAT always.
  bestandteile: z
    .object({
      marktpreis: z.number(),
      aufschlag: z.number(),
      netzentgelt: z.number().optional(),
      netzentgeltStufe: z.enum(['HLZ', 'SLZ', 'NLZ']).optional(),
      konzessionsabgabe: z.number().optional(),
      kwkgUmlage: z.number().optional(),
      stromnevUmlage: z.number().optional(),
      offshoreUmlage: z.number().optional(),
      stromsteuer: z.number().optional(),
      netto: z.number().optional(),
      umsatzsteuer: z.number(),
      preis: z.number().optional(),
    })
    .optional(),
});
export type PreisfeedEintrag = z.infer<typeof PreisfeedEintragSchema>;
export const PreisfeedQuerySchema = z.object({ bestandteile: z.enum(['true', 'false']).optional() });
export const PreisfeedParamsSchema = z.object({ tarif: text().min(1).max(100) });

export const preisfeedApi = {
  tarife: endpoint({ ...PREISFEED_KOEPFE.tarife, response: z.array(PreisfeedTarifSchema), fehler: [429] }),
  preise: endpoint({ ...PREISFEED_KOEPFE.preise, params: PreisfeedParamsSchema, query: PreisfeedQuerySchema, response: z.array(PreisfeedEintragSchema), fehler: [429] }),
};
