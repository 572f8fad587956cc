import { HISTORIE_INTERVALLE, verbrauchTexte, type HistorieIntervall } from '@ekp/contract';

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
  const einheit = { hourly: 'Tag', daily: 'Monat', monthly: 'Jahr' }[modus];
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
        <button type="button" className="knopf knopf-sekundaer" onClick={() => onSchritt(-1)} aria-label={`Einen ${einheit} zurück`}>
          ‹ Früher
        </button>
        <button type="button" className="knopf knopf-sekundaer" onClick={() => onSchritt(1)} disabled={!kannVor} aria-label={`Einen ${einheit} vor`}>
          Später ›
        </button>
        <button type="button" className="knopf knopf-sekundaer" onClick={onNeuLaden} disabled={laedt}>
          Neu laden
        </button>
      </fieldset>
    </>
  );
}
