import type { Rechnungsadresse, RechnungsadresseEingabe } from '@ekp/contract';
import { isoDatum, type DatierteZeile, type EigeneSpalten } from '../../shared/datierte-eintraege.ts';

export function alsAdresse(z: DatierteZeile<'rechnungsadresse'>): Rechnungsadresse {
  return {
    id: z.id,
    vertragId: z.vertrag_id,
    anrede: z.anrede,
    titel: z.titel,
    vorname: z.vorname,
    nachname: z.nachname,
    firma: z.firma,
    co: z.co,
    strasse: z.strasse,
    hausnummer: z.hausnummer,
    postfach: z.postfach,
    postleitzahl: z.postleitzahl,
    ort: z.ort,
    land: z.land,
    gueltigVon: isoDatum(z.gueltig_von),
    gueltigBis: isoDatum(z.gueltig_bis),
  };
}

export function adresseSpalten(a: RechnungsadresseEingabe): EigeneSpalten<'rechnungsadresse'> {
  return {
    anrede: a.anrede,
    titel: a.titel ?? null,
    vorname: a.vorname ?? null,
    nachname: a.nachname ?? null,
    firma: a.firma ?? null,
    co: a.co ?? null,
    strasse: a.strasse ?? null,
    hausnummer: a.hausnummer ?? null,
    postfach: a.postfach ?? null,
    postleitzahl: a.postleitzahl,
    ort: a.ort,
    land: a.land,
  };
}
