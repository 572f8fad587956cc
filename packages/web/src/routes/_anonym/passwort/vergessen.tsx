import { createFileRoute } from '@tanstack/react-router';
import { PasswortVergessen } from '../../../features/auth/components/PasswortVergessen.tsx';

export const Route = createFileRoute('/_anonym/passwort/vergessen')({ component: PasswortVergessen });
