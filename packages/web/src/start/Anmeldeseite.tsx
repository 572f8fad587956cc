import { Anmelden } from '../features/auth/components/Anmelden.tsx';
import { useMandant } from '../shared/mandant/mandant.tsx';
import { AnonymRahmen } from '../shared/ui/AnonymRahmen.tsx';
import { NavigationOhneSitzung } from '../shared/ui/NavigationOhneSitzung.tsx';
import { Rahmen } from '../shared/ui/Rahmen.tsx';

/**
 * /anmelden for a visitor without a session, as the router's root and anonymous layouts would show it,
 * without the router.
 */
export function Anmeldeseite() {
  const mandant = useMandant();
  return (
    <Rahmen navigation={mandant.navigationBeiAnmeldung ? <NavigationOhneSitzung /> : null}>
      <AnonymRahmen>
        <Anmelden />
      </AnonymRahmen>
    </Rahmen>
  );
}
