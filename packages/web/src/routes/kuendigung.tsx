import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { KuendigungOeffentlich, type KuendigungSchritt } from '../features/kuendigung-oeffentlich/components/KuendigungOeffentlich.tsx';
import { Abfragen } from '../shared/abfragen/Abfragen.tsx';
import { AnonymRahmen } from '../shared/ui/AnonymRahmen.tsx';

// A plain check instead of a schema: search validation runs in the entry chunk, which carries no zod.
const sucheLesen = (suche: Record<string, unknown>): { schritt?: 'pruefen' | 'eingang' } =>
  suche.schritt === 'pruefen' || suche.schritt === 'eingang' ? { schritt: suche.schritt } : {};

// No guard, with and without a session. The tenant's logo and name above
// it, as on the login page, so customers see whom they terminate with.
export const Route = createFileRoute('/kuendigung')({
  validateSearch: sucheLesen,
  component: Kuendigung,
});

function Kuendigung() {
  const { schritt } = Route.useSearch();
  const navigate = useNavigate();
  const zu = (neu: KuendigungSchritt, ersetzen = false) =>
    void navigate({ to: '/kuendigung', search: neu === 'formular' ? {} : { schritt: neu }, replace: ersetzen });
  return (
    <Abfragen>
      <AnonymRahmen>
        <KuendigungOeffentlich schritt={schritt ?? 'formular'} zu={zu} />
      </AnonymRahmen>
    </Abfragen>
  );
}
