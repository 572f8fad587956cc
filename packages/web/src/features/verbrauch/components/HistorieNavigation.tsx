import { HISTORIE_INTERVALLE, uiTexte, verbrauchTexte } from '@ekp/contract/aufrufe';
import type { HistorieIntervall } from '@ekp/contract';
import type { ReactNode } from 'react';
import { useSperrgrund } from '../../../shared/ui/Sperrgrund.tsx';

interface Props {
  modus: HistorieIntervall;
  kannVor: boolean;
  /** The period shown, the heading between the two step buttons. */
  zeitraum: ReactNode;
  onModus: (m: HistorieIntervall) => void;
  onSchritt: (richtung: 1 | -1) => void;
}

/**
 * SPEC §4: three modes; stepping back and (capped) forward by a day, month or year. On a
 * phone one segmented control and one stepper row ("‹ period ›"); the step buttons' words show from 30rem,
 * below they stay the buttons' names for screen readers and voice control.
 */
export function HistorieNavigation({ modus, kannVor, zeitraum, onModus, onSchritt }: Props) {
  const sperre = useSperrgrund(kannVor ? undefined : uiTexte.grund.spaeterNichtMoeglich);
  // The visible text is the button's name (axe label-content-name-mismatch), in correct German.
  const schrittweite = { hourly: 'Einen Tag', daily: 'Einen Monat', monthly: 'Ein Jahr' }[modus];
  return (
    <>
      <fieldset className="historie-modi">
        <legend>Ansicht</legend>
        <div className="segmente">
          {HISTORIE_INTERVALLE.map((m) => (
            <button key={m} type="button" className="segment" aria-pressed={m === modus} onClick={() => onModus(m)}>
              {/* A third of a phone is narrower than "Monatsübersicht": it may break after "Monats", never
                  elsewhere (a soft hyphen); screen readers and voice control get the word whole. */}
              <span aria-hidden="true">{verbrauchTexte.modi[m].replace('übersicht', '\u00ADübersicht')}</span>
              <span className="nur-vorleser">{verbrauchTexte.modi[m]}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="historie-schritte">
        <legend className="unsichtbar">Zeitraum wechseln</legend>
        <button type="button" className="knopf knopf-sekundaer historie-schritt" onClick={() => onSchritt(-1)}>
          <span aria-hidden="true">‹</span>
          <span className="schritt-wort"> {schrittweite} zurück</span>
        </button>
        {zeitraum}
        <button type="button" className="knopf knopf-sekundaer historie-schritt" onClick={() => onSchritt(1)} disabled={!kannVor} {...sperre.knopf}>
          <span className="schritt-wort">{schrittweite} vor </span>
          <span aria-hidden="true">›</span>
        </button>
        {sperre.hinweis}
      </fieldset>
    </>
  );
}
