import { adressartVon, LAENDER, type Adressart, type Anrede, type Land, type Rechnungsadresse } from '@ekp/contract';

/** The address form's values as the inputs hold them (strings; '' for an unchosen salutation). */
export interface AdressWerte {
  anrede: Anrede | '';
  titel: string;
  vorname: string;
  nachname: string;
  firma: string;
  co: string;
  adressart: Adressart;
  strasse: string;
  hausnummer: string;
  postfach: string;
  postleitzahl: string;
  ort: string;
  land: Land;
  gueltigVon: string;
}

const istLand = (l: string): l is Land => (LAENDER as readonly string[]).includes(l);

/** SPEC §2: prefilled from the current address; defaults land Deutschland and the earliest gueltigVon. */
export function startwerte(vorlage: Rechnungsadresse | null, morgen: string): AdressWerte {
  return {
    anrede: vorlage?.anrede ?? '',
    titel: vorlage?.titel ?? '',
    vorname: vorlage?.vorname ?? '',
    nachname: vorlage?.nachname ?? '',
    firma: vorlage?.firma ?? '',
    co: vorlage?.co ?? '',
    adressart: vorlage ? adressartVon(vorlage) : 'Normal',
    strasse: vorlage?.strasse ?? '',
    hausnummer: vorlage?.hausnummer ?? '',
    postfach: vorlage?.postfach ?? '',
    postleitzahl: vorlage?.postleitzahl ?? '',
    ort: vorlage?.ort ?? '',
    land: vorlage && istLand(vorlage.land) ? vorlage.land : 'Deutschland',
    gueltigVon: morgen,
  };
}

/** SPEC §8 "Das Formular ist leer.": nothing typed into any text field. */
export function istLeer(w: AdressWerte): boolean {
  return !w.anrede && [w.titel, w.vorname, w.nachname, w.firma, w.co, w.strasse, w.hausnummer, w.postfach, w.postleitzahl, w.ort].every((t) => !t.trim());
}
