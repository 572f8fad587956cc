import { HISTORIE_INTERVALLE, uiTexte, verbrauchTexte } from '@ekp/contract/aufrufe';
import type { HistorieIntervall } from '@ekp/contract';
import { useSperrgrund } from '../../../shared/ui/Sperrgrund.tsx';

interface Props {
  modus: HistorieIntervall;
  kannVor: boolean;
  laedt: boolean;
  onModus: (m: HistorieIntervall) => void;
  onSchritt: (richtung: 1 | -1) => void;
  onNeuLaden: () => void;
}

/** SPEC §4: three modes; stepping back and (capped) forward by a day, month or year; reload. */
export function HistorieNavigation({ modus, kannVor, laedt, onModus, onSchritt, onNeuLaden }: Props) {
  const sperre = useSperrgrund(kannVor ? undefined : uiTexte.grund.spaeterNichtMoeglich);
  // The visible text is the button's name (axe label-content-name-mismatch), in correct German.
  const schrittweite = { hourly: 'Einen Tag', daily: 'Einen Monat', monthly: 'Ein Jahr' }[modus];
  return (
    <>
      <fieldset className="historie-modi">
        <legend>Ansicht</legend>
        {HISTORIE_INTERVALLE.map((m) => (
          <button key={m} type="button" className="knopf" aria-pressed={m === modus} onClick={() => onModus(m)}>
            {verbrauchTexte.modi[m]}
          </button>
        ))}
      </fieldset>
      <fieldset className="knopfleiste historie-schritte">
        <legend className="unsichtbar">Zeitraum wechseln</legend>
        <button type="button" className="knopf knopf-sekundaer" onClick={() => onSchritt(-1)}>
          <span aria-hidden="true">‹</span> {schrittweite} zurück
        </button>
        <button type="button" className="knopf knopf-sekundaer" onClick={() => onSchritt(1)} disabled={!kannVor} {...sperre.knopf}>
          {schrittweite} vor <span aria-hidden="true">›</span>
        </button>
        <button type="button" className="knopf knopf-sekundaer" onClick={onNeuLaden} disabled={laedt}>
          Neu laden
        </button>
        {sperre.hinweis}
      </fieldset>
    </>
  );
}
