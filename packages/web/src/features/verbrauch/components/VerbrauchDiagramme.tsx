import type { Verbrauchszeitraum } from '@ekp/contract';
import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMandant } from '../../../shared/mandant/mandant.tsx';
import { kwh, zeitraumLabel } from '../format.ts';
import { ACHSE, Diagramm, RAND, yAchse } from './Diagramm.tsx';

/** A forecast bar is hatched, not only coloured differently (WCAG 1.4.1: not by colour alone). */
function Schraffur({ id, farbe }: { id: string; farbe: string }) {
  return (
    <defs>
      <pattern id={id} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="8" height="8" fill="#ffffff" />
        <rect width="4" height="8" fill={farbe} />
      </pattern>
    </defs>
  );
}

function Legende({ farbe, text }: { farbe: string; text: string }) {
  return (
    <ul className="diagramm-legende">
      <li>
        <span className="legende-muster" style={{ background: farbe }} aria-hidden="true" />
        {text}: gemessen
      </li>
      <li>
        <span className="legende-muster" style={{ background: `repeating-linear-gradient(45deg, ${farbe} 0 3px, #ffffff 3px 6px)` }} aria-hidden="true" />
        {text}: Prognose (schraffiert)
      </li>
    </ul>
  );
}

/**
 * SPEC §1/§2: red bars — consumption between two readings or estimates; green bars — the same extrapolated
 * to 365 days, with the mean of those as a line. Colours come from the tenant; forecast periods are hatched.
 */
export function VerbrauchDiagramme({ verbraeuche }: { verbraeuche: Verbrauchszeitraum[] }) {
  const farben = useMandant().diagrammFarben;
  const daten = verbraeuche.map((v) => ({ label: zeitraumLabel(v.von, v.bis), summe: v.summe, summeJahr: v.summeJahr, prognose: v.prognose }));
  const mittel = daten.reduce((s, d) => s + d.summeJahr, 0) / Math.max(1, daten.length);
  const mitPrognose = daten.some((d) => d.prognose);
  const achsen = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={ACHSE} interval="preserveStartEnd" />
      <YAxis {...yAchse()} />
      <Tooltip formatter={(w) => kwh(Number(w))} />
    </>
  );
  const balken = (farbe: string, muster: string) =>
    daten.map((d) => <Cell key={d.label} fill={d.prognose ? `url(#${muster})` : farbe} stroke={d.prognose ? farbe : 'none'} data-prognose={d.prognose || undefined} />);
  return (
    <>
      <Diagramm titel="Verbrauch je Zeitraum in kWh" einheiten={['kWh']} legende={mitPrognose && <Legende farbe={farben.verbrauchZeitraum} text="Verbrauch" />}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={daten} accessibilityLayer={false} margin={RAND}>
            <Schraffur id="prognose-zeitraum" farbe={farben.verbrauchZeitraum} />
            {achsen}
            <Bar dataKey="summe" name="Verbrauch" fill={farben.verbrauchZeitraum} isAnimationActive={false}>
              {balken(farben.verbrauchZeitraum, 'prognose-zeitraum')}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </Diagramm>
      <Diagramm titel="Verbrauch hochgerechnet auf 365 Tage in kWh" einheiten={['kWh']} legende={mitPrognose && <Legende farbe={farben.verbrauchJahr} text="Hochgerechnet" />}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={daten} accessibilityLayer={false} margin={RAND}>
            <Schraffur id="prognose-jahr" farbe={farben.verbrauchJahr} />
            {achsen}
            <Bar dataKey="summeJahr" name="Hochgerechnet auf 365 Tage" fill={farben.verbrauchJahr} isAnimationActive={false}>
              {balken(farben.verbrauchJahr, 'prognose-jahr')}
            </Bar>
            <ReferenceLine y={mittel} stroke={farben.verbrauchJahresLinie} strokeDasharray="6 3" />
          </BarChart>
        </ResponsiveContainer>
      </Diagramm>
    </>
  );
}
