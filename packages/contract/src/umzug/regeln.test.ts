import { describe, expect, it } from 'vitest';
import { fruehestesUmzugsdatum, istGueltigeMaloId, umzugsVertragsende } from './regeln.ts';

describe('Marktlokations-ID', () => {
  it('accepts IDs whose check digit matches', () => {
    expect(istGueltigeMaloId('41373559241')).toBe(true);
    expect(istGueltigeMaloId('51238696781')).toBe(true);
  });
  it('refuses a wrong check digit, a swapped pair, wrong length, letters and a leading zero', () => {
    expect(istGueltigeMaloId('41373559242')).toBe(false);
    expect(istGueltigeMaloId('14373559241')).toBe(false);
    expect(istGueltigeMaloId('4137355924')).toBe(false);
    expect(istGueltigeMaloId('413735592410')).toBe(false);
    expect(istGueltigeMaloId('4137355924A')).toBe(false);
    expect(istGueltigeMaloId('01373559245')).toBe(false);
  });
});

describe('§41b(5) EnWG contract end on moving out', () => {
  it('is the move-out date when it lies six weeks or more after receipt', () => {
    expect(umzugsVertragsende('2027-01-31', '2026-11-18')).toBe('2027-01-31');
    expect(umzugsVertragsende('2026-12-30', '2026-11-18')).toBe('2026-12-30');
  });
  it('is receipt + six weeks (same weekday) when the move-out comes sooner', () => {
    expect(umzugsVertragsende('2026-12-01', '2026-11-18')).toBe('2026-12-30');
    expect(umzugsVertragsende('2026-12-29', '2026-11-18')).toBe('2026-12-30');
  });
  it('counts across the year and February', () => {
    expect(umzugsVertragsende('2027-01-20', '2027-01-20')).toBe('2027-03-03');
  });
  it('takes tomorrow as the earliest move-out date', () => {
    expect(fruehestesUmzugsdatum('2026-12-31')).toBe('2027-01-01');
  });
});
