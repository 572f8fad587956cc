import { createFileRoute } from '@tanstack/react-router';
import { Zustimmung } from '../../../features/freigaben/components/Zustimmung.tsx';

// The consent page the authorization server (/oauth) sends the customer to.
export const Route = createFileRoute('/_auth/freigaben/zustimmung')({
  validateSearch: (s: Record<string, unknown>) => ({ uid: typeof s.uid === 'string' ? s.uid : '' }),
  component: function ZustimmungSeite() {
    return <Zustimmung uid={Route.useSearch().uid} />;
  },
});
