import { createFileRoute } from '@tanstack/react-router';
import { KontoSperren } from '../../features/konto/components/KontoSperren.tsx';
import { linkToken } from '../../shared/routing/link-token.ts';
import { Marke } from '../../shared/ui/Marke.tsx';

// The "not you?" link of a change notice. The page asks before it blocks, so a mail scanner
// that opens links blocks nobody.
export const Route = createFileRoute('/konto/sperren')({
  validateSearch: linkToken,
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
