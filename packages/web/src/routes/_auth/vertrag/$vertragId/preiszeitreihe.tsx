import { createFileRoute } from '@tanstack/react-router';
import { Preiszeitreihe } from '../../../../features/verbrauch/components/Preiszeitreihe.tsx';

// The series is the tenant's, not the contract's; the route sits under the contract as SPEC §2 lists it.
export const Route = createFileRoute('/_auth/vertrag/$vertragId/preiszeitreihe')({ component: Preiszeitreihe });
