import type { RechnungsadresseEingabe } from '@ekp/contract';
import type { EigeneSpalten } from './datierte-eintraege.ts';
import { fehlendAlsNull } from '../shared/fehlend-als-null.ts';

/**
 * A billing address's own columns (absent optional parts stored as NULL); the portal and the import write
 * them. The import takes any country the utility sends, the portal's form only those of SPEC §4.
 */
export function adresseSpalten(a: Omit<RechnungsadresseEingabe, 'adressart' | 'gueltigVon' | 'land'> & { land: string }): EigeneSpalten<'rechnungsadresse'> {
  const { anrede, postleitzahl, ort, land } = a;
  return { anrede, postleitzahl, ort, land, ...fehlendAlsNull(a, ['titel', 'vorname', 'nachname', 'firma', 'co', 'strasse', 'hausnummer', 'postfach']) };
}
