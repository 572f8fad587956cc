import { describe, expect, it } from 'vitest';
import type { Tarif } from './schemas.ts';
import { aktuellerTarif, tarifhistorieAufteilen } from './tarifhistorie.ts';

function tarif(name: string, gueltigVon: string | null, gueltigBis: string | null): Tarif {
  return {
    name,
    tariftyp: 'ALLES_INKLUSIVE_NETTO',
    preisgarantietyp: null,
    grundpreis: 10,
    arbeitspreis: 0.3,
    arbeitspreisNT: null,
    anteilNt: null,
    istDynamisch: false,
    durchschnittlicherArbeitspreisVormonat: null,
    durchschnittlicherArbeitspreisGesamt: null,
    gueltigVon,
    gueltigBis,
  };
}

// A fixed "now": Wednesday 18 November 2026, 10:00 in Berlin.
const JETZT = new Date('2026-11-18T10:00:00+01:00');
const namen = (ts: Tarif[]) => ts.map((t) => t.name);

describe('tarifhistorieAufteilen (SPEC §4)', () => {
  it('splits into future, current and past, each newest first', () => {
    const a = tarifhistorieAufteilen(
      [
        tarif('alt', '2020-01-01', '2023-12-31'),
        tarif('zukunft-2', '2027-06-01', null),
        tarif('aktuell', '2024-01-01', '2026-12-31'),
        tarif('zukunft-1', '2027-01-01', '2027-05-31'),
        tarif('aelter', '2018-01-01', '2019-12-31'),
      ],
      JETZT,
      '2018-01-01',
    );
    expect(namen(a.zukuenftige)).toEqual(['zukunft-2', 'zukunft-1']);
    expect(namen(a.aktuelle)).toEqual(['aktuell']);
    expect(namen(a.vorangegangene)).toEqual(['alt', 'aelter']);
  });

  it('treats a missing start as valid and a missing end as open', () => {
    const a = tarifhistorieAufteilen([tarif('ohne-beginn', null, '2027-01-31'), tarif('offen', '2025-01-01', null), tarif('ganz-offen', null, null)], JETZT, null);
    expect(namen(a.aktuelle)).toEqual(['offen', 'ohne-beginn', 'ganz-offen']);
    expect(a.zukuenftige).toEqual([]);
    expect(a.vorangegangene).toEqual([]);
  });

  it('puts the boundaries at now: starting today is current, starting tomorrow is future', () => {
    const a = tarifhistorieAufteilen([tarif('heute', '2026-11-18', null), tarif('morgen', '2026-11-19', null)], JETZT, null);
    expect(namen(a.aktuelle)).toEqual(['heute']);
    expect(namen(a.zukuenftige)).toEqual(['morgen']);
  });

  it('puts the boundaries at now: ending today is still current, ending yesterday is past', () => {
    const a = tarifhistorieAufteilen([tarif('bis-heute', '2025-01-01', '2026-11-18'), tarif('bis-gestern', '2024-01-01', '2026-11-17')], JETZT, null);
    expect(namen(a.aktuelle)).toEqual(['bis-heute']);
    expect(namen(a.vorangegangene)).toEqual(['bis-gestern']);
  });

  it('takes the day in Berlin: 23:30 UTC on the 18th is already the 19th', () => {
    const a = tarifhistorieAufteilen([tarif('ab-19', '2026-11-19', null)], new Date('2026-11-18T23:30:00Z'), null);
    expect(namen(a.aktuelle)).toEqual(['ab-19']);
  });

  it('gives a past entry without gueltigVon the contract’s lieferbeginn, and sorts by it', () => {
    const a = tarifhistorieAufteilen([tarif('erster', null, '2021-12-31'), tarif('zweiter', '2022-01-01', '2023-12-31')], JETZT, '2020-03-01');
    expect(a.vorangegangene.map((t) => [t.name, t.gueltigVon])).toEqual([
      ['zweiter', '2022-01-01'],
      ['erster', '2020-03-01'],
    ]);
  });

  it('names the current tariff, or none', () => {
    expect(aktuellerTarif([tarif('alt', '2020-01-01', '2023-12-31'), tarif('neu', '2024-01-01', null)], JETZT)?.name).toBe('neu');
    expect(aktuellerTarif([tarif('zukunft', '2027-01-01', null)], JETZT)).toBeUndefined();
  });
});
