import { z } from 'zod';
import { text } from '../common/text.ts';
import { endpoint } from '../common/endpoint.ts';
import { KONTAKT_TEXT_HOECHSTLAENGE, KONTAKT_TEXT_MINDESTLAENGE } from './regeln.ts';
import { kontaktTexte } from './texte.ts';

/** SPEC §3 contact request; the server also checks the subject against the tenant's kontaktThemen. */
export const KontaktanfrageSchema = z.object({
  betreff: text().trim().min(1, kontaktTexte.betreffFehlt).max(200),
  text: text()
    .trim()
    .min(KONTAKT_TEXT_MINDESTLAENGE, kontaktTexte.textZuKurz)
    .max(KONTAKT_TEXT_HOECHSTLAENGE, `Die Nachricht darf höchstens ${KONTAKT_TEXT_HOECHSTLAENGE} Zeichen lang sein.`),
});
export type Kontaktanfrage = z.infer<typeof KontaktanfrageSchema>;

/** The ticket number the customer can quote (T-YYYYMMDD-XXXXXX), also in the confirmation mail. */
export const KontaktanfrageAntwortSchema = z.object({ ticketnummer: z.string() });

export const kontaktApi = {
  anfrage: endpoint({ methode: 'POST', pfad: '/anschlussnutzer/kontaktanfrage', auth: true, body: KontaktanfrageSchema, response: KontaktanfrageAntwortSchema, fehler: [429] }),
};
