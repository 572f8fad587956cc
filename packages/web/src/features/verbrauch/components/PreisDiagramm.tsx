import type { Preis } from '@ekp/contract';
import { useMandant } from '../../../shared/mandant/mandant.tsx';
import { cent, eimerLabel } from '../format.ts';
import { Diagramm } from './Diagramm.tsx';
import { Zeichnung } from './Zeichnung.tsx';

/**
 * Step line of the price series in ct/kWh with the zero line; the last step is drawn to the end of its interval.
 * With `jetzt` inside the series a vertical "jetzt" line marks the present moment.
 */
export function PreisDiagramm({ preise, titel = 'Börsenpreis in ct/kWh', jetzt }: { preise: Preis[]; titel?: string; jetzt?: Date }) {
  const farben = useMandant().diagrammFarben;
  const letzter = preise.at(-1)!;
  const punkte = [...preise, { ...letzter, von: letzter.bis }];
  const t = jetzt?.getTime();
  const i = t === undefined ? -1 : preise.findIndex((p) => Date.parse(p.von) <= t && t < Date.parse(p.bis));
  const jetztIndex = i < 0 ? undefined : i + (t! - Date.parse(preise[i]!.von)) / (Date.parse(preise[i]!.bis) - Date.parse(preise[i]!.von));
  return (
    <Diagramm titel={titel} einheiten={['ct/kWh']}>
      <Zeichnung
        hoehe={280}
        labels={punkte.map((p) => eimerLabel('hourly', p.von))}
        // The end point only closes the last step: its readout is the last interval's.
        titel={[...preise, letzter].map((p) => eimerLabel('hourly', p.von, true))}
        uhrzeiten
        {...(jetztIndex === undefined ? {} : { jetzt: jetztIndex })}
        linien={[{ y: 0, farbe: '#3d4450' }]}
        reihen={[{ art: 'stufe', werte: punkte.map((p) => p.preis * 100), farbe: farben.historieBoersenpreis, format: (w) => cent(w / 100), name: 'Preis' }]}
      />
    </Diagramm>
  );
}
