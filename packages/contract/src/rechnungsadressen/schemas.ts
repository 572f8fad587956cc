import { z } from 'zod';
import { text as sauber } from '../common/text.ts';
import { AnredeSchema, ANREDEN } from '../anschlussnutzer/schemas.ts';
import { hatMindestlaenge, istPflichtWenn } from '../common/regeln.ts';
import { IsoDatumSchema } from '../common/schemas.ts';
import { ADRESS_MINDESTLAENGEN as MIN, ADRESSARTEN, istGueltigeHausnummer, istGueltigePostleitzahl, LAENDER } from './regeln.ts';
import { rechnungsadressenTexte } from './texte.ts';

const text = z.string().nullable();

/** SPEC §3 billing address as the API returns it; vertragId is null for the customer-wide ones. */
export const RechnungsadresseSchema = z.object({
  id: z.string(),
  vertragId: z.string().nullable(),
  anrede: AnredeSchema,
  titel: text,
  vorname: text,
  nachname: text,
  firma: text,
  co: text,
  strasse: text,
  hausnummer: text,
  postfach: text,
  postleitzahl: z.string(),
  ort: z.string(),
  land: z.string(),
  gueltigVon: IsoDatumSchema,
  gueltigBis: IsoDatumSchema.nullable(),
});
export type Rechnungsadresse = z.infer<typeof RechnungsadresseSchema>;

const frei = sauber().trim().max(100).nullish();

/**
 * SPEC §5 address form. The web form and the server validate with this very schema; the server adds
 * gueltigVon ≥ tomorrow with its clock (gueltigVonAbMorgen). Messages land on the field they concern.
 */
export const RechnungsadresseFormularSchema = z
  .object({
    anrede: z.enum(ANREDEN, { message: rechnungsadressenTexte.anrede }),
    titel: frei,
    vorname: frei,
    nachname: frei,
    firma: frei,
    co: frei,
    adressart: z.enum(ADRESSARTEN).default('Normal'),
    strasse: frei,
    hausnummer: frei,
    postfach: frei,
    postleitzahl: sauber().trim().max(10),
    ort: sauber().trim().max(100),
    land: z.enum(LAENDER, { message: rechnungsadressenTexte.land }),
    gueltigVon: IsoDatumSchema,
  })
  .superRefine((a, ctx) => {
    const fehler = (feld: string, message: string) => ctx.addIssue({ code: 'custom', path: [feld], message });
    // Required-if by salutation: Firma → company; Herr/Frau → first name; Herr/Frau/Familie → last name.
    if (istPflichtWenn(a.anrede, ['Firma']) && !hatMindestlaenge(a.firma, MIN.firma)) fehler('firma', rechnungsadressenTexte.firma);
    if (istPflichtWenn(a.anrede, ['Herr', 'Frau']) && !hatMindestlaenge(a.vorname, MIN.vorname)) fehler('vorname', rechnungsadressenTexte.vorname);
    if (istPflichtWenn(a.anrede, ['Herr', 'Frau', 'Familie']) && !hatMindestlaenge(a.nachname, MIN.nachname)) fehler('nachname', rechnungsadressenTexte.nachname);
    if (a.adressart === 'Normal') {
      if (!hatMindestlaenge(a.strasse, MIN.strasse)) fehler('strasse', rechnungsadressenTexte.strasse);
      if (!hatMindestlaenge(a.hausnummer, MIN.hausnummer)) fehler('hausnummer', rechnungsadressenTexte.hausnummer);
      else if (!istGueltigeHausnummer(a.hausnummer ?? '')) fehler('hausnummer', rechnungsadressenTexte.hausnummerFormat);
    } else if (!hatMindestlaenge(a.postfach, MIN.postfach)) {
      fehler('postfach', rechnungsadressenTexte.postfach);
    }
    if (!istGueltigePostleitzahl(a.postleitzahl)) fehler('postleitzahl', rechnungsadressenTexte.postleitzahl);
    if (!hatMindestlaenge(a.ort, MIN.ort)) fehler('ort', rechnungsadressenTexte.ort);
  });
export type RechnungsadresseFormular = z.input<typeof RechnungsadresseFormularSchema>;
export type RechnungsadresseEingabe = z.output<typeof RechnungsadresseFormularSchema>;

const leerZuNull = (t: string | null | undefined) => (t && t.trim() ? t.trim() : null);

/**
 * SPEC §4: on submit the fields of the unused address type are cleared (Normal: no Postfach;
 * Postfach: no street and house number); blank optional fields become null.
 */
export function adresseBereinigen<T extends RechnungsadresseFormular>(a: T): T {
  const normal = (a.adressart ?? 'Normal') === 'Normal';
  return {
    ...a,
    titel: leerZuNull(a.titel),
    vorname: leerZuNull(a.vorname),
    nachname: leerZuNull(a.nachname),
    firma: leerZuNull(a.firma),
    co: leerZuNull(a.co),
    strasse: normal ? leerZuNull(a.strasse) : null,
    hausnummer: normal ? leerZuNull(a.hausnummer) : null,
    postfach: normal ? null : leerZuNull(a.postfach),
  };
}

/** The address type a stored address has: a Postfach one carries a Postfach and no street. */
export function adressartVon(a: Pick<Rechnungsadresse, 'postfach' | 'strasse'>): 'Normal' | 'Postfach' {
  return a.postfach && !a.strasse ? 'Postfach' : 'Normal';
}
