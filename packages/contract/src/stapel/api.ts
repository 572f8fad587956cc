import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { STAPEL_HOECHSTENS, STAPEL_KOEPFE } from './aufrufe.ts';

/** A read's path below /api with its query, as the browser would request it: `/5000100101/abschlag`. */
const Pfad = z.string().min(2).max(500).regex(/^\/[^/]/, 'Jeder Aufruf beginnt mit „/“ und einem Pfad unter /api.');

export const StapelAnfrageSchema = z.object({ aufrufe: z.array(Pfad).min(1).max(STAPEL_HOECHSTENS) }).strict();

export const StapelAntwortSchema = z.object({
  antworten: z.array(z.object({ status: z.number().int(), daten: z.unknown().optional() })),
});

/**
 * Several signed-in reads in one round trip: a phone on a slow line pays its latency once instead of once
 * per call. Each read runs through the server exactly as if sent alone (session, tenant, validation, access
 * rules, its own answer schema and status), so the batch can show nothing its reads could not.
 */
export const stapelApi = {
  lesen: endpoint({ ...STAPEL_KOEPFE.lesen, body: StapelAnfrageSchema, response: StapelAntwortSchema, fehler: [429] }),
};
