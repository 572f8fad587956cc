import { createFileRoute } from '@tanstack/react-router';
import { RechnungsadressenListe } from '../../features/rechnungsadressen/components/seiten.tsx';

export const Route = createFileRoute('/_auth/rechnungsadressen')({ component: RechnungsadressenListe });
