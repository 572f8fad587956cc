import { Link } from '@tanstack/react-router';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';

/** SPEC §2 /kontaktanfrageOk: success page with a link to the data overview. */
export function KontaktanfrageOk() {
  return (
    <Seite titel="Vielen Dank für Ihre Nachricht">
      <Meldung art="erfolg">Ihre Kontaktanfrage wurde erfolgreich übermittelt. Wir melden uns so bald wie möglich bei Ihnen.</Meldung>
      <div className="knopfleiste">
        <Link to="/daten/uebersicht" className="knopf">
          Zur Datenübersicht
        </Link>
      </div>
    </Seite>
  );
}
