import { dateigroesseKb, datumDeutsch, dokumenteTexte, heuteIn, type Dokument } from '@ekp/contract';
import { dokumentTitel } from '../../../shared/text/dokumentTitel.ts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Ladeanzeige, Ladefehler, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Abschnitt, Seite } from '../../../shared/ui/Seite.tsx';
import { dokumentHerunterladen } from '../api/dokument-herunterladen.ts';
import { useDokumente } from '../api/dokumente.ts';
import './dokumente.css';

// Not in SPEC: the empty list's text, in the voice of §8's other empty texts.
const KEINE_DOKUMENTE = 'Es wurden keine Dokumente gefunden.';

function HerunterladenSymbol() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M11 3h2v9.6l3.3-3.3 1.4 1.4L12 16.4l-5.7-5.7 1.4-1.4 3.3 3.3V3zM5 18h14v2H5v-2z" />
    </svg>
  );
}

/**
 * SPEC §2 /dokumente: Alle Dokumente, each with its description (SPEC §3 fallback), size in kB and a download
 * button. With `vertragId` only that contract's documents ("Dokumente zu Vertrag …").
 */
export function Dokumente({ vertragId }: { vertragId?: string | undefined }) {
  const { data, error, isPending, isFetching, refetch } = useDokumente(vertragId);
  const [laedt, setLaedt] = useState<string>();
  const [fehler, setFehler] = useState<string>();

  const laden = async (d: Dokument) => {
    setFehler(undefined);
    setLaedt(d.id);
    try {
      await dokumentHerunterladen(d);
    } catch (f) {
      setFehler(f instanceof Error ? f.message : dokumenteTexte.ladefehler);
    } finally {
      setLaedt(undefined);
    }
  };

  return (
    <Seite titel="Dokumente">
      <Abschnitt titel={vertragId ? `Dokumente zu Vertrag ${vertragId}` : 'Alle Dokumente'}>
        {isPending && <Ladeanzeige />}
        {error && <Ladefehler text={dokumenteTexte.ladefehler} erneut={refetch} laedt={isFetching} />}
        {fehler && <Meldung art="fehler">{fehler}</Meldung>}
        {data && data.length === 0 && <Meldung art="info">{KEINE_DOKUMENTE}</Meldung>}
        {data && data.length > 0 && (
          <ul className="dokumentliste">
            {data.map((d) => {
              const titel = dokumentTitel(d);
              return (
                <li key={d.id} className="dokument">
                  <div className="dokument-text">
                    <p className="dokument-titel">{titel}</p>
                    <p className="dokument-info">
                      {d.kategorie} · {datumDeutsch(heuteIn(new Date(d.erstellzeitpunkt)))} · {dateigroesseKb(d.groesse)}
                      {d.vertragId ? ` · Vertrag ${d.vertragId}` : ''}
                    </p>
                  </div>
                  <button type="button" className="dokument-laden" aria-label={`${titel} herunterladen`} disabled={laedt === d.id} onClick={() => void laden(d)}>
                    <HerunterladenSymbol />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {vertragId && (
          <p>
            <Link to="/dokumente">Alle Dokumente anzeigen</Link>
          </p>
        )}
      </Abschnitt>
    </Seite>
  );
}
