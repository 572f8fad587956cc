import { z } from 'zod';
import { KundenArtSchema } from '../anschlussnutzer/schemas.ts';
import { IsoDatumSchema, ZeitpunktSchema } from '../common/schemas.ts';
import { PREISMODELLE } from '../import/schema.ts';

// SPEC §3 contract and tariff as the API answers them.
const datum = IsoDatumSchema.nullable();
const betrag = z.number().nullable();

/** SPEC §4 derived contract status, spelled as SPEC spells it ("gekeundigt"). */
export const VERTRAGSSTATUS = ['storniert', 'beendet', 'gekeundigt', 'aktiv', 'beauftragt'] as const;
export const VertragsstatusSchema = z.enum(VERTRAGSSTATUS);
export type Vertragsstatus = z.infer<typeof VertragsstatusSchema>;

export const VertragSchema = z.object({
  id: z.string(),
  /** Strom or Gas; anything else is shown as "Versorgungsart nicht gefunden" (SPEC §3). */
  versorgungsart: z.string(),
  anmeldungsart: z.string(),
  lieferbeginn: datum,
  gewuenschterLieferbeginn: datum,
  lieferende: datum,
  gewuenschtesLieferende: datum,
  storniert: z.boolean(),
  strasse: z.string(),
  hausnummer: z.string(),
  plz: z.string(),
  ort: z.string(),
  kundenArt: KundenArtSchema,
  status: VertragsstatusSchema,
  /**
   * "Daten vollständig bis": the end of the contract's last consumption quarter hour received (MSCONS
   * or the JSON import), with the Berlin offset; null while there is none.
   */
  datenBis: ZeitpunktSchema.nullable().describe('Ende des letzten empfangenen Verbrauchswerts (Daten vollständig bis); null ohne Intervalldaten.'),
});
export type Vertrag = z.infer<typeof VertragSchema>;

export const TariftypSchema = z.enum(PREISMODELLE);
export type Tariftyp = z.infer<typeof TariftypSchema>;

/** grundpreis in EUR, every arbeitspreis in EUR per kWh; the screens show Cent (SPEC §9). */
export const TarifSchema = z.object({
  name: z.string(),
  tariftyp: TariftypSchema,
  preisgarantietyp: z.string().nullable(),
  grundpreis: z.number(),
  arbeitspreis: z.number(),
  arbeitspreisNT: betrag,
  anteilNt: betrag,
  istDynamisch: z.boolean(),
  durchschnittlicherArbeitspreisVormonat: betrag,
  durchschnittlicherArbeitspreisGesamt: betrag,
  gueltigVon: datum,
  gueltigBis: datum,
  /** EUR/kWh paid for feed-in; null (or absent) where the import gives none. */
  einspeiseverguetung: betrag.optional().describe('Einspeisevergütung in EUR/kWh; null ohne Angabe im Import.'),
});
export type Tarif = z.infer<typeof TarifSchema>;

export const TarifhistorieSchema = z.object({ historie: z.array(TarifSchema) });
export type Tarifhistorie = z.infer<typeof TarifhistorieSchema>;
