import { betragsbasisText, datumDeutsch, heuteIn, umsatzsteuerSatz, historieCsv, historieDateiname, historieFenster, kannVorwaerts, schritt, uiTexte, verbrauchTexte } from '@ekp/contract/aufrufe';
import type { HistorieIntervall } from '@ekp/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Ladeanzeige, Ladefehler, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { historieQuery, useHistorie } from '../api/historie.ts';
import { vertragQuery } from '../../../shared/abfragen/endpunkte.ts';
import { useEinspeiseTarif } from '../api/tarif.ts';
import { fehlgeschlagen } from '../../../shared/api/fehlgeschlagen.ts';
import { csvSpeichern } from '../csv-speichern.ts';
import { DatenStand } from './DatenStand.tsx';
import { HistorieDiagramm } from './HistorieDiagramm.tsx';
import { HistorieNavigation } from './HistorieNavigation.tsx';
import { HistorieSumme, HistorieTabelle } from './HistorieTabelle.tsx';
import { ZurueckKnopf } from '../../../shared/ui/ZurueckKnopf.tsx';
import './verbrauch.css';

interface Props {
  vertragId: string;
  modus: HistorieIntervall;
  /** Reference date (SPEC §4); starts at today. Lives in the URL so a view can be bookmarked. */
  datum: string | undefined;
  wechseln: (modus: HistorieIntervall, datum: string | undefined) => void;
}

/** SPEC §2 /vertrag/{id}/verbrauchshistorie with the windows of SPEC §9. */
export function Verbrauchshistorie({ vertragId, modus, datum, wechseln }: Props) {
  // "Now" of this visit: windows and caps stay put while the page is open.
  const [jetzt] = useState(() => new Date());
  const referenz = datum ?? heuteIn(jetzt);
  const fenster = historieFenster(modus, referenz, jetzt);
  // Steps start from the date the window shows: a reference beyond the cap counts as the cap.
  const basis = referenz < fenster.bis ? referenz : fenster.bis;
  const historie = useHistorie(vertragId, modus, fenster);
  // The feed-in rate of the current tariff (the import's optional einspeiseverguetung); 404 without a tariff is final.
  const tarif = useEinspeiseTarif(vertragId);
  // Every tariff's costs are gross (net prices get each day's VAT on the server): the label names the VAT rate
  // of the window's end for the contract's energy.
  const vertrag = useQuery(vertragQuery(vertragId));
  const kostenBasis = vertrag.data ? betragsbasisText('brutto', umsatzsteuerSatz(fenster.bis, vertrag.data.versorgungsart)) : undefined;
  // React Query hands an answer over synchronously, so the first chart and table were rendered in one long
  // task on a phone. While nothing is shown yet, they wait for the deferred value: React
  // renders them in slices and the placeholder stays until then. Later answers replace them at once.
  const gezeigt = useDeferredValue(historie.data);
  const queryClient = useQueryClient();
  const [csvFehler, setCsvFehler] = useState(false);

  // SPEC §5: daily and hourly need data for a download, else nothing happens; monthly always downloads.
  const herunterladen = async () => {
    setCsvFehler(false);
    try {
      const { data } = await queryClient.fetchQuery(historieQuery(vertragId, modus, fenster));
      if (modus !== 'monthly' && data.length === 0) return;
      csvSpeichern(historieDateiname(modus, fenster), historieCsv(modus, data));
    } catch {
      setCsvFehler(true);
    }
  };

  return (
    <Seite titel="Verbrauchshistorie">
      <Meldung art="info">{verbrauchTexte.historieHinweis}</Meldung>
      <HistorieNavigation
        modus={modus}
        kannVor={kannVorwaerts(modus, basis, jetzt)}
        zeitraum={
          <h2 className="historie-zeitraum" aria-live="polite">
            <span className="schritt-wort">Zeitraum: </span>
            <span className="historie-datum">{datumDeutsch(fenster.von)}</span> – <span className="historie-datum">{datumDeutsch(fenster.bis)}</span>
          </h2>
        }
        onModus={(m) => wechseln(m, datum)}
        onSchritt={(r) => wechseln(modus, schritt(modus, basis, r, jetzt))}
      />
      <DatenStand bis={historie.data?.datenBis} />
      {fehlgeschlagen(tarif) && <Ladefehler text="Ihr Tarif (für die Einspeisevergütung) konnte nicht geladen werden." erneut={tarif.refetch} laedt={tarif.isFetching} />}
      {historie.isPending || (historie.isSuccess && gezeigt === undefined) ? (
        // A screen high, like the chart and table that replace it: the buttons below stay put.
        <div className="historie-laden">
          <Ladeanzeige />
        </div>
      ) : historie.isError ? (
        <Ladefehler text={verbrauchTexte.historieFehler} erneut={historie.refetch} laedt={historie.isFetching} />
      ) : historie.data.data.length === 0 ? (
        <Meldung art="info" hilfe={uiTexte.hilfe.keineDatenZeitraum}>
          {verbrauchTexte.keineDatenZeitraum}
        </Meldung>
      ) : (
        <>
          <HistorieSumme daten={historie.data.data} verguetung={tarif.data?.einspeiseverguetung} betragsbasis={kostenBasis} />
          <HistorieDiagramm intervall={modus} daten={historie.data.data} />
          <HistorieTabelle intervall={modus} daten={historie.data.data} />
        </>
      )}
      {csvFehler && <Meldung art="fehler">{verbrauchTexte.csvFehler}</Meldung>}
      <div className="knopfleiste">
        <button type="button" className="knopf" onClick={() => void herunterladen()}>
          CSV herunterladen
        </button>
        <button type="button" className="knopf knopf-sekundaer" onClick={() => void historie.refetch()} disabled={historie.isFetching}>
          Neu laden
        </button>
      </div>
      <ZurueckKnopf ersatz={`/vertrag/${vertragId}/detail`} />
    </Seite>
  );
}

