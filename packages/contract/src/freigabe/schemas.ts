import { z } from 'zod';
import { IsoDatumSchema, ZeitpunktSchema } from '../common/schemas.ts';
import { text } from '../common/text.ts';
import { FREIGABE_HOECHSTDAUER_MONATE, FREIGABE_SCOPES } from './scopes.ts';
import { freigabeTexte } from './texte.ts';

export const FreigabeScopeSchema = z.enum(FREIGABE_SCOPES);

/** What the consent page shows: who asks, for what, and the customer's contracts to choose from. */
export const FreigabeAnfrageSchema = z.object({
  /** `domain`: the host of the redirect URI the data will reach (what the customer should check). */
  client: z.object({ id: z.string(), name: z.string(), domain: z.string() }),
  scopes: z.array(FreigabeScopeSchema),
  vertraege: z.array(z.object({ id: z.string(), versorgungsart: z.string(), adresse: z.string() })),
  hoechstdauerMonate: z.number().int(),
});
export type FreigabeAnfrage = z.infer<typeof FreigabeAnfrageSchema>;

const Uid = text().min(1).max(128);
export const FreigabeAnfrageQuerySchema = z.object({ uid: Uid });

export const FreigabeZustimmungSchema = z.object({
  uid: Uid,
  vertraege: z.array(text().min(1).max(64)).min(1, freigabeTexte.zustimmung.keinVertrag).max(100),
  monate: z.number().int().min(1).max(FREIGABE_HOECHSTDAUER_MONATE),
});
export type FreigabeZustimmung = z.infer<typeof FreigabeZustimmungSchema>;
export const FreigabeAblehnungSchema = z.object({ uid: Uid });

/** Where the browser goes next: back to the third party's redirect URI through the authorization server. */
export const FreigabeWeiterSchema = z.object({ weiter: z.string() });

export const FreigabeSchema = z.object({
  id: z.string(),
  client: z.object({ id: z.string(), name: z.string() }),
  scopes: z.array(FreigabeScopeSchema),
  vertraege: z.array(z.string()),
  erstellt: ZeitpunktSchema,
  ablauf: ZeitpunktSchema,
  widerrufen: ZeitpunktSchema.nullable(),
  zugriffe: z.array(z.object({ zeitpunkt: ZeitpunktSchema, aufruf: z.string(), anzahl: z.number().int() })),
});
export type Freigabe = z.infer<typeof FreigabeSchema>;
export const FreigabeParamsSchema = z.object({ freigabeId: text().min(1).max(128) });

// The third party's view (/api/v1/freigabe/…).
export const FreigegebenerVertragSchema = z.object({
  id: z.string(),
  versorgungsart: z.string(),
  lieferadresse: z.object({ strasse: z.string(), hausnummer: z.string(), plz: z.string(), ort: z.string() }),
  zaehlernummer: z.string().nullable(),
  lieferbeginn: IsoDatumSchema.nullable(),
  lieferende: IsoDatumSchema.nullable(),
});

/** Quality of a value: measured, substitute or provisional (the provenance the interval storage keeps per value). */
export const FreigabeQualitaetSchema = z.enum(['gemessen', 'ersatzwert', 'vorlaeufig']);
export const ZeitreiheSchema = z.object({
  obis: z.string(),
  aufloesung: z.enum(['PT15M', 'PT1H']),
  einheit: z.literal('kWh'),
  werte: z.array(z.object({ von: ZeitpunktSchema, wert: z.number(), qualitaet: FreigabeQualitaetSchema })),
});
export type Zeitreihe = z.infer<typeof ZeitreiheSchema>;
export const ZeitreihenQuerySchema = z.object({ von: IsoDatumSchema, bis: IsoDatumSchema });

export const FreigabeVerbrauchSchema = z.object({ von: IsoDatumSchema, bis: IsoDatumSchema, verbrauch: z.number(), einheit: z.literal('kWh') });
export const FreigabeAblesungSchema = z.object({
  ablesedatum: IsoDatumSchema,
  zaehlernummer: z.string(),
  ablesewerte: z.record(z.string(), z.number()),
  ermittlungsart: z.string(),
});
