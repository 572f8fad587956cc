import { createFileRoute } from '@tanstack/react-router';
import { useAnschlussnutzer } from '../../shared/anschlussnutzer/anschlussnutzer.ts';
import { VertraegeUebersicht } from '../../features/vertraege/components/VertraegeUebersicht.tsx';

export const Route = createFileRoute('/_auth/vertraege')({ component: Vertraege });

// SPEC has no list call: the contract ids come from GET /anschlussnutzer, each contract loads on its own.
function Vertraege() {
  const kunde = useAnschlussnutzer();
  return <VertraegeUebersicht vertragIds={kunde.data?.vertraege} ladefehler={kunde.isError} erneut={kunde.refetch} />;
}
