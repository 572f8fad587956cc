import { datumDeutsch, listenAktion, texte, type ListenAktion, type Rechnungsadresse } from '@ekp/contract';
import './rechnungsadressen.css';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Bestaetigung } from '../../../shared/ui/Bestaetigung.tsx';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { useHeute } from '../heute.ts';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useRechnungsadresseEntfernen } from '../api/rechnungsadresseEntfernen.ts';
import { useVertragRechnungsadressen } from '../api/vertragRechnungsadressen.ts';
import { AdresseAnzeige } from './AdresseAnzeige.tsx';

const FRAGE: Record<ListenAktion, string> = {
  loeschen: 'Möchten Sie diese Rechnungsadresse wirklich löschen?',
  beenden: 'Möchten Sie diese Rechnungsadresse wirklich zum heutigen Tag beenden?',
};

/** SPEC §2 /vertrag/{id}/rechnungsadressen: each address with löschen or beenden (SPEC §4), confirmed yes/no. */
export function VertragRechnungsadressen({ vertragId }: { vertragId: string }) {
  const router = useRouter();
  const { data, error, isPending } = useVertragRechnungsadressen(vertragId);
  const entfernen = useRechnungsadresseEntfernen(vertragId);
  const [frage, setFrage] = useState<{ adresse: Rechnungsadresse; aktion: ListenAktion }>();
  const heute = useHeute();

  const bestaetigt = () => {
    if (!frage) return;
    entfernen.mutate({ id: frage.adresse.id, aktion: frage.aktion });
    setFrage(undefined);
  };

  return (
    <Seite titel={`Rechnungsadressen zum Vertrag ${vertragId}`}>
      {isPending && <Ladeanzeige />}
      {error && <Meldung art="fehler">{error.message}</Meldung>}
      {entfernen.error && <Meldung art="fehler">{entfernen.error.message}</Meldung>}
      {data && data.length === 0 && <Meldung art="info">{texte.listen.keineVertragsRechnungsadressen}</Meldung>}
      {data && data.length > 0 && (
        <ul className="eintragsliste">
          {data.map((a) => {
            const aktion = listenAktion(a, heute);
            // Nothing left to end once it ends today or earlier (the server answers 409 then).
            const beendet = aktion === 'beenden' && a.gueltigBis !== null && a.gueltigBis <= heute;
            return (
              <li key={a.id} className="karte">
                <h2>Gültig ab {datumDeutsch(a.gueltigVon)}</h2>
                <AdresseAnzeige adresse={a} />
                {!beendet && (
                  <div className="knopfleiste">
                    <button type="button" className="knopf knopf-sekundaer" disabled={entfernen.isPending} onClick={() => setFrage({ adresse: a, aktion })}>
                      {aktion === 'loeschen' ? 'Löschen' : 'Beenden'}
                      <span className="nur-vorleser"> (Rechnungsadresse gültig ab {datumDeutsch(a.gueltigVon)})</span>
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="knopfleiste">
        <Link to="/vertrag/$vertragId/rechnungsadresse/editieren" params={{ vertragId }} className="knopf">
          Neue Rechnungsadresse anlegen
        </Link>
        <button type="button" className="knopf knopf-sekundaer" onClick={() => router.history.back()}>
          Zurück
        </button>
      </div>
      <Bestaetigung
        offen={Boolean(frage)}
        titel={frage?.aktion === 'loeschen' ? 'Rechnungsadresse löschen' : 'Rechnungsadresse beenden'}
        text={frage ? FRAGE[frage.aktion] : ''}
        onJa={bestaetigt}
        onNein={() => setFrage(undefined)}
      />
    </Seite>
  );
}
