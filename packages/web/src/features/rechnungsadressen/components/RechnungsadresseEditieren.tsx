import { adressTexte, istAktuell, texte } from '@ekp/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useZurueck } from '../../../shared/routing/zurueck.ts';
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
  const zurueck = useZurueck();
  // Without portal history: the list this entry now shows in (the contract's, else the data overview).
  const ersatz = vertragId ? `/vertrag/${vertragId}/rechnungsadressen` : '/daten/uebersicht';
  const { zeigen } = useNachrichten();
  const kunde = useQuery(aktuelleRechnungsadresseQuery());
  const vertrag = useQuery({ ...vertragRechnungsadressenQuery(vertragId ?? ''), enabled: Boolean(vertragId) });
  const fehlgeschlagen = kunde.isError || vertrag.isError;

  useEffect(() => {
    if (!fehlgeschlagen) return;
    zeigen({ art: 'fehler', text: texte.listen.fehler });
    zurueck(ersatz);
  }, [fehlgeschlagen, zeigen, zurueck, ersatz]);

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
            zurueck(ersatz);
          }}
        />
      )}
      <div className="knopfleiste">
        <button type="button" className="knopf knopf-sekundaer" onClick={() => zurueck(ersatz)}>
          Abbrechen
        </button>
      </div>
    </Seite>
  );
}
