import { z } from 'zod';
import { KampagnenKanalSchema } from '../ablesekampagne/schemas.ts';
import { endpoint } from '../common/endpoint.ts';
import { IsoDatumSchema } from '../common/schemas.ts';
import { text } from '../common/text.ts';

// The reading campaigns in the service console: progress, the open contracts (filterable, as CSV for a
// postal reminder), the reminder to those with an account, and a reading staff take on the phone.

/** How a campaign reading came in: the letter's code, a signed-in customer's reading, or staff on the phone. */
export const KAMPAGNEN_WEGE = ['code', 'angemeldet', 'telefon'] as const;
export type KampagnenWeg = (typeof KAMPAGNEN_WEGE)[number];
const JeWeg = z.object({ code: z.int(), angemeldet: z.int(), telefon: z.int() });

export const KampagneKurzSchema = z.object({ id: z.int(), stichtag: IsoDatumSchema, frist: IsoDatumSchema, gesamt: z.int(), gemeldet: z.int() });
export const KampagnenSchema = z.object({ kampagnen: z.array(KampagneKurzSchema) });

export const KampagneStandSchema = KampagneKurzSchema.extend({
  offen: z.int(),
  jeWeg: JeWeg.describe('Gemeldet: mit Code, angemeldet im Portal, telefonisch über den Kundenservice'),
  jeTag: z.array(JeWeg.extend({ tag: IsoDatumSchema })).describe('Eingänge je Tag (Europe/Berlin), ältester zuerst'),
});
export type KampagneStand = z.infer<typeof KampagneStandSchema>;

export const KampagneParams = z.object({ kampagneId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const KAMPAGNEN_KONTO_FILTER = ['alle', 'mit', 'ohne'] as const;
export const OffeneQuerySchema = z.object({
  suche: text().trim().max(100).default('').describe('Kundennummer, Vertrag, Zähler oder Name'),
  konto: z.enum(KAMPAGNEN_KONTO_FILTER).default('alle').describe('mit: mit Kundenkonto (erreichbar über die Erinnerung); ohne: nur per Post'),
  seite: z.coerce.number().int().min(1).max(10000).default(1),
});
export const OffenerVertragSchema = z.object({
  vertragId: z.string(),
  kundennummer: z.string(),
  name: z.string(),
  zaehlernummer: z.string(),
  konto: z.boolean().describe('Hat ein Kundenkonto'),
  erinnert: z.string().nullable().describe('Zuletzt erinnert (Zeitpunkt)'),
  kanaele: z.array(KampagnenKanalSchema),
});
export type OffenerVertrag = z.infer<typeof OffenerVertragSchema>;
export const OffeneSchema = z.object({ vertraege: z.array(OffenerVertragSchema), gesamt: z.int(), seite: z.int(), seitengroesse: z.int() });

export const ErinnerungSchema = z.object({ erinnert: z.int().describe('Kunden mit Kundenkonto, die erinnert wurden'), ohneKonto: z.int().describe('Offene Verträge ohne Kundenkonto: nur per Post') });

export const TelefonParams = KampagneParams.extend({ vertragId: text().trim().min(1).max(64) });
export const TelefonBodySchema = z.object({
  ablesedatum: IsoDatumSchema,
  ablesewerte: z.record(text().max(64), z.number().finite()),
  trotzdem: z.boolean().optional().describe('Der ungewöhnliche Wert wurde mit dem Kunden bestätigt'),
});
export const TelefonEingangSchema = z.object({ eingangsnummer: z.string() });

const s = { auth: true, bereich: 'service' } as const;
export const serviceAblesekampagnenApi = {
  ablesekampagnen: endpoint({ methode: 'GET', pfad: '/service/ablesekampagnen', ...s, response: KampagnenSchema, fehler: [403] }),
  ablesekampagne: endpoint({ methode: 'GET', pfad: '/service/ablesekampagnen/:kampagneId', ...s, params: KampagneParams, response: KampagneStandSchema, fehler: [403] }),
  ablesekampagneOffen: endpoint({ methode: 'GET', pfad: '/service/ablesekampagnen/:kampagneId/offen', ...s, params: KampagneParams, query: OffeneQuerySchema, response: OffeneSchema, fehler: [403] }),
  ablesekampagneErinnern: endpoint({ methode: 'POST', pfad: '/service/ablesekampagnen/:kampagneId/erinnerung', ...s, params: KampagneParams, response: ErinnerungSchema, fehler: [403, 409] }),
  ablesekampagneTelefon: endpoint({
    methode: 'POST',
    pfad: '/service/ablesekampagnen/:kampagneId/vertraege/:vertragId/ablesung',
    ...s,
    params: TelefonParams,
    body: TelefonBodySchema,
    response: TelefonEingangSchema,
    erfolg: 201,
    fehler: [403, 409, 422],
  }),
};
