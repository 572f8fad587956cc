import { datumDeutsch, listenAktion, uiTexte, type ListenAktion } from '@ekp/contract';
import { useState, type ReactNode } from 'react';
import { useZurueck } from '../routing/zurueck.ts';
import { useHeute } from '../zeit/useHeute.ts';
import { Bestaetigung } from './Bestaetigung.tsx';
import { Ladeanzeige, Meldung } from './Meldung.tsx';
import { Seite } from './Seite.tsx';
import './eintraege.css';

interface Gueltig {
  gueltigVon: string;
  gueltigBis: string | null;
}

export interface VertragsEintraegeProps<T extends Gueltig> {
  titel: string;
  /** "Bankverbindung" or "Rechnungsadresse": the word in buttons, dialog and screen-reader labels. */
  begriff: string;
  abfrage: { data?: T[] | undefined; error: Error | null; isPending: boolean };
  entfernen: { mutate(v: { id: string; aktion: ListenAktion }): void; isPending: boolean; error: Error | null };
  leerText: string;
  schluessel(e: T): string;
  renderEintrag(e: T): ReactNode;
  /** The link to create a new entry. */
  neu: ReactNode;
  /** Where "Zurück" goes without portal history. */
  ersatz?: string;
}

/**
 * SPEC §2 /vertrag/{id}/bankverbindungen and /rechnungsadressen: each entry with löschen (starts in the
 * future) or beenden (SPEC §4), confirmed yes/no; the list reloads on success, an error shows on the list.
 */
export function VertragsEintraege<T extends Gueltig>({ titel, begriff, abfrage, entfernen, leerText, schluessel, renderEintrag, neu, ersatz = '/vertraege' }: VertragsEintraegeProps<T>) {
  const zurueck = useZurueck();
  const heute = useHeute();
  const [frage, setFrage] = useState<{ eintrag: T; aktion: ListenAktion }>();
  const { data, error, isPending } = abfrage;

  const bestaetigt = () => {
    if (!frage) return;
    entfernen.mutate({ id: schluessel(frage.eintrag), aktion: frage.aktion });
    setFrage(undefined);
  };

  return (
    <Seite titel={titel}>
      {isPending && <Ladeanzeige />}
      {error && <Meldung art="fehler">{error.message}</Meldung>}
      {entfernen.error && <Meldung art="fehler">{entfernen.error.message}</Meldung>}
      {data && data.length === 0 && (
        <Meldung art="info" hilfe={uiTexte.hilfe.keineVertragsEintraege}>
          {leerText}
        </Meldung>
      )}
      {data && data.length > 0 && (
        <ul className="eintragsliste">
          {data.map((e) => {
            const aktion = listenAktion(e, heute);
            // Nothing left to end once it ends today or earlier (the server answers 409 then).
            const beendet = aktion === 'beenden' && e.gueltigBis !== null && e.gueltigBis <= heute;
            return (
              <li key={schluessel(e)} className="karte">
                <h2>Gültig ab {datumDeutsch(e.gueltigVon)}</h2>
                {renderEintrag(e)}
                {!beendet && (
                  <div className="knopfleiste">
                    <button type="button" className="knopf knopf-sekundaer" disabled={entfernen.isPending} onClick={() => setFrage({ eintrag: e, aktion })}>
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
        {neu}
        <button type="button" className="knopf knopf-sekundaer" onClick={() => zurueck(ersatz)}>
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
