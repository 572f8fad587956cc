import { createFileRoute } from '@tanstack/react-router';
import { Erklaerung } from '../features/barrierefreiheit/components/Erklaerung.tsx';
import { Abfragen } from '../shared/abfragen/Abfragen.tsx';

// No guard, with and without a session, like the public termination.
export const Route = createFileRoute('/barrierefreiheit')({
  component: () => (
    <Abfragen>
      <Erklaerung />
    </Abfragen>
  ),
});
