import { z } from 'zod';
import { IsoDatumSchema } from '../common/schemas.ts';
import { text } from '../common/text.ts';

// The calls of the reading campaign without login. The code is loose here on purpose: a mistyped or
// malformed code is "not known" (404), like a wrong one, and never a 400 that tells them apart.
const CodeSchema = text().max(64);

/** How a campaign reading came in: with the letter's code, or by phone through staff. */
export const MELDE_KANAELE = ['CODE', 'TELEFON'] as const;
export type Meldekanal = (typeof MELDE_KANAELE)[number];

export const ZaehlerstandPruefenSchema = z.object({ code: CodeSchema });
export type ZaehlerstandPruefen = z.infer<typeof ZaehlerstandPruefenSchema>;

export const KampagnenKanalSchema = z.object({
  obiskennzahl: z.string(),
  /** The register in words (HT, NT, Bezug), as the letter names it. */
  bezeichnung: z.string(),
  vorkommastellen: z.number().int(),
  nachkommastellen: z.number().int(),
});
export type KampagnenKanal = z.infer<typeof KampagnenKanalSchema>;

/** Only what the letter already shows: the masked meter number, its registers, the dates. No name, no address. */
export const ZaehlerstandAnfrageSchema = z.object({
  zaehlernummer: z.string(),
  kanaele: z.array(KampagnenKanalSchema),
  stichtag: IsoDatumSchema,
  frist: IsoDatumSchema,
  bereitsGemeldet: z.boolean(),
});
export type ZaehlerstandAnfrage = z.infer<typeof ZaehlerstandAnfrageSchema>;

export const ZaehlerstandMeldenSchema = z.object({
  code: CodeSchema,
  ablesedatum: IsoDatumSchema,
  ablesewerte: z.record(text().max(64), z.number().finite()),
  /** Base64 of a PNG or JPEG (a data: URL prefix is tolerated), at most 2 MB here. */
  foto: z.string().nullish(),
  /** The customer has seen the warning on an unusual value and sends it anyway ("Trotzdem senden"). */
  trotzdem: z.boolean().optional(),
});
export type ZaehlerstandMelden = z.infer<typeof ZaehlerstandMeldenSchema>;

export const ZaehlerstandEingangSchema = z.object({ eingangsnummer: z.string() });
export type ZaehlerstandEingang = z.infer<typeof ZaehlerstandEingangSchema>;

/** A contract's open campaign reading, shown to the signed-in customer as a task on the home page. */
export const KampagnenAufgabeSchema = z.object({ vertragId: z.string(), stichtag: IsoDatumSchema, frist: IsoDatumSchema });
export type KampagnenAufgabe = z.infer<typeof KampagnenAufgabeSchema>;
