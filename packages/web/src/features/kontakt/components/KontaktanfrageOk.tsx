import { kontaktTexte } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';

/** SPEC §2 /kontaktanfrageOk: success page with a link to the data overview and the ticket number. */
export function KontaktanfrageOk({ ticket }: { ticket?: string | undefined }) {
  return (
    <Seite titel="Vielen Dank für Ihre Nachricht">
      <Meldung art="erfolg">Ihre Kontaktanfrage wurde erfolgreich übermittelt. Wir melden uns so bald wie möglich bei Ihnen.</Meldung>
      {ticket && <p className="kontakt-ticket">{kontaktTexte.ticketText(ticket)}</p>}
      <div className="knopfleiste">
        <Link to="/daten/uebersicht" className="knopf">
          Zur Datenübersicht
        </Link>
      </div>
    </Seite>
  );
}
