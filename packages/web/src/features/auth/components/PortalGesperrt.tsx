import { authTexte } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { AnonymRahmen } from '../../../shared/ui/AnonymRahmen.tsx';
import { Kontaktdaten } from '../../../shared/ui/Kontaktdaten.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';

// SPEC §2 /portal/gesperrt. Branded like the login, with the utility's contact details,
// since only the utility can open the access.
export function PortalGesperrt() {
  return (
    <AnonymRahmen>
      <Seite titel="Kein Zugang zum Kundenportal">
        <p>{authTexte.portalGesperrt.text}</p>
        <p>Bitte wenden Sie sich an uns, wenn Sie einen Zugang wünschen oder glauben, dass es sich um einen Irrtum handelt.</p>
        <Kontaktdaten />
        <Link to="/anmelden" className="knopf">
          Zurück zur Anmeldung
        </Link>
      </Seite>
    </AnonymRahmen>
  );
}
