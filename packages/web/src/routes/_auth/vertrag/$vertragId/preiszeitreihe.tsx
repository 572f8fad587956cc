import { createFileRoute } from '@tanstack/react-router';
import { Preiszeitreihe } from '../../../../features/verbrauch/components/Preiszeitreihe.tsx';

// The market series is the tenant's; the all-in price is the contract's, so the page gets its id.
export const Route = createFileRoute('/_auth/vertrag/$vertragId/preiszeitreihe')({ component: PreiszeitreiheSeite });

function PreiszeitreiheSeite() {
  const { vertragId } = Route.useParams();
  return <Preiszeitreihe vertragId={vertragId} />;
}
