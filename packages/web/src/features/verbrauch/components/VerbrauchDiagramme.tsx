import type { Verbrauchszeitraum } from '@ekp/contract';
import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMandant } from '../../../shared/mandant/mandant.tsx';
import { kwh } from '../format.ts';
import { ACHSE, Diagramm } from './Diagramm.tsx';

const kurz = (datum: string) => `${datum.slice(5, 7)}.${datum.slice(2, 4)}`;

/**
 * SPEC §1/§2: red bars — consumption between two readings or estimates; green bars — the same extrapolated
 * to 365 days, with the mean of those as a line. Colours come from the tenant.
 */
export function VerbrauchDiagramme({ verbraeuche }: { verbraeuche: Verbrauchszeitraum[] }) {
  const farben = useMandant().diagrammFarben;
  const daten = verbraeuche.map((v) => ({ label: `${kurz(v.von)}–${kurz(v.bis)}`, summe: v.summe, summeJahr: v.summeJahr }));
  const mittel = daten.reduce((s, d) => s + d.summeJahr, 0) / Math.max(1, daten.length);
  const achsen = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={ACHSE} interval="preserveStartEnd" />
      <YAxis tick={ACHSE} width={48} />
      <Tooltip formatter={(w) => kwh(Number(w))} />
    </>
  );
  return (
    <>
      <Diagramm titel="Verbrauch je Zeitraum in kWh">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={daten} accessibilityLayer={false} margin={{ left: 0, right: 8 }}>
            {achsen}
            <Bar dataKey="summe" name="Verbrauch" fill={farben.verbrauchZeitraum} />
          </BarChart>
        </ResponsiveContainer>
      </Diagramm>
      <Diagramm titel="Verbrauch hochgerechnet auf 365 Tage in kWh">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={daten} accessibilityLayer={false} margin={{ left: 0, right: 8 }}>
            {achsen}
            <Bar dataKey="summeJahr" name="Hochgerechnet auf 365 Tage" fill={farben.verbrauchJahr} />
            <ReferenceLine y={mittel} stroke={farben.verbrauchJahresLinie} strokeDasharray="6 3" />
          </BarChart>
        </ResponsiveContainer>
      </Diagramm>
    </>
  );
}
