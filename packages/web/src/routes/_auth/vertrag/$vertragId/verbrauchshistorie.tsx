import { HISTORIE_INTERVALLE, istIsoDatum, type HistorieIntervall } from '@ekp/contract/ohne-zod';
import { createFileRoute } from '@tanstack/react-router';
import { Verbrauchshistorie } from '../../../../features/verbrauch/components/Verbrauchshistorie.tsx';

// Mode and reference date live in the URL: a view can be bookmarked and the back button steps back.
// Plain checks instead of a schema: search validation runs in the entry chunk, which carries no zod.
const sucheLesen = (suche: Record<string, unknown>): { modus?: HistorieIntervall; datum?: string } => ({
  modus: HISTORIE_INTERVALLE.find((m) => m === suche.modus),
  datum: istIsoDatum(suche.datum) ? suche.datum : undefined,
});

export const Route = createFileRoute('/_auth/vertrag/$vertragId/verbrauchshistorie')({ validateSearch: sucheLesen, component: Seite });

function Seite() {
  const { vertragId } = Route.useParams();
  const { modus, datum } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Verbrauchshistorie
      vertragId={vertragId}
      modus={modus ?? 'hourly'}
      datum={datum}
      wechseln={(m, d) => void navigate({ search: { modus: m, ...(d ? { datum: d } : {}) }, replace: true })}
    />
  );
}
