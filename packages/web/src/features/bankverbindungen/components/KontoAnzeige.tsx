import { datumDeutsch, ibanFormatiert, jaNein, type Bankverbindung } from '@ekp/contract';
import { Werteliste } from '../../../shared/ui/Werte.tsx';

/** One bank account as a value list (empty values read "Nicht angegeben"). */
export function KontoAnzeige({ konto: k }: { konto: Bankverbindung }) {
  return (
    <Werteliste
      eintraege={[
        ['Kontoinhaber', k.kontoinhaber],
        ['IBAN', ibanFormatiert(k.iban)],
        ['BIC', k.bic],
        ['Bank', k.bankname],
        ['Lastschrifteinzug erlaubt', jaNein(k.lastschrifteinzugErlaubt)],
        ['Mandatsreferenz', k.mandatsreferenz],
        ['Gültig von', datumDeutsch(k.gueltigVon)],
        ['Gültig bis', datumDeutsch(k.gueltigBis)],
      ]}
    />
  );
}
