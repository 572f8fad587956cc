import { adressartVon, anredeLabel, anzeigename, datumDeutsch, type Rechnungsadresse } from '@ekp/contract';
import { Werteliste } from '../../../shared/ui/Werte.tsx';

/** One billing address as a value list (empty values read "Nicht angegeben"). */
export function AdresseAnzeige({ adresse: a }: { adresse: Rechnungsadresse }) {
  const postfach = adressartVon(a) === 'Postfach';
  return (
    <Werteliste
      eintraege={[
        ['Anrede', anredeLabel[a.anrede]],
        ['Name', anzeigename(a)],
        ['c/o', a.co],
        postfach ? ['Postfach', a.postfach] : ['Straße und Hausnummer', [a.strasse, a.hausnummer].filter(Boolean).join(' ')],
        ['Postleitzahl und Ort', `${a.postleitzahl} ${a.ort}`],
        ['Land', a.land],
        ['Gültig von', datumDeutsch(a.gueltigVon)],
        ['Gültig bis', datumDeutsch(a.gueltigBis)],
      ]}
    />
  );
}
