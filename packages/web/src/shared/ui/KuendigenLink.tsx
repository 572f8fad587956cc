import { kuendigungLinkText } from '@ekp/contract/ohne-zod';
import { Verweis } from '../routing/verweis.tsx';
import { useSitzungszustand } from '../sitzung/useSitzung.ts';
import './KuendigenLink.css';

/**
 * §312k BGB: "Verträge hier kündigen" on every page, logged in or not, whatever the tenant's footer
 * flag says. Without a session it leads to the termination without login; a signed-in customer
 * goes to their contracts, where each is terminated in the portal (no need to type in what the portal knows).
 */
export function KuendigenLink() {
  const angemeldet = useSitzungszustand() === 'angemeldet';
  return (
    // Not a <nav>: SPEC §1 shows no navigation on the login page, and this is one link, not a menu.
    <p className="kuendigen-leiste">
      <Verweis to={angemeldet ? '/vertraege' : '/kuendigung'} className="kuendigen-link">
        {kuendigungLinkText}
      </Verweis>
    </p>
  );
}
