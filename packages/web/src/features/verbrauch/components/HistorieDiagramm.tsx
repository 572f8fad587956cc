import type { HistorieEintrag, HistorieIntervall } from '@ekp/contract';
import { useState } from 'react';
import { useMandant } from '../../../shared/mandant/mandant.tsx';
import { cent, eimerLabel, euro, kwh } from '../format.ts';
import { Diagramm, Einheiten } from './Diagramm.tsx';
import { Zeichnung } from './Zeichnung.tsx';

type Reihe = 'verbrauch' | 'preis' | 'kosten';
const FORMAT: Record<Reihe, (w: number) => string> = { verbrauch: kwh, preis: (w) => cent(w / 100), kosten: euro };
const EINHEIT: Record<Reihe, string> = { verbrauch: 'kWh', preis: 'ct/kWh', kosten: '€' };
const NAME: Record<Reihe, string> = { verbrauch: 'Verbrauch', preis: 'Preis je kWh', kosten: 'Kosten' };

/**
 * Hourly: consumption, price (what the customer pays, issue 31's one price, in ct/kWh as SPEC §9 wants)
 * and cost as three small charts one above the other, so each line is read against its own labelled
 * scale, in the tenant's colours (SPEC §1); hovering one shows the same hour in all three. Daily and
 * monthly: consumption bars (kWh, left) with the cost as a line (€, right).
 */
export function HistorieDiagramm({ intervall, daten }: { intervall: HistorieIntervall; daten: HistorieEintrag[] }) {
  const farben = useMandant().diagrammFarben;
  const [aktiv, setAktiv] = useState<number | null>(null);
  const labels = daten.map((e) => eimerLabel(intervall, e.von));
  const titel = daten.map((e) => eimerLabel(intervall, e.von, true));
  const werte: Record<Reihe, Array<number | null>> = {
    verbrauch: daten.map((e) => e.verbrauch),
    preis: daten.map((e) => (e.arbeitspreis === null ? null : e.arbeitspreis * 100)),
    kosten: daten.map((e) => e.kosten),
  };
  if (intervall === 'hourly') {
    const farbe: Record<Reihe, string> = { verbrauch: farben.historieVerbrauch, preis: farben.historieBoersenpreis, kosten: farben.historieKosten };
    return (
      <figure className="diagramm">
        <figcaption>Verbrauch, Preis und Kosten je Stunde</figcaption>
        {(['verbrauch', 'preis', 'kosten'] as const).map((r) => (
          <div key={r} className="diagramm-teil">
            <p className="diagramm-teil-titel" aria-hidden="true">
              {NAME[r]}
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
                },
              ]}
            />
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
      }
    >
      <Zeichnung
        hoehe={240}
        labels={labels}
        titel={titel}
        reihen={[
          { art: 'balken', werte: werte.verbrauch, farbe: farben.historieVerbrauch, format: kwh, name: NAME.verbrauch },
          { art: 'linie', werte: werte.kosten, farbe: farben.historieKosten, format: euro, name: NAME.kosten, achse: 'rechts' },
        ]}
      />
    </Diagramm>
  );
}
