import { z } from 'zod';
import { IsoDatumSchema } from '../common/schemas.ts';
import { ABSCHLAG_RHYTHMEN } from '../import/schema.ts';
import { abschlagTexte } from './texte.ts';

// The state as GET/PUT answer it, the change request and the tenant's range.
export const AbschlagRhythmusSchema = z.enum(ABSCHLAG_RHYTHMEN);

export const AbschlagBerechnungSchema = z.object({
  von: IsoDatumSchema,
  bis: IsoDatumSchema,
  verbrauch: z.number(),
  jahresverbrauch: z.number(),
  grundpreis: z.number(),
  arbeitspreis: z.number(),
  arbeitspreisNT: z.number().nullable(),
  anteilNt: z.number().nullable(),
  arbeitskosten: z.number(),
  grundkosten: z.number(),
  jahreskosten: z.number(),
  zahlungen: z.number(),
  empfehlung: z.number(),
  /** True when verbrauch is the forecast's p50 for the current billing period (von → bis). */
  prognose: z.boolean().optional(),
  /** For net prices, the sum before VAT, the rate (0.19) and the VAT amount; jahreskosten is gross. */
  umsatzsteuer: z.object({ netto: z.number(), satz: z.number(), betrag: z.number() }).nullable().optional(),
  /** When more than one tariff applies in the next 12 months, each one's days (bis inclusive) and prices. */
  tarife: z
    .array(z.object({ name: z.string(), von: IsoDatumSchema, bis: IsoDatumSchema, tage: z.number(), grundpreis: z.number(), arbeitspreis: z.number(), arbeitspreisNT: z.number().nullable() }))
    .optional(),
  /** When the tariff valid today is dynamic: its name and the averages paid (EUR/kWh), to explain the price used. */
  dynamisch: z.object({ name: z.string(), durchschnittVormonat: z.number().nullable(), durchschnittGesamt: z.number().nullable() }).optional(),
});

export const AbschlagAenderungSchema = z.object({
  betragAlt: z.number(),
  betragNeu: z.number(),
  gueltigAb: IsoDatumSchema,
  eingegangen: z.string(),
});
export type AbschlagAenderung = z.infer<typeof AbschlagAenderungSchema>;

/**
 * betrag is the amount debited at naechsteFaelligkeit; geplant the amount agreed last and its first due date,
 * while a change waits for it, else null. gueltigAb is the date a change made now takes effect. empfehlung and berechnung are null when the
 * last billing period's consumption or the current tariff is unknown.
 */
export const GeplanterAbschlagSchema = z.object({ betrag: z.number(), ab: IsoDatumSchema });

export const AbschlagSchema = z.object({
  betrag: z.number(),
  geplant: GeplanterAbschlagSchema.nullable(),
  rhythmus: AbschlagRhythmusSchema,
  naechsteFaelligkeit: IsoDatumSchema,
  empfehlung: z.number().nullable(),
  min: z.number(),
  max: z.number(),
  gueltigAb: IsoDatumSchema,
  berechnung: AbschlagBerechnungSchema.nullable(),
  /** The VAT rate the instalment and the recommendation include (umsatzsteuerSatz of today), for their label. */
  umsatzsteuerSatz: z.number(),
  historie: z.array(AbschlagAenderungSchema),
});
export type Abschlag = z.infer<typeof AbschlagSchema>;

export const AbschlagAendernSchema = z.object({
  betrag: z.number({ message: abschlagTexte.ganzeEuro }).int(abschlagTexte.ganzeEuro).min(0, abschlagTexte.ganzeEuro).max(1_000_000, abschlagTexte.ganzeEuro),
});
export type AbschlagAendern = z.infer<typeof AbschlagAendernSchema>;

/** The tenant's allowed range around the recommendation and the lead time of a change (mandanten.json). */
export const AbschlagKonfigSchema = z
  .object({
    minProzentDerEmpfehlung: z.number().int().min(1).max(100),
    maxProzentDerEmpfehlung: z.number().int().min(100).max(1000),
    vorlaufTage: z.number().int().min(0).max(60),
  })
  .default({ minProzentDerEmpfehlung: 70, maxProzentDerEmpfehlung: 200, vorlaufTage: 5 });
export type AbschlagKonfig = z.infer<typeof AbschlagKonfigSchema>;
