import { type Preis } from '@ekp/contract';
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMandant } from '../../../shared/mandant/mandant.tsx';
import { cent, eimerLabel } from '../format.ts';
import { ACHSE, Diagramm, RAND, yAchse } from './Diagramm.tsx';

/** Step line of the price series in ct/kWh; the last step is drawn to the end of its interval. */
export function PreisDiagramm({ preise }: { preise: Preis[] }) {
  const farben = useMandant().diagrammFarben;
  const letzter = preise.at(-1)!;
  const punkte = [...preise, { ...letzter, von: letzter.bis }].map((p) => ({ zeit: Date.parse(p.von), label: eimerLabel('hourly', p.von), ct: p.preis * 100 }));
  return (
    <Diagramm titel="Börsenpreis in ct/kWh" hoehe={280} einheiten={['ct/kWh']}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={punkte} accessibilityLayer={false} margin={RAND}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="zeit" type="number" scale="time" domain={['dataMin', 'dataMax']} tickFormatter={(z: number) => eimerLabel('hourly', new Date(z).toISOString())} tick={ACHSE} minTickGap={24} />
          <YAxis {...yAchse()} />
          <ReferenceLine y={0} stroke="#3d4450" />
          <Tooltip labelFormatter={(z) => eimerLabel('hourly', new Date(Number(z)).toISOString(), true)} formatter={(w) => cent(Number(w) / 100)} />
          <Line dataKey="ct" name="Preis" type="stepAfter" stroke={farben.historieBoersenpreis} dot={false} strokeWidth={2} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </Diagramm>
  );
}
