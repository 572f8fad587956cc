import { HISTORIE_INTERVALLE } from '@ekp/contract';
import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { Verbrauchshistorie } from '../../../../features/verbrauch/components/Verbrauchshistorie.tsx';

// Mode and reference date live in the URL: a view can be bookmarked and the back button steps back.
// zod/mini: search validation runs in the entry chunk, which classic zod would outgrow (issue 11).
const SucheSchema = z.object({
  modus: z.catch(z.optional(z.enum(HISTORIE_INTERVALLE)), undefined),
  datum: z.catch(z.optional(z.iso.date()), undefined),
});

export const Route = createFileRoute('/_auth/vertrag/$vertragId/verbrauchshistorie')({ validateSearch: SucheSchema, component: Seite });

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
