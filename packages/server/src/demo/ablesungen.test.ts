import { plausibilisieren } from '@ekp/contract';
import { describe, expect, it } from 'vitest';
import { demoAblesungen } from './ablesungen.ts';
import { demoKunden } from './kunden.ts';

const HEUTE = '2026-11-18';
const vertraege = demoKunden('musterstadt', HEUTE).kunden.flatMap((k) => k.vertraege ?? []).filter((v) => (v.ablesungen ?? []).length > 0);

describe('demo readings', () => {
  it('exist for the single-channel, the HT/NT and the gas meter', () => {
    expect(vertraege.map((v) => v.zaehler!.kanaele.length).sort()).toEqual([1, 1, 2]);
  });

  it.each(vertraege.map((v) => [v.zaehler!.nummer, v] as const))('%s: rise per channel, from all three sources, before today, plausible', (_nr, v) => {
    const ablesungen = v.ablesungen!;
    expect(new Set(ablesungen.map((a) => a.ermittlungsart))).toEqual(new Set(['NETZBETREIBER', 'ERSATZWERT', 'KUNDE']));
    expect(ablesungen.every((a) => a.ablesedatum < HEUTE && a.ablesedatum >= v.lieferbeginn!)).toBe(true);
    for (let i = 1; i < ablesungen.length; i++) {
      const a = ablesungen[i]!;
      for (const k of v.zaehler!.kanaele) expect(a.ablesewerte[k.obiskennzahl]).toBeGreaterThan(ablesungen[i - 1]!.ablesewerte[k.obiskennzahl]!);
      const urteil = plausibilisieren({
        kanaele: v.zaehler!.kanaele,
        ablesedatum: a.ablesedatum,
        werte: a.ablesewerte,
        fruehere: ablesungen.slice(0, i).map((f) => ({ ablesedatum: f.ablesedatum, werte: f.ablesewerte })),
        verbraeuche: (v.verbraeuche ?? []).map((p) => ({ von: p.von, bis: p.bis, summe: p.summe, prognose: p.prognose ?? false, proKanal: p.proKanal ?? [] })),
      });
      expect(urteil, `${a.ablesedatum}`).toMatchObject({ plausibel: true });
    }
  });

  it('comes out the same for the same seed', () => {
    const z = vertraege[0]!.zaehler!;
    expect(demoAblesungen(7, z, '2022-11-01', HEUTE)).toEqual(demoAblesungen(7, z, '2022-11-01', HEUTE));
  });
});
