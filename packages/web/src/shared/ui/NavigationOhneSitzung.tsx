import { useMandant } from '../mandant/mandant.tsx';

/** SPEC §1 flag "navigation on login": the brand bar without the member links. */
export function NavigationOhneSitzung() {
  const mandant = useMandant();
  return (
    <nav className="navigation" aria-label="Hauptnavigation">
      <div className="navigation-innen">
        <a href={mandant.website} className="navigation-marke">
          <img src={mandant.logo} alt={mandant.logoAlt} height={40} />
        </a>
      </div>
    </nav>
  );
}
