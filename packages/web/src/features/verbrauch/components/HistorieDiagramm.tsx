import type { HistorieEintrag, HistorieIntervall } from '@ekp/contract';
import { verbrauchTexte } from '@ekp/contract/aufrufe';
import { useState } from 'react';
import { useMandant } from '../../../shared/mandant/mandant.tsx';
import { einspeisungReihe, nichtGemessen, titelMitQualitaet } from '../diagramm/historie-qualitaet.ts';
import { cent, eimerLabel, euro, kwh } from '../format.ts';
import { Diagramm, Einheiten } from './Diagramm.tsx';
import { Zeichnung, type Reihe as Linie } from './Zeichnung.tsx';

type Reihe = 'verbrauch' | 'preis' | 'kosten';
const FORMAT: Record<Reihe, (w: number) => string> = { verbrauch: kwh, preis: (w) => cent(w / 100), kosten: euro };
const EINHEIT: Record<Reihe, string> = { verbrauch: 'kWh', preis: 'ct/kWh', kosten: '€' };
const NAME: Record<Reihe, string> = { verbrauch: 'Verbrauch', preis: 'Preis je kWh', kosten: 'Kosten' };
/** Feed-in is dotted, so it is told from consumption and cost without its colour (WCAG 1.4.1). */
const STRICHE_EINSPEISUNG = '2 3';

/**
 * Hourly: consumption, price (what the customer pays, the one price shown everywhere, in ct/kWh as SPEC §9 wants)
 * and cost as three small charts one above the other, so each line is read against its own labelled
 * scale, in the tenant's colours (SPEC §1); hovering one shows the same hour in all three. Daily and
 * monthly: consumption bars (kWh, left) with the cost as a line (€, right).
 * Feed-in is a dotted line beside consumption; an hour with substitute or provisional values
 * gets a ring on the consumption line, such a day or month a hatched bar, and the readout names the quality.
 */
export function HistorieDiagramm({ intervall, daten }: { intervall: HistorieIntervall; daten: HistorieEintrag[] }) {
  const farben = useMandant().diagrammFarben;
  const [aktiv, setAktiv] = useState<number | null>(null);
  const labels = daten.map((e) => eimerLabel(intervall, e.von));
  const titel = daten.map((e) => titelMitQualitaet(eimerLabel(intervall, e.von, true), e));
  const markiert = nichtGemessen(daten);
  const mitMarken = markiert.some(Boolean);
  const einspeisung = einspeisungReihe(daten);
  const einspeisungLinie: Linie[] = einspeisung
    ? [{ art: 'linie', werte: einspeisung, farbe: farben.historieEinspeisung ?? farben.historieBoersenpreis, format: kwh, name: verbrauchTexte.einspeisung, striche: STRICHE_EINSPEISUNG }]
    : [];
  const werte: Record<Reihe, Array<number | null>> = {
    verbrauch: daten.map((e) => e.verbrauch),
    preis: daten.map((e) => (e.arbeitspreis === null ? null : e.arbeitspreis * 100)),
    kosten: daten.map((e) => e.kosten),
  };
  const legende = (verbrauchMuster: 'ring' | 'schraffiert' | null) => (
    <ul className="diagramm-legende" aria-hidden="true">
      {intervall === 'hourly' && einspeisung && (
        <li>
          <span className="legende-linie" style={{ borderColor: farben.historieVerbrauch }} />
          {NAME.verbrauch} (kWh)
        </li>
      )}
      {verbrauchMuster === 'schraffiert' && (
        <li>
          <span className="legende-muster" style={{ background: `repeating-linear-gradient(45deg, ${farben.historieVerbrauch} 0 3px, #ffffff 3px 6px)` }} />
          {verbrauchTexte.legendeSchraffiert}
        </li>
      )}
      {verbrauchMuster === 'ring' && (
        <li>
          <span className="legende-ring" style={{ borderColor: farben.historieVerbrauch }} />
          {verbrauchTexte.legendeRing}
        </li>
      )}
      {einspeisungLinie.map((l) => (
        <li key="einspeisung">
          <span className="legende-linie" style={{ borderColor: l.farbe, borderTopStyle: 'dotted' }} />
          {verbrauchTexte.einspeisung} (kWh{intervall === 'hourly' ? '' : ', linke Achse'})
        </li>
      ))}
    </ul>
  );
  if (intervall === 'hourly') {
    const farbe: Record<Reihe, string> = { verbrauch: farben.historieVerbrauch, preis: farben.historieBoersenpreis, kosten: farben.historieKosten };
    return (
      <figure className="diagramm">
        <figcaption>Verbrauch, Preis und Kosten je Stunde</figcaption>
        {(['verbrauch', 'preis', 'kosten'] as const).map((r) => (
          <div key={r} className="diagramm-teil">
            <p className="diagramm-teil-titel" aria-hidden="true">
              {r === 'verbrauch' && einspeisung ? `${NAME.verbrauch} und ${verbrauchTexte.einspeisung}` : NAME[r]}
            </p>
            <Einheiten einheiten={[EINHEIT[r]]} />
            <Zeichnung
              hoehe={170}
              labels={labels}
              titel={titel}
              uhrzeiten
              aktiv={aktiv}
              onAktiv={setAktiv}
              reihen={[
                {
                  art: r === 'preis' ? 'stufe' : 'linie',
                  werte: werte[r],
                  farbe: farbe[r],
                  format: FORMAT[r],
                  ...(r === 'kosten' ? { striche: '5 3' } : {}),
                  ...(r === 'verbrauch' ? { markiert, ...(einspeisung ? { name: NAME.verbrauch } : {}) } : {}),
                },
                ...(r === 'verbrauch' ? einspeisungLinie : []),
              ]}
            />
            {r === 'verbrauch' && (mitMarken || einspeisung) && legende(mitMarken ? 'ring' : null)}
          </div>
        ))}
      </figure>
    );
  }
  return (
    <Diagramm
      titel={intervall === 'daily' ? 'Verbrauch und Kosten je Tag' : 'Verbrauch und Kosten je Monat'}
      einheiten={['kWh', '€']}
      legende={
        <>
          <ul className="diagramm-legende" aria-hidden="true">
            <li>
              <span className="legende-muster" style={{ background: farben.historieVerbrauch }} />
              Verbrauch (kWh, linke Achse)
            </li>
            <li>
              <span className="legende-linie" style={{ borderColor: farben.historieKosten }} />
              Kosten (€, rechte Achse)
            </li>
          </ul>
          {(mitMarken || einspeisung) && legende(mitMarken ? 'schraffiert' : null)}
        </>
      }
    >
      <Zeichnung
        hoehe={240}
        labels={labels}
        titel={titel}
        reihen={[
          { art: 'balken', werte: werte.verbrauch, farbe: farben.historieVerbrauch, format: kwh, name: NAME.verbrauch, schraffiert: markiert },
          ...einspeisungLinie,
          { art: 'linie', werte: werte.kosten, farbe: farben.historieKosten, format: euro, name: NAME.kosten, achse: 'rechts' },
        ]}
      />
    </Diagramm>
  );
}
