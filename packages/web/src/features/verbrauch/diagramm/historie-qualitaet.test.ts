import type { HistorieEintrag } from '@ekp/contract';
import { describe, expect, it } from 'vitest';
import { einspeisungReihe, nichtGemessen, titelMitQualitaet } from './historie-qualitaet.ts';

const eintrag = (von: string, extra: Partial<HistorieEintrag> = {}): HistorieEintrag => ({
  von,
  bis: von,
  verbrauch: 0.5,
  arbeitspreis: 0.3,
  kosten: 0.15,
  ...extra,
});

describe('what the history charts mark: value quality and feed-in', () => {
  const gemessen = eintrag('2026-03-29T10:00:00+02:00', { qualitaet: 'GEMESSEN', anteile: { GEMESSEN: 1, ERSATZWERT: 0, VORLAEUFIG: 0 }, einspeisung: 1.25 });
  const ersatz = eintrag('2026-03-29T11:00:00+02:00', { qualitaet: 'ERSATZWERT', anteile: { GEMESSEN: 0.5, ERSATZWERT: 0.5, VORLAEUFIG: 0 } });
  const vorlaeufig = eintrag('2026-03-29T23:00:00+02:00', { qualitaet: 'VORLAEUFIG', anteile: { GEMESSEN: 0.75, ERSATZWERT: 0, VORLAEUFIG: 0.25 }, einspeisung: 0 });
  const jsonImport = eintrag('2026-03-30T00:00:00+02:00');

  it('marks buckets holding a substitute or provisional value, not measured ones or values without quality', () => {
    expect(nichtGemessen([gemessen, ersatz, vorlaeufig, jsonImport])).toEqual([false, true, true, false]);
  });

  it('draws feed-in only where the window has any, with a gap where a bucket has none', () => {
    expect(einspeisungReihe([gemessen, ersatz, vorlaeufig])).toEqual([1.25, null, 0]);
    expect(einspeisungReihe([ersatz, jsonImport])).toBeNull();
  });

  it('names the quality in the readout only where a value was not measured', () => {
    expect(titelMitQualitaet('29.03.2026 11:00 Uhr', ersatz)).toBe('29.03.2026 11:00 Uhr – Ersatzwert');
    expect(titelMitQualitaet('29.03.2026 23:00 Uhr', vorlaeufig)).toBe('29.03.2026 23:00 Uhr – vorläufig');
    expect(titelMitQualitaet('29.03.2026 10:00 Uhr', gemessen)).toBe('29.03.2026 10:00 Uhr');
    expect(titelMitQualitaet('30.03.2026 00:00 Uhr', jsonImport)).toBe('30.03.2026 00:00 Uhr');
  });
});
