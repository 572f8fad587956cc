import { createFileRoute } from '@tanstack/react-router';
import { RechnungsadresseEditieren } from '../../../features/rechnungsadressen/components/seiten.tsx';

export const Route = createFileRoute('/_auth/rechnungsadresse/editieren')({ component: () => <RechnungsadresseEditieren /> });
