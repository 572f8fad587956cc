import { z } from 'zod';
import { text } from '../common/text.ts';
import { DatumOderZeitpunktSchema, IsoDatumSchema } from '../common/schemas.ts';
import { ABLESE_QUELLEN } from '../import/schema.ts';

// SPEC §3 meter, measuring channel, reading payload and reading as listed.
export const KanalSchema = z.object({
  obiskennzahl: z.string(),
  vorkommastellen: z.number().int(),
  nachkommastellen: z.number().int(),
});
export type Kanal = z.infer<typeof KanalSchema>;

export const ZaehlerSchema = z.object({ nummer: z.string(), kanaele: z.array(KanalSchema) });
export type Zaehler = z.infer<typeof ZaehlerSchema>;

export const AblesewertSchema = z.object({ obiskennzahl: z.string(), ablesewert: z.number(), nachkommastellen: z.number().int() });
export type Ablesewert = z.infer<typeof AblesewertSchema>;

export const AblesequelleSchema = z.enum(ABLESE_QUELLEN);
export type Ablesequelle = z.infer<typeof AblesequelleSchema>;

export const AblesungSchema = z.object({
  ablesedatum: IsoDatumSchema,
  zaehlernummer: z.string(),
  /** Keyed by OBIS code. */
  ablesewerte: z.record(z.string(), AblesewertSchema),
  ablesegrund: z.string().nullable(),
  erfassungshinweis: z.string().nullable(),
  ermittlungsart: z.string().nullable(),
  ableseart: z.string().nullable(),
});
export type Ablesung = z.infer<typeof AblesungSchema>;

export const AblesungenQuerySchema = z.object({ von: DatumOderZeitpunktSchema.optional(), bis: DatumOderZeitpunktSchema.optional() });

/**
 * SPEC §3 reading create payload. The digit rules per channel, the date window and the photo's type and
 * size depend on the meter, the contract and the clock, so the server checks them after this shape.
 */
export const AblesungAnlegenSchema = z.object({
  ablesedatum: IsoDatumSchema,
  ablesewerte: z.record(text().max(64), z.number().finite()),
  zaehlernummer: text().trim().min(1).max(64),
  /** Base64 of a PNG or JPEG (a data: URL prefix is tolerated). */
  // Not text(): the server decodes it as strict base64 (foto.ts), which refuses every other character, and a
  // second scan of 14 MB would only cost time.
  foto: z.string().nullish(),
});
export type AblesungAnlegen = z.infer<typeof AblesungAnlegenSchema>;

/** A draft reading to check before submitting (SPEC §7 plausibilisiere; its response is not shown there). */
export const PlausibilisierungAnfrageSchema = AblesungAnlegenSchema.omit({ foto: true });
export type PlausibilisierungAnfrage = z.infer<typeof PlausibilisierungAnfrageSchema>;

export const KanalPlausibilitaetSchema = z.object({
  obiskennzahl: z.string(),
  plausibel: z.boolean(),
  /** Why not (German, for the customer); absent when plausible. */
  grund: z.string().optional(),
  erwartetVon: z.number().optional(),
  erwartetBis: z.number().optional(),
  /** The value is only plausible because the meter rolled over its digits. */
  ueberlauf: z.boolean().optional(),
});
export type KanalPlausibilitaet = z.infer<typeof KanalPlausibilitaetSchema>;

export const PlausibilitaetSchema = z.object({ plausibel: z.boolean(), kanaele: z.array(KanalPlausibilitaetSchema) });
export type Plausibilitaet = z.infer<typeof PlausibilitaetSchema>;

/** Answer to a stored reading (also to its repetition): the reading as listed and its verdict. */
export const AblesungAngelegtSchema = z.object({ ablesung: AblesungSchema, plausibilitaet: PlausibilitaetSchema });
export type AblesungAngelegt = z.infer<typeof AblesungAngelegtSchema>;
