import type { RechnungsadresseEingabe } from '@ekp/contract';
import type { EigeneSpalten } from './datierte-eintraege.ts';

/**
 * A billing address's own columns (absent optional parts stored as NULL); the portal and the import write
 * them. The import takes any country the utility sends, the portal's form only those of SPEC §4.
 */
export function adresseSpalten(a: Omit<RechnungsadresseEingabe, 'adressart' | 'gueltigVon' | 'land'> & { land: string }): EigeneSpalten<'rechnungsadresse'> {
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
