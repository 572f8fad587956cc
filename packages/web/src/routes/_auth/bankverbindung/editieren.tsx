import { createFileRoute } from '@tanstack/react-router';
import { BankverbindungEditieren } from '../../../features/bankverbindungen/components/BankverbindungEditieren.tsx';

export const Route = createFileRoute('/_auth/bankverbindung/editieren')({ component: () => <BankverbindungEditieren /> });
