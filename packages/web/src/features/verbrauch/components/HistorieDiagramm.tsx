import type { HistorieEintrag, HistorieIntervall } from '@ekp/contract';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMandant } from '../../../shared/mandant/mandant.tsx';
import { cent, eimerLabel, euro, kwh } from '../format.ts';
import { ACHSE, Diagramm, Einheiten, RAND, yAchse } from './Diagramm.tsx';

type Reihe = 'verbrauch' | 'preis' | 'kosten';
const FORMAT: Record<Reihe, (w: number) => string> = { verbrauch: kwh, preis: (w) => cent(w / 100), kosten: euro };
const EINHEIT: Record<Reihe, string> = { verbrauch: 'kWh', preis: 'ct/kWh', kosten: '€' };
const NAME: Record<Reihe, string> = { verbrauch: 'Verbrauch', preis: 'Börsenpreis inkl. Aufschlag', kosten: 'Kosten' };

/**
 * Hourly: consumption, price (market price plus aufschlag, in ct/kWh as SPEC §9 wants prices on charts)
 * and cost as three small charts one above the other, so each line is read against its own labelled
 * scale, in the tenant's colours (SPEC §1). Daily and monthly: consumption bars (kWh, left) with the
 * cost as a line (€, right).
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
  const xAchse = <XAxis dataKey="label" tick={ACHSE} minTickGap={12} />;
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
            <div className="diagramm-flaeche" style={{ height: 170 }} aria-hidden="true">
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={punkte} accessibilityLayer={false} margin={RAND} syncId="historie-stunden">
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  {xAchse}
                  <YAxis {...yAchse()} />
                  {tooltip}
                  <Line
                    dataKey={r}
                    name={`${NAME[r]} (${EINHEIT[r]})`}
                    stroke={farbe[r]}
                    dot={false}
                    strokeWidth={2}
                    isAnimationActive={false}
                    {...(r === 'preis' ? { type: 'stepAfter' as const } : {})}
                    {...(r === 'kosten' ? { strokeDasharray: '5 3' } : {})}
                  />
                </LineChart>
              </ResponsiveContainer>
            </div>
          </div>
        ))}
      </figure>
    );
  }
  return (
    <Diagramm titel={intervall === 'daily' ? 'Verbrauch und Kosten je Tag' : 'Verbrauch und Kosten je Monat'} einheiten={['kWh', '€']}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={punkte} accessibilityLayer={false} margin={RAND}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          {xAchse}
          <YAxis yAxisId="kwh" {...yAchse()} />
          <YAxis yAxisId="eur" {...yAchse('right')} />
          <Legend wrapperStyle={{ fontSize: 13, color: '#3d4450' }} />
          {tooltip}
          <Bar yAxisId="kwh" dataKey="verbrauch" name="Verbrauch (kWh, linke Achse)" fill={farben.historieVerbrauch} isAnimationActive={false} />
          <Line yAxisId="eur" dataKey="kosten" name="Kosten (€, rechte Achse)" stroke={farben.historieKosten} dot={false} strokeWidth={2} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </Diagramm>
  );
}
