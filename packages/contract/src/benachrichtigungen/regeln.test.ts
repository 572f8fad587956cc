import { describe, expect, it } from 'vitest';
import { guenstigstesFenster, negativePreise, type Marktpreis } from './preisfenster.ts';
import { zustellbarAb } from './ruhezeit.ts';

const stunden = (werte: number[]): Marktpreis[] =>
  werte.map((preis, i) => ({ von: new Date(Date.UTC(2026, 10, 18, 23 + i)), bis: new Date(Date.UTC(2026, 10, 18, 24 + i)), preis }));

describe('Benachrichtigungen: Regeln', () => {
  it('finds the cheapest contiguous window of the chosen length', () => {
    const preise = stunden([50, 40, 10, 5, 30, 2, 1, 60]);
    expect(guenstigstesFenster(preise, 1)).toMatchObject({ von: preise[6]!.von, mittel: 1 });
    expect(guenstigstesFenster(preise, 2)).toMatchObject({ von: preise[5]!.von, bis: preise[6]!.bis, mittel: 1.5 });
    expect(guenstigstesFenster(preise, 3)?.von).toEqual(preise[4]!.von);
    expect(guenstigstesFenster(preise, 9)).toBeUndefined();
    expect(negativePreise(stunden([3, -1, 0, -2])).map((p) => p.preis)).toEqual([-1, -2]);
  });

  it('holds push and mail back at night until 7:00 Berlin time unless the customer allows the night', () => {
    const tag = new Date('2026-11-18T14:00:00+01:00');
    expect(zustellbarAb(tag, false)).toEqual(tag);
    expect(zustellbarAb(new Date('2026-11-18T22:30:00+01:00'), false)).toEqual(new Date('2026-11-19T07:00:00+01:00'));
    expect(zustellbarAb(new Date('2026-11-19T03:10:00+01:00'), false)).toEqual(new Date('2026-11-19T07:00:00+01:00'));
    expect(zustellbarAb(new Date('2026-11-18T21:59:00+01:00'), false)).toEqual(new Date('2026-11-18T21:59:00+01:00'));
    expect(zustellbarAb(new Date('2026-11-18T23:00:00+01:00'), true)).toEqual(new Date('2026-11-18T23:00:00+01:00'));
    // Summer time (UTC+2): 06:59 local is still night.
    expect(zustellbarAb(new Date('2026-07-01T06:59:00+02:00'), false)).toEqual(new Date('2026-07-01T07:00:00+02:00'));
  });
});
