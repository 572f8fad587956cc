import { z } from 'zod';
import { text } from '../common/text.ts';
import { hatMindestlaenge } from '../common/regeln.ts';
import { IsoDatumSchema } from '../common/schemas.ts';
import { istGueltigeBic, istIbanEingabeFormatGueltig, KONTOINHABER_MINDESTLAENGE } from './regeln.ts';
import { bankverbindungenTexte } from './texte.ts';

/** SPEC §3 bank account as the API returns it; vertragId is null for the customer-wide ones. */
export const BankverbindungSchema = z.object({
  bankverbindungId: z.string(),
  vertragId: z.string().nullable(),
  kontoinhaber: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  bankname: z.string().nullable(),
  blz: z.string().nullable(),
  kontonummer: z.string().nullable(),
  gueltigVon: IsoDatumSchema,
  gueltigBis: IsoDatumSchema.nullable(),
  lastschrifteinzugErlaubt: z.boolean(),
  mandatsreferenz: z.string().nullable(),
  /** SPEC §3 classification fields: valide is the ISO 13616 check of the stored IBAN. */
  valide: z.boolean(),
});
export type Bankverbindung = z.infer<typeof BankverbindungSchema>;

/**
 * SPEC §5 bank form; the web form and the server validate with it. The server adds gueltigVon ≥ tomorrow
 * and the real IBAN check, and takes BIC, bank name, BLZ and account number from the bank data, not
 * from the client.
 */
export const BankverbindungFormularSchema = z.object({
  kontoinhaber: text()
    .trim()
    .max(140)
    .refine((k) => hatMindestlaenge(k, KONTOINHABER_MINDESTLAENGE), { message: bankverbindungenTexte.kontoinhaber }),
  iban: text().max(40).refine(istIbanEingabeFormatGueltig, { message: bankverbindungenTexte.ibanFormat }),
  bic: text().trim().nullish().refine(istGueltigeBic, { message: bankverbindungenTexte.bic }),
  bankname: text().trim().max(140).nullish(),
  gueltigVon: IsoDatumSchema,
  // A mandate is given explicitly or not at all; no default.
  lastschrifteinzugErlaubt: z.boolean({ message: bankverbindungenTexte.lastschriftEntscheidung }),
});
export type BankverbindungFormular = z.input<typeof BankverbindungFormularSchema>;

/** SPEC §3 IBAN check result; feedback typ per the validity enum (valid, invalid, undefined, pending). */
export const PRUEF_ZUSTAENDE = ['valid', 'invalid', 'undefined', 'pending'] as const;
export type PruefZustand = (typeof PRUEF_ZUSTAENDE)[number];
export const IbanPruefungSchema = z.object({
  valide: z.boolean(),
  iban: z.string().nullable(),
  bankname: z.string().nullable(),
  bic: z.string().nullable(),
  kontonummer: z.string().nullable(),
  blz: z.string().nullable(),
  feedback: z.object({ typ: z.enum(['valid', 'invalid', 'undefined']), nachricht: z.string() }),
});
export type IbanPruefung = z.infer<typeof IbanPruefungSchema>;
