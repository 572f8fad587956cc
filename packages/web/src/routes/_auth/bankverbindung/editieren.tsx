import { createFileRoute } from '@tanstack/react-router';
import { BankverbindungEditieren } from '../../../features/bankverbindungen/components/seiten.tsx';

export const Route = createFileRoute('/_auth/bankverbindung/editieren')({ component: () => <BankverbindungEditieren /> });
