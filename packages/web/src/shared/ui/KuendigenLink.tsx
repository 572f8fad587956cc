import { kuendigungLinkText } from '@ekp/contract/ohne-zod';
import { Verweis } from '../routing/verweis.tsx';
import './KuendigenLink.css';

/**
 * §312k BGB: "Verträge hier kündigen" on every page, logged in or not, whatever the tenant's footer
 * flag says (issue #13 §1); it leads to the termination without login.
 */
export function KuendigenLink() {
  return (
    // Not a <nav>: SPEC §1 shows no navigation on the login page, and this is one link, not a menu.
    <p className="kuendigen-leiste">
      <Verweis to="/kuendigung" className="kuendigen-link">
        {kuendigungLinkText}
      </Verweis>
    </p>
  );
}
