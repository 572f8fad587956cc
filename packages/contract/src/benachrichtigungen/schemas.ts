import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { ZeitpunktSchema } from '../common/schemas.ts';
import { text } from '../common/text.ts';
import { EREIGNISSE, FENSTER_STUNDEN, KANAELE } from './ereignisse.ts';
import { benachrichtigungenTexte as t } from './texte.ts';

export const EreignisSchema = z.enum(EREIGNISSE);
export const BenachrichtigungsKanalSchema = z.enum(KANAELE);

/** One entry of the in-portal centre. `link` is a path inside the portal (a deep link, e.g. to the reading form). */
export const BenachrichtigungSchema = z.object({
  id: z.string(),
  ereignis: EreignisSchema,
  titel: z.string(),
  text: z.string(),
  link: z.string(),
  erstellt: ZeitpunktSchema,
  gelesen: z.boolean(),
});
export type Benachrichtigung = z.infer<typeof BenachrichtigungSchema>;

const kanaele = z.object({ zentrale: z.boolean(), push: z.boolean(), mail: z.boolean() });

/** The customer's choices: per event and channel, the night, and the duration of the cheapest window. */
export const BenachrichtigungsEinstellungenSchema = z.object({
  ereignisse: z.object(Object.fromEntries(EREIGNISSE.map((e) => [e, kanaele])) as Record<(typeof EREIGNISSE)[number], typeof kanaele>),
  nachtsErlaubt: z.boolean(),
  fensterStunden: z.union(FENSTER_STUNDEN.map((s) => z.literal(s)) as [z.ZodLiteral<1>, ...z.ZodLiteral<number>[]], { error: t.fensterUngueltig }),
});
export type BenachrichtigungsEinstellungen = z.infer<typeof BenachrichtigungsEinstellungenSchema>;

export const PushGeraetSchema = z.object({ id: z.string(), geraet: z.string(), erstellt: ZeitpunktSchema });
export type PushGeraet = z.infer<typeof PushGeraetSchema>;

/** GET …/einstellungen also names the devices with push and the server's public VAPID key (null: push is off). */
export const EinstellungenAntwortSchema = BenachrichtigungsEinstellungenSchema.extend({
  pushGeraete: z.array(PushGeraetSchema),
  pushSchluessel: z.string().nullable(),
});
export type EinstellungenAntwort = z.infer<typeof EinstellungenAntwortSchema>;

/** A browser's PushSubscription (its toJSON()), plus a label the customer recognises the device by. */
export const PushAboSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: t.aboUngueltig }).max(2000, t.aboUngueltig),
  // RFC 8291: p256dh is an uncompressed P-256 point (65 bytes, first 0x04, so base64url starts with B), auth 16 bytes.
  keys: z.object({
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}$/, t.aboUngueltig),
    auth: z.string().regex(/^[A-Za-z0-9_-]{21}[AQgw]$/, t.aboUngueltig),
  }, { error: t.aboUngueltig }),
  geraet: text().trim().max(100).optional(),
});
export type PushAbo = z.infer<typeof PushAboSchema>;

const IdSchema = z.object({ id: text().min(1).max(64) });
const PushIdSchema = z.object({ pushId: text().min(1).max(64) });

export const benachrichtigungenApi = {
  liste: endpoint({ methode: 'GET', pfad: '/benachrichtigungen', auth: true, response: z.array(BenachrichtigungSchema) }),
  gelesen: endpoint({ methode: 'PUT', pfad: '/benachrichtigungen/:id/gelesen', auth: true, params: IdSchema, response: null }),
  einstellungen: endpoint({ methode: 'GET', pfad: '/benachrichtigungen/einstellungen', auth: true, response: EinstellungenAntwortSchema }),
  einstellungenSpeichern: endpoint({ methode: 'PUT', pfad: '/benachrichtigungen/einstellungen', auth: true, body: BenachrichtigungsEinstellungenSchema, response: EinstellungenAntwortSchema }),
  pushAnmelden: endpoint({ methode: 'POST', pfad: '/benachrichtigungen/push', auth: true, body: PushAboSchema, response: PushGeraetSchema, erfolg: 201, fehler: [409] }),
  pushAbmelden: endpoint({ methode: 'DELETE', pfad: '/benachrichtigungen/push/:pushId', auth: true, params: PushIdSchema, response: null }),
};
