import { createFileRoute } from '@tanstack/react-router';
import { KuendigungOeffentlich } from '../features/kuendigung-oeffentlich/components/KuendigungOeffentlich.tsx';
import { Abfragen } from '../shared/abfragen/Abfragen.tsx';

// Issue #13 §1 (§312k BGB): no guard, with and without a session.
export const Route = createFileRoute('/kuendigung')({
  component: () => (
    <Abfragen>
      <KuendigungOeffentlich />
    </Abfragen>
  ),
});
