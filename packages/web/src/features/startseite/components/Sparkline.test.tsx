import type { HistorieEintrag } from '@ekp/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Sparkline from './Sparkline.tsx';

const monat = (von: string, extra: Partial<HistorieEintrag> = {}): HistorieEintrag => ({ von, bis: von, verbrauch: 100, arbeitspreis: 0.3, kosten: 30, ...extra });
const beschriftung = (daten: HistorieEintrag[]) => {
  const wurzel = document.createElement('div');
  wurzel.innerHTML = renderToStaticMarkup(<Sparkline daten={daten} />);
  return wurzel.querySelector('figcaption')?.textContent;
};

describe('home card sparkline', () => {
  it('says in words when the months hold values that were not measured, the weakest first', () => {
    const gemessen = monat('2026-01-01T00:00:00+01:00', { qualitaet: 'GEMESSEN' });
    const ersatz = monat('2026-02-01T00:00:00+01:00', { qualitaet: 'ERSATZWERT' });
    const vorlaeufig = monat('2026-03-01T00:00:00+01:00', { qualitaet: 'VORLAEUFIG' });
    expect(beschriftung([gemessen, ersatz])).toBe('Verbrauch Jan 2026 bis Feb 2026: 200,00 kWh (enthält Ersatzwerte)');
    expect(beschriftung([gemessen, ersatz, vorlaeufig])).toBe('Verbrauch Jan 2026 bis Mär 2026: 300,00 kWh (enthält vorläufige Werte)');
    expect(beschriftung([gemessen, monat('2026-02-01T00:00:00+01:00')])).toBe('Verbrauch Jan 2026 bis Feb 2026: 200,00 kWh');
  });
});
