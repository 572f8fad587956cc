import { describe, expect, it } from 'vitest';
import { BUNDESLAENDER, type Bundesland, type Feiertag } from '../feiertage/schemas.ts';
import { fruehestesKuendigungsdatum, KuendigungBodySchema } from './kuendigung.ts';

/** A holiday as the service returns it; `laender` defaults to all 16 states. */
function feiertag(date: string, name: string, laender: readonly Bundesland[] = BUNDESLAENDER): Feiertag {
  return { date, name, comment: '', ...(Object.fromEntries(BUNDESLAENDER.map((l) => [l, laender.includes(l) ? '1' : '0'])) as Record<Bundesland, '1' | '0'>) };
}

const FEIERTAGE: Feiertag[] = [
  feiertag('2026-01-01', 'Neujahrstag'),
  feiertag('2026-04-03', 'Karfreitag'),
  feiertag('2026-04-06', 'Ostermontag'),
  feiertag('2026-11-18', 'Buß- und Bettag', ['sn']),
  feiertag('2026-12-25', '1. Weihnachtstag'),
  feiertag('2026-12-26', '2. Weihnachtstag'),
  feiertag('2027-01-01', 'Neujahrstag'),
];

describe('fruehestesKuendigungsdatum (SPEC §5: second working day after today)', () => {
  it('counts two plain working days, today excluded', () => {
    expect(fruehestesKuendigungsdatum('2026-11-09', FEIERTAGE)).toBe('2026-11-11'); // Mon → Wed
  });

  it('skips the weekend', () => {
    expect(fruehestesKuendigungsdatum('2026-11-12', FEIERTAGE)).toBe('2026-11-16'); // Thu → Fri, Mon
    expect(fruehestesKuendigungsdatum('2026-11-13', FEIERTAGE)).toBe('2026-11-17'); // Fri → Mon, Tue
    expect(fruehestesKuendigungsdatum('2026-11-14', FEIERTAGE)).toBe('2026-11-17'); // Sat → Mon, Tue
  });

  it('skips Easter: Good Friday and Easter Monday', () => {
    expect(fruehestesKuendigungsdatum('2026-04-02', FEIERTAGE)).toBe('2026-04-08'); // Thu → Tue 7, Wed 8
  });

  it('skips Christmas: 24 December is a working day, 25 and 26 are not', () => {
    expect(fruehestesKuendigungsdatum('2026-12-23', FEIERTAGE)).toBe('2026-12-28'); // Wed → Thu 24, Mon 28
    expect(fruehestesKuendigungsdatum('2026-12-24', FEIERTAGE)).toBe('2026-12-29');
  });

  it('skips New Year across the turn of the year', () => {
    expect(fruehestesKuendigungsdatum('2026-12-30', FEIERTAGE)).toBe('2027-01-04'); // Wed → Thu 31, Mon 4
  });

  it('skips a holiday that only one state has (Buß- und Bettag, Sachsen)', () => {
    expect(fruehestesKuendigungsdatum('2026-11-17', FEIERTAGE)).toBe('2026-11-20'); // Tue → Thu 19, Fri 20
    expect(fruehestesKuendigungsdatum('2026-11-17', [])).toBe('2026-11-19');
  });

  it('ignores a listed day that no state flags', () => {
    expect(fruehestesKuendigungsdatum('2026-11-17', [feiertag('2026-11-18', 'Buß- und Bettag', [])])).toBe('2026-11-19');
  });
});

describe('KuendigungBodySchema (SPEC §3 payload)', () => {
  it('accepts the three reasons and trims empty details to null', () => {
    for (const grund of ['AUSZUG', 'ANBIETERWECHSEL', 'SONDERKUENDIGUNG']) {
      // SPEC's payload is an ordinary termination to the given date.
      expect(KuendigungBodySchema.parse({ grund, datum: '2026-12-01', text: '  ' })).toEqual({ art: 'ORDENTLICH', zeitpunkt: 'DATUM', grund, datum: '2026-12-01', text: null });
    }
  });

  it('refuses another reason and a date that is not YYYY-MM-DD', () => {
    expect(KuendigungBodySchema.safeParse({ grund: 'UMZUG', datum: '2026-12-01' }).success).toBe(false);
    expect(KuendigungBodySchema.safeParse({ grund: 'AUSZUG', datum: '01.12.2026' }).success).toBe(false);
  });
});
