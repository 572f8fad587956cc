import { createFileRoute } from '@tanstack/react-router';
import { Startseite } from '../../features/startseite/Startseite.tsx';
import { kundeVorladen } from '../../shared/anschlussnutzer/vorab.ts';
import { ersteZeilenVorladen } from '../../features/startseite/api/vorab.ts';

// beforeLoad stays in the entry (the component is split off): the greeting's call starts before the page's chunks load.
export const Route = createFileRoute('/_auth/')({ beforeLoad: () => kundeVorladen((k) => ersteZeilenVorladen(k.vertraege)), component: Startseite });
