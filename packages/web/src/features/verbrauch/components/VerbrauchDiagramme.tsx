import { datumDeutsch, verbrauchTexte } from '@ekp/contract/aufrufe';
import type { Verbrauchszeitraum } from '@ekp/contract';
import { useMandant } from '../../../shared/mandant/mandant.tsx';
import { kwh, zeitraumLabel } from '../format.ts';
import { Diagramm } from './Diagramm.tsx';
import { Zeichnung } from './Zeichnung.tsx';

function Legende({ farbe, text }: { farbe: string; text: string }) {
  return (
    <ul className="diagramm-legende">
      <li>
        <span className="legende-muster" style={{ background: farbe }} aria-hidden="true" />
        {text}: gemessen
      </li>
      <li>
        <span className="legende-muster" style={{ background: `repeating-linear-gradient(45deg, ${farbe} 0 3px, #ffffff 3px 6px)` }} aria-hidden="true" />
        {text}: {verbrauchTexte.zeitraumArt.SCHAETZUNG} (schraffiert)
      </li>
    </ul>
  );
}

/**
 * SPEC §1/§2: red bars — consumption between two readings or estimates; green bars — the same extrapolated
 * to 365 days, with the mean of those as a dashed line. Colours come from the tenant; forecast periods are
 * hatched (WCAG 1.4.1: not by colour alone) and the legend says so.
 */
export function VerbrauchDiagramme({ verbraeuche }: { verbraeuche: Verbrauchszeitraum[] }) {
  const farben = useMandant().diagrammFarben;
  const labels = verbraeuche.map((v) => zeitraumLabel(v.von, v.bis));
  const titel = verbraeuche.map((v) => `${datumDeutsch(v.von)} – ${datumDeutsch(v.bis)}`);
  const prognose = verbraeuche.map((v) => v.prognose);
  const mittel = verbraeuche.reduce((s, v) => s + v.summeJahr, 0) / Math.max(1, verbraeuche.length);
  const mitPrognose = prognose.some(Boolean);
  return (
    <>
      <Diagramm titel="Verbrauch je Zeitraum in kWh" einheiten={['kWh']} legende={mitPrognose && <Legende farbe={farben.verbrauchZeitraum} text="Verbrauch" />}>
        <Zeichnung
          hoehe={260}
          labels={labels}
          titel={titel}
          reihen={[{ art: 'balken', werte: verbraeuche.map((v) => v.summe), farbe: farben.verbrauchZeitraum, format: kwh, name: 'Verbrauch', schraffiert: prognose }]}
        />
      </Diagramm>
      <Diagramm
        titel="Verbrauch hochgerechnet auf 365 Tage in kWh"
        einheiten={['kWh']}
        legende={mitPrognose && <Legende farbe={farben.verbrauchJahr} text="Hochgerechnet" />}
      >
        <Zeichnung
          hoehe={260}
          labels={labels}
          titel={titel}
          linien={[{ y: mittel, farbe: farben.verbrauchJahresLinie, striche: '6 3' }]}
          reihen={[
            { art: 'balken', werte: verbraeuche.map((v) => v.summeJahr), farbe: farben.verbrauchJahr, format: kwh, name: 'Hochgerechnet auf 365 Tage', schraffiert: prognose },
          ]}
        />
      </Diagramm>
    </>
  );
}
