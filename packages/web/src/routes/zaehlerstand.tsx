import { createFileRoute } from '@tanstack/react-router';
import { Zaehlerstand } from '../features/ablesekampagne/components/Zaehlerstand.tsx';
import { Abfragen } from '../shared/abfragen/Abfragen.tsx';
import { AnonymRahmen } from '../shared/ui/AnonymRahmen.tsx';

// The reading campaign without login: no guard, with and without a session, branded like the login page.
export const Route = createFileRoute('/zaehlerstand')({ component: ZaehlerstandSeite });

function ZaehlerstandSeite() {
  return (
    <Abfragen>
      <AnonymRahmen>
        <Zaehlerstand />
      </AnonymRahmen>
    </Abfragen>
  );
}
