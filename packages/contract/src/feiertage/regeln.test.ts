import { describe, expect, it } from 'vitest';
import { feiertagsjahre, istArbeitstag, istFeiertag } from './regeln.ts';
import { BUNDESLAENDER, FeiertageQuerySchema, type Feiertag } from './schemas.ts';

const nurSachsen = { date: '2026-11-18', name: 'Buß- und Bettag', comment: '', ...Object.fromEntries(BUNDESLAENDER.map((l) => [l, l === 'sn' ? '1' : '0'])) } as Feiertag;

describe('istFeiertag (SPEC §7: any state)', () => {
  it('counts a day that one state has', () => {
    expect(istFeiertag('2026-11-18', [nurSachsen])).toBe(true);
    expect(istArbeitstag('2026-11-18', [nurSachsen])).toBe(false);
  });
  it('does not count other days, and weekends are no working days', () => {
    expect(istFeiertag('2026-11-19', [nurSachsen])).toBe(false);
    expect(istArbeitstag('2026-11-19', [nurSachsen])).toBe(true);
    expect(istArbeitstag('2026-11-21', [])).toBe(false);
    expect(istArbeitstag('2026-11-22', [])).toBe(false);
  });
});

describe('feiertagsjahre (SPEC §9)', () => {
  it('asks for the current year, and the next one too in December', () => {
    expect(feiertagsjahre('2026-11-30')).toEqual([2026]);
    expect(feiertagsjahre('2026-12-01')).toEqual([2026, 2027]);
  });
});

describe('FeiertageQuerySchema', () => {
  it('reads comma-separated years, sorted and without repeats', () => {
    expect(FeiertageQuerySchema.parse({ years: '2027,2026,2027' })).toEqual({ years: [2026, 2027] });
  });
  it('refuses anything else', () => {
    for (const years of ['', '26', '2026;2027', '2026,', 'abc', '1800']) expect(FeiertageQuerySchema.safeParse({ years }).success).toBe(false);
    expect(FeiertageQuerySchema.safeParse({}).success).toBe(false);
  });
});
