import { abschlagsBereich, abschlagsEmpfehlung, aktuellerTarif, type ImportTarifSchema, type Tarif } from '@ekp/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { demoKunden } from './kunden.ts';

// The README promises instalments in the demo: each one has a recommendation and lies inside the range.
describe('demo instalments', () => {
  it.each(['musterstadt', 'nordlicht'])('%s: contracts with an instalment get a recommendation the amount fits', (mandant) => {
    const vertraege = demoKunden(mandant, '2026-11-18').kunden.flatMap((k) => k.vertraege ?? []).filter((v) => v.abschlag);
    expect(vertraege.length).toBeGreaterThanOrEqual(2);
    for (const v of vertraege) {
      const zeitraum = (v.verbraeuche ?? []).filter((z) => !z.prognose).at(-1)!;
      const tarife = (v.tarife ?? []).map((t: z.input<typeof ImportTarifSchema>) => ({ arbeitspreisNT: null, anteilNt: null, gueltigVon: null, gueltigBis: null, ...t }) as Tarif);
      const tarif = aktuellerTarif(tarife, new Date('2026-11-18T10:00:00+01:00'))!;
      const { empfehlung } = abschlagsEmpfehlung(zeitraum, tarif, v.abschlag!.rhythmus);
      const { min, max } = abschlagsBereich(empfehlung, { minProzentDerEmpfehlung: 80, maxProzentDerEmpfehlung: 150 });
      expect(v.abschlag!.betrag).toBeGreaterThanOrEqual(min);
      expect(v.abschlag!.betrag).toBeLessThanOrEqual(max);
    }
  });
});
