import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { IsoDatumSchema } from '../common/schemas.ts';

// SPEC §7 external public-holiday service: GET with a comma-separated `years` parameter, answering a
// list of holidays with date, name, comment and one flag per federal state ("1" where it applies).
// Our server offers the same shape (computed locally); the tenant may point the web app elsewhere.

/** The 16 federal states, as the flags of a holiday are keyed. */
export const BUNDESLAENDER = ['bw', 'by', 'be', 'bb', 'hb', 'hh', 'he', 'mv', 'ni', 'nw', 'rp', 'sl', 'sn', 'st', 'sh', 'th'] as const;
export type Bundesland = (typeof BUNDESLAENDER)[number];

const flagge = z.enum(['1', '0']);

export const FeiertagSchema = z.object({
  date: IsoDatumSchema,
  name: z.string(),
  comment: z.string(),
  ...(Object.fromEntries(BUNDESLAENDER.map((land) => [land, flagge])) as Record<Bundesland, typeof flagge>),
});
export type Feiertag = z.infer<typeof FeiertagSchema>;

export const FeiertageSchema = z.array(FeiertagSchema);

/** Years we answer for: enough for any termination date, few enough to stay cheap. */
export const FEIERTAGE_MAX_JAHRE = 10;

export const FeiertageQuerySchema = z.object({
  years: z
    .string({ message: 'Bitte die Jahre als kommagetrennte Liste angeben, z. B. 2026,2027.' })
    .regex(/^\d{4}(,\d{4})*$/, 'Bitte die Jahre als kommagetrennte Liste angeben, z. B. 2026,2027.')
    .transform((s) => [...new Set(s.split(',').map(Number))].sort((a, b) => a - b))
    .refine((jahre) => jahre.length <= FEIERTAGE_MAX_JAHRE, `Höchstens ${FEIERTAGE_MAX_JAHRE} Jahre auf einmal.`)
    .refine((jahre) => jahre.every((j) => j >= 1970 && j <= 2200), 'Jahre zwischen 1970 und 2200 angeben.'),
});

export const feiertageApi = {
  liste: endpoint({ methode: 'GET', pfad: '/feiertage', auth: false, query: FeiertageQuerySchema, response: FeiertageSchema }),
};
