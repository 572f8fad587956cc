import { useMandant } from '../mandant/mandant.tsx';
import './anonym.css';

/** The tenant's logo and name above the login and forgot-password forms. */
export function Marke() {
  const mandant = useMandant();
  return (
    <div className="marke">
      {/* The name stands beside the logo, so the image adds nothing for a screen reader. */}
      <img src={mandant.logo} alt="" className="marke-logo" />
      <p className="marke-name">{mandant.anzeigename}</p>
    </div>
  );
}
