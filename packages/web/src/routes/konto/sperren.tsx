import { createFileRoute } from '@tanstack/react-router';
import { KontoSperren } from '../../features/konto/components/KontoSperren.tsx';
import { Marke } from '../../shared/ui/Marke.tsx';

// Issue 26: the "not you?" link of a change notice. The page asks before it blocks, so a mail scanner
// that opens links blocks nobody.
const sucheLesen = (suche: Record<string, unknown>): { token?: string } => ({
  token: typeof suche.token === 'string' && suche.token.length >= 1 && suche.token.length <= 256 ? suche.token : undefined,
});

export const Route = createFileRoute('/konto/sperren')({
  validateSearch: sucheLesen,
  component: Sperren,
});

function Sperren() {
  const { token } = Route.useSearch();
  return (
    <div className="anonym">
      <Marke />
      <KontoSperren token={token} />
    </div>
  );
}
