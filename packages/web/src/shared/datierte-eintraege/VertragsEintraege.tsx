import { datierteMehrzahl, datumDeutsch, listenAktion, uiTexte, type DatierterEintrag, type ListenAktion } from '@ekp/contract';
import { schreibschutz } from '../sitzung/schreibschutz.ts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useZurueck } from '../routing/zurueck.ts';
import { Bestaetigung } from '../ui/Bestaetigung.tsx';
import { Ladeanzeige, Meldung } from '../ui/Meldung.tsx';
import { Seite } from '../ui/Seite.tsx';
import { useHeute } from '../zeit/useHeute.ts';
import { useEntfernen, useVertragEintraege } from './api.ts';
import type { DatierteEintraegeArt } from './art.ts';
import './eintraege.css';

/**
 * SPEC §2 /vertrag/{id}/bankverbindungen and /rechnungsadressen: each entry with löschen (starts in the
 * future) or beenden (SPEC §4), confirmed yes/no; the list reloads on success, an error shows on the list.
 */
export function VertragsEintraege<T extends DatierterEintrag & { gueltigBis: string | null }>({ art, vertragId }: { art: DatierteEintraegeArt<T, unknown>; vertragId: string }) {
  const begriff = art.begriff;
  const entfernen = useEntfernen(art, vertragId);
  const zurueck = useZurueck();
  const heute = useHeute();
  const [frage, setFrage] = useState<{ eintrag: T; aktion: ListenAktion }>();
  const { data, error, isPending } = useVertragEintraege(art, vertragId);

  const bestaetigt = () => {
    if (!frage) return;
    entfernen.mutate({ id: art.id(frage.eintrag), aktion: frage.aktion });
    setFrage(undefined);
  };

  return (
    <Seite titel={`${datierteMehrzahl[art.begriff]} zum Vertrag ${vertragId}`}>
      {isPending && <Ladeanzeige />}
      {error && <Meldung art="fehler">{error.message}</Meldung>}
      {entfernen.error && <Meldung art="fehler">{entfernen.error.message}</Meldung>}
      {data && data.length === 0 && (
        <Meldung art="info" hilfe={uiTexte.hilfe.keineVertragsEintraege}>
          {art.texte.keineVertrags}
        </Meldung>
      )}
      {data && data.length > 0 && (
        <ul className="eintragsliste">
          {data.map((e) => {
            const aktion = listenAktion(e, heute);
            // Nothing left to end once it ends today or earlier (the server answers 409 then).
            const beendet = aktion === 'beenden' && e.gueltigBis !== null && e.gueltigBis <= heute;
            return (
              <li key={art.id(e)} className="karte">
                <h2>Gültig ab {datumDeutsch(e.gueltigVon)}</h2>
                {art.anzeige(e)}
                {!beendet && (
                  <div className="knopfleiste">
                    <button type="button" className="knopf knopf-sekundaer" disabled={entfernen.isPending} {...schreibschutz()} onClick={() => setFrage({ eintrag: e, aktion })}>
                      {aktion === 'loeschen' ? 'Löschen' : 'Beenden'}
                      <span className="nur-vorleser">
                        {' '}
                        ({begriff} gültig ab {datumDeutsch(e.gueltigVon)})
                      </span>
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="knopfleiste">
        <Link to={art.pfade.vertragEditieren} params={{ vertragId }} className="knopf">
          Neue {begriff} anlegen
        </Link>
        <button type="button" className="knopf knopf-sekundaer" onClick={() => zurueck(`/vertrag/${vertragId}/detail`)}>
          Zurück
        </button>
      </div>
      <Bestaetigung
        offen={Boolean(frage)}
        titel={`${begriff} ${frage?.aktion === 'loeschen' ? 'löschen' : 'beenden'}`}
        text={frage?.aktion === 'loeschen' ? `Möchten Sie diese ${begriff} wirklich löschen?` : `Möchten Sie diese ${begriff} wirklich zum heutigen Tag beenden?`}
        onJa={bestaetigt}
        onNein={() => setFrage(undefined)}
      />
    </Seite>
  );
}
