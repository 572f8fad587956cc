import { authTexte } from '@ekp/contract';
import { Link } from '@tanstack/react-router';
import { Seite } from '../../../shared/ui/Seite.tsx';

// SPEC §2 /portal/gesperrt.
export function PortalGesperrt() {
  return (
    <Seite titel="Kein Zugang zum Kundenportal">
      <p>{authTexte.portalGesperrt.text}</p>
      <Link to="/anmelden" className="knopf">
        Zurück zur Anmeldung
      </Link>
    </Seite>
  );
}
