import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { anschlussnutzerQuery, useAnschlussnutzer } from '../../../shared/anschlussnutzer/anschlussnutzer.ts';
import { KontaktdatenEditieren } from '../../../features/kontaktdaten/components/KontaktdatenEditieren.tsx';

// SPEC §2 /kontakt/editieren: on success go to the data overview, with the answer as the fresh customer.
export const Route = createFileRoute('/_auth/kontakt/editieren')({ component: Seite });

function Seite() {
  const kunde = useAnschlussnutzer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <KontaktdatenEditieren
      kunde={kunde.data}
      ladefehler={kunde.isError}
      onGespeichert={(neu) => {
        queryClient.setQueryData(anschlussnutzerQuery().queryKey, neu);
        void navigate({ to: '/daten/uebersicht' });
      }}
    />
  );
}
