import { adressTexte, istAktuell, texte } from '@ekp/contract';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useNachrichten } from '../../../shared/nachrichten/nachrichten.tsx';
import { Ladeanzeige } from '../../../shared/ui/Meldung.tsx';
import { useHeute } from '../../../shared/zeit/useHeute.ts';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { aktuelleRechnungsadresseQuery } from '../api/aktuelleRechnungsadresse.ts';
import { vertragRechnungsadressenQuery } from '../api/vertragRechnungsadressen.ts';
import { RechnungsadresseFormular } from './RechnungsadresseFormular.tsx';

/**
 * SPEC §2 /rechnungsadresse/editieren and /vertrag/{id}/rechnungsadresse/editieren: a new address,
 * prefilled from the current one (the contract's, else the customer's); if that load fails, go back.
 */
export function RechnungsadresseEditieren({ vertragId }: { vertragId?: string }) {
  const router = useRouter();
  const { zeigen } = useNachrichten();
  const kunde = useQuery(aktuelleRechnungsadresseQuery());
  const vertrag = useQuery({ ...vertragRechnungsadressenQuery(vertragId ?? ''), enabled: Boolean(vertragId) });
  const fehlgeschlagen = kunde.isError || vertrag.isError;

  useEffect(() => {
    if (!fehlgeschlagen) return;
    zeigen({ art: 'fehler', text: texte.listen.fehler });
    router.history.back();
  }, [fehlgeschlagen, zeigen, router]);

  const geladen = kunde.isSuccess && (!vertragId || vertrag.isSuccess);
  const heute = useHeute();
  const vorlage = vertrag.data?.find((a) => istAktuell(a, heute)) ?? kunde.data ?? null;
  return (
    <Seite titel={vertragId ? `Rechnungsadresse zum Vertrag ${vertragId} anlegen` : 'Rechnungsadresse editieren'}>
      {!geladen && !fehlgeschlagen && <Ladeanzeige />}
      {geladen && (
        <RechnungsadresseFormular
          vorlage={vorlage}
          {...(vertragId ? { vertragId } : {})}
          onGespeichert={() => {
            zeigen({ art: 'erfolg', text: adressTexte.gespeichert });
            router.history.back();
          }}
        />
      )}
      <div className="knopfleiste">
        <button type="button" className="knopf knopf-sekundaer" onClick={() => router.history.back()}>
          Abbrechen
        </button>
      </div>
    </Seite>
  );
}
