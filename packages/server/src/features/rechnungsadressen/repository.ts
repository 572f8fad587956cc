import type { Rechnungsadresse } from '@ekp/contract';
import { isoDatum, type DatierteZeile } from '../../domain/datierte-eintraege.ts';

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
