import { datumDeutsch, listenAktion, texte, type ListenAktion, type Bankverbindung } from '@ekp/contract';
import './bankverbindungen.css';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Bestaetigung } from '../../../shared/ui/Bestaetigung.tsx';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { useHeute } from '../heute.ts';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useBankverbindungEntfernen } from '../api/bankverbindungEntfernen.ts';
import { useVertragBankverbindungen } from '../api/vertragBankverbindungen.ts';
import { KontoAnzeige } from './KontoAnzeige.tsx';

const FRAGE: Record<ListenAktion, string> = {
  loeschen: 'Möchten Sie diese Bankverbindung wirklich löschen?',
  beenden: 'Möchten Sie diese Bankverbindung wirklich zum heutigen Tag beenden?',
};

/** SPEC §2 /vertrag/{id}/bankverbindungen: each bank account with löschen or beenden (SPEC §4), confirmed yes/no. */
export function VertragBankverbindungen({ vertragId }: { vertragId: string }) {
  const router = useRouter();
  const { data, error, isPending } = useVertragBankverbindungen(vertragId);
  const entfernen = useBankverbindungEntfernen(vertragId);
  const [frage, setFrage] = useState<{ konto: Bankverbindung; aktion: ListenAktion }>();
  const heute = useHeute();

  const bestaetigt = () => {
    if (!frage) return;
    entfernen.mutate({ id: frage.konto.bankverbindungId, aktion: frage.aktion });
    setFrage(undefined);
  };

  return (
    <Seite titel={`Bankverbindungen zum Vertrag ${vertragId}`}>
      {isPending && <Ladeanzeige />}
      {error && <Meldung art="fehler">{error.message}</Meldung>}
      {entfernen.error && <Meldung art="fehler">{entfernen.error.message}</Meldung>}
      {data && data.length === 0 && <Meldung art="info">{texte.listen.keineVertragsBankverbindungen}</Meldung>}
      {data && data.length > 0 && (
        <ul className="eintragsliste">
          {data.map((a) => {
            const aktion = listenAktion(a, heute);
            // Nothing left to end once it ends today or earlier (the server answers 409 then).
            const beendet = aktion === 'beenden' && a.gueltigBis !== null && a.gueltigBis <= heute;
            return (
              <li key={a.bankverbindungId} className="karte">
                <h2>Gültig ab {datumDeutsch(a.gueltigVon)}</h2>
                <KontoAnzeige konto={a} />
                {!beendet && (
                  <div className="knopfleiste">
                    <button type="button" className="knopf knopf-sekundaer" disabled={entfernen.isPending} onClick={() => setFrage({ konto: a, aktion })}>
                      {aktion === 'loeschen' ? 'Löschen' : 'Beenden'}
                      <span className="nur-vorleser"> (Bankverbindung gültig ab {datumDeutsch(a.gueltigVon)})</span>
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="knopfleiste">
        <Link to="/vertrag/$vertragId/bankverbindungen/editieren" params={{ vertragId }} className="knopf">
          Neue Bankverbindung anlegen
        </Link>
        <button type="button" className="knopf knopf-sekundaer" onClick={() => router.history.back()}>
          Zurück
        </button>
      </div>
      <Bestaetigung
        offen={Boolean(frage)}
        titel={frage?.aktion === 'loeschen' ? 'Bankverbindung löschen' : 'Bankverbindung beenden'}
        text={frage ? FRAGE[frage.aktion] : ''}
        onJa={bestaetigt}
        onNein={() => setFrage(undefined)}
      />
    </Seite>
  );
}
