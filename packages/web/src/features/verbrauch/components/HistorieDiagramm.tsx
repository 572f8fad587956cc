import type { HistorieEintrag, HistorieIntervall } from '@ekp/contract';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMandant } from '../../../shared/mandant/mandant.tsx';
import { cent, eimerLabel, euro, kwh } from '../format.ts';
import { ACHSE, Diagramm } from './Diagramm.tsx';

type Reihe = 'verbrauch' | 'preis' | 'kosten';
const FORMAT: Record<Reihe, (w: number) => string> = { verbrauch: kwh, preis: (w) => cent(w / 100), kosten: euro };

/**
 * Hourly: lines for consumption, price (market price plus aufschlag, in ct/kWh as SPEC §9 wants prices on
 * charts) and cost, each on its own scale, in the tenant's colours (SPEC §1). Daily and monthly: consumption
 * bars with the cost as a line.
 */
export function HistorieDiagramm({ intervall, daten }: { intervall: HistorieIntervall; daten: HistorieEintrag[] }) {
  const farben = useMandant().diagrammFarben;
  const punkte = daten.map((e) => ({
    label: eimerLabel(intervall, e.von),
    verbrauch: e.verbrauch,
    preis: e.arbeitspreis === null ? null : e.arbeitspreis * 100,
    kosten: e.kosten,
  }));
  const tooltip = <Tooltip formatter={(w, _n, item) => FORMAT[item.dataKey as Reihe](Number(w))} />;
  const grund = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={ACHSE} minTickGap={12} />
      <YAxis yAxisId="kwh" tick={ACHSE} width={40} />
      <Legend wrapperStyle={{ fontSize: 13, color: '#3d4450' }} />
      {tooltip}
    </>
  );
  if (intervall === 'hourly') {
    return (
      <Diagramm titel="Verbrauch, Preis und Kosten je Stunde" hoehe={300}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={punkte} accessibilityLayer={false} margin={{ left: 0, right: 4 }}>
            {grund}
            <YAxis yAxisId="ct" orientation="right" tick={ACHSE} width={36} />
            <YAxis yAxisId="eur" hide />
            <Line yAxisId="kwh" dataKey="verbrauch" name="Verbrauch (kWh)" stroke={farben.historieVerbrauch} dot={false} strokeWidth={2} />
            <Line yAxisId="ct" dataKey="preis" name="Börsenpreis inkl. Aufschlag (ct/kWh)" stroke={farben.historieBoersenpreis} dot={false} strokeWidth={2} type="stepAfter" />
            <Line yAxisId="eur" dataKey="kosten" name="Kosten (€)" stroke={farben.historieKosten} dot={false} strokeWidth={2} strokeDasharray="5 3" />
          </LineChart>
        </ResponsiveContainer>
      </Diagramm>
    );
  }
  return (
    <Diagramm titel={intervall === 'daily' ? 'Verbrauch und Kosten je Tag' : 'Verbrauch und Kosten je Monat'}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={punkte} accessibilityLayer={false} margin={{ left: 0, right: 4 }}>
          {grund}
          <YAxis yAxisId="eur" orientation="right" tick={ACHSE} width={36} />
          <Bar yAxisId="kwh" dataKey="verbrauch" name="Verbrauch (kWh)" fill={farben.historieVerbrauch} />
          <Line yAxisId="eur" dataKey="kosten" name="Kosten (€)" stroke={farben.historieKosten} dot={false} strokeWidth={2} />
        </ComposedChart>
      </ResponsiveContainer>
    </Diagramm>
  );
}
