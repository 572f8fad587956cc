import { z } from 'zod';
import { text } from '../common/text.ts';
import { texte } from '../texte.ts';
import { istGueltigeEmail } from './email.ts';

// SPEC §3 Anrede; the label "keine Anrede" maps to KeineAnrede.
export const ANREDEN = ['KeineAnrede', 'Firma', 'Herr', 'Frau', 'Familie'] as const;
export const AnredeSchema = z.enum(ANREDEN);
export type Anrede = z.infer<typeof AnredeSchema>;
export const anredeLabel: Record<Anrede, string> = {
  KeineAnrede: 'keine Anrede',
  Firma: 'Firma',
  Herr: 'Herr',
  Frau: 'Frau',
  Familie: 'Familie',
};

export const KUNDENARTEN = ['Haushaltskunde', 'Sondervertragskunde', 'RLMKunde'] as const;
export const KundenArtSchema = z.enum(KUNDENARTEN);
export const ZugangSchema = z.enum(['voll', 'eingeschränkt']);

const optionalText = z.string().nullable();

export const AnschlussnutzerSchema = z.object({
  kundennummer: z.string(),
  anrede: AnredeSchema,
  titel: optionalText,
  vorname: optionalText,
  nachname: optionalText,
  firma: optionalText,
  geburtsdatum: optionalText,
  email: optionalText,
  festnetz: optionalText,
  mobil: optionalText,
  fax: optionalText,
  kundenArt: KundenArtSchema,
  zugang: ZugangSchema,
  vertraege: z.array(z.string()),
});
export type Anschlussnutzer = z.infer<typeof AnschlussnutzerSchema>;

const kontaktFeld = text().trim().max(254).nullable().optional();

/** SPEC §3 contact update payload; the email rule of SPEC §5 holds on both sides. */
export const KontaktdatenSchema = z.object({
  email: kontaktFeld.refine((e) => istGueltigeEmail(e ?? ''), { message: texte.email.ungueltig }),
  mobil: kontaktFeld,
  festnetz: kontaktFeld,
  fax: kontaktFeld,
  /** The current password; the server demands it when the email changes. */
  passwort: text().max(256).optional(),
});
export type Kontaktdaten = z.infer<typeof KontaktdatenSchema>;
