import { HISTORIE_INTERVALLE, IsoDatumSchema } from '@ekp/contract';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { Verbrauchshistorie } from '../../../../features/verbrauch/components/Verbrauchshistorie.tsx';

// Mode and reference date live in the URL: a view can be bookmarked and the back button steps back.
const SucheSchema = z.object({
  modus: z.enum(HISTORIE_INTERVALLE).optional().catch(undefined),
  datum: IsoDatumSchema.optional().catch(undefined),
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
