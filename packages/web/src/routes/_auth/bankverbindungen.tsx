import { createFileRoute } from '@tanstack/react-router';
import { BankverbindungenListe } from '../../features/bankverbindungen/components/seiten.tsx';

export const Route = createFileRoute('/_auth/bankverbindungen')({ component: BankverbindungenListe });
