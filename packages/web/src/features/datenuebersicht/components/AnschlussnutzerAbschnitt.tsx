import { anredeLabel, anschlussnutzerTexte, anzeigename, datumDeutsch, type Anschlussnutzer } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Abschnitt } from '../../../shared/ui/Seite.tsx';
import { Werteliste } from '../../../shared/ui/Werte.tsx';

/** SPEC §2 data overview, section Anschlussnutzer, with the link to the contact edit. */
export function AnschlussnutzerAbschnitt({ kunde, ladefehler }: { kunde: Anschlussnutzer | undefined; ladefehler: boolean }) {
  return (
    <Abschnitt titel="Anschlussnutzer">
      {ladefehler && <Meldung art="fehler">{anschlussnutzerTexte.kontaktdatenLadeFehler}</Meldung>}
      {!kunde && !ladefehler && <Ladeanzeige />}
      {kunde && (
        <>
          <Werteliste
            eintraege={[
              ['Kundennummer', kunde.kundennummer],
              ['Anrede', anredeLabel[kunde.anrede]],
              ['Name', anzeigename(kunde)],
              ['Geburtsdatum', datumDeutsch(kunde.geburtsdatum)],
              ['E-Mail', kunde.email],
              ['Festnetz', kunde.festnetz],
              ['Mobil', kunde.mobil],
              ['Fax', kunde.fax],
            ]}
          />
          <div className="knopfleiste">
            <Link to="/kontakt/editieren" className="knopf">
              Kontaktdaten ändern
            </Link>
          </div>
        </>
      )}
    </Abschnitt>
  );
}
