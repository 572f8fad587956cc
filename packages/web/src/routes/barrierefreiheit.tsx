import { createFileRoute } from '@tanstack/react-router';
import { Erklaerung } from '../features/barrierefreiheit/components/Erklaerung.tsx';
import { Abfragen } from '../shared/abfragen/Abfragen.tsx';

// Issue 33 (BFSG §14): no guard, with and without a session, like the public termination.
export const Route = createFileRoute('/barrierefreiheit')({
  component: () => (
    <Abfragen>
      <Erklaerung />
    </Abfragen>
  ),
});
