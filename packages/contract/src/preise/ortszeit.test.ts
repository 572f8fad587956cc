import { describe, expect, it } from 'vitest';
import { heuteIn, tagDanach, tagesbeginn } from '../common/datum.ts';
import { zeitpunktIso } from '../verbrauch/zeit.ts';
import { berlinDatum, berlinIso, berlinSchnellGueltig, berlinTagesbeginn } from './ortszeit.ts';

// The arithmetic Berlin time against the TZDate functions it stands in for on the server's hot paths.
describe('Berlin time without Intl', () => {
  it('gives the same ISO text and local date as zeitpunktIso and heuteIn for every hour of 2026 and the change hours', () => {
    const abweichungen: string[] = [];
    for (let t = Date.UTC(2025, 11, 31, 20); t < Date.UTC(2027, 0, 1, 4); t += 60 * 60_000) {
      if (berlinIso(t) !== zeitpunktIso(new Date(t))) abweichungen.push(`${new Date(t).toISOString()}: ${berlinIso(t)} ≠ ${zeitpunktIso(new Date(t))}`);
      if (berlinDatum(t) !== heuteIn(new Date(t))) abweichungen.push(`${new Date(t).toISOString()}: ${berlinDatum(t)} ≠ ${heuteIn(new Date(t))}`);
    }
    expect(abweichungen).toEqual([]);
    expect(berlinIso(Date.parse('2026-10-25T00:59:59.999Z'))).toBe('2026-10-25T02:59:59+02:00');
    expect(berlinIso(Date.parse('2026-10-25T01:00:00Z'))).toBe('2026-10-25T02:00:00+01:00');
  }, 30_000);

  it('gives the same instants as zeitpunktIso and heuteIn at random instants 1996–2099', () => {
    let x = 12345;
    const zufall = () => (x = (x * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let i = 0; i < 3_000; i++) {
      const t = Math.floor(Date.UTC(1996, 0, 1) + zufall() * (Date.UTC(2100, 0, 1) - Date.UTC(1996, 0, 1)));
      expect(berlinSchnellGueltig(t)).toBe(true);
      expect(berlinIso(t), new Date(t).toISOString()).toBe(zeitpunktIso(new Date(t)));
      expect(berlinDatum(t), new Date(t).toISOString()).toBe(heuteIn(new Date(t)));
    }
    expect(berlinSchnellGueltig(Date.UTC(1995, 11, 31))).toBe(false);
    expect(berlinSchnellGueltig(Date.UTC(2100, 0, 1))).toBe(false);
  }, 30_000);

  it('gives the same local midnight as tagesbeginn for every day 2020–2030 and the change days 1996–2099', () => {
    const abweichungen: string[] = [];
    const pruefen = (tag: string) => berlinTagesbeginn(tag) !== tagesbeginn(tag).getTime() && abweichungen.push(tag);
    for (let tag = '2020-01-01'; tag < '2031-01-01'; tag = tagDanach(tag)) pruefen(tag);
    for (let jahr = 1996; jahr < 2100; jahr++) {
      for (const monat of [3, 10]) {
        const letzter = new Date(Date.UTC(jahr, monat, 0));
        const sonntag = `${jahr}-${String(monat).padStart(2, '0')}-${String(letzter.getUTCDate() - letzter.getUTCDay()).padStart(2, '0')}`;
        for (const tag of [tagDanach(sonntag, -1), sonntag, tagDanach(sonntag)]) pruefen(tag);
      }
      pruefen(`${jahr}-01-01`);
    }
    expect(abweichungen).toEqual([]);
    expect(berlinTagesbeginn('2026-03-29')).toBe(Date.parse('2026-03-28T23:00:00Z'));
    expect(berlinTagesbeginn('2026-03-30')).toBe(Date.parse('2026-03-29T22:00:00Z'));
    expect(berlinTagesbeginn('2026-10-26')).toBe(Date.parse('2026-10-25T23:00:00Z'));
  }, 30_000);
});
