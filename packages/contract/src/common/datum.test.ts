import { describe, expect, it } from 'vitest';
import { datumDeutsch, heuteIn, stundeIn, tagDanach, tagesbeginn, zeitpunktDeutsch, zeitpunktMitVersatz } from './datum.ts';

// SPEC §9: day boundaries are Europe/Berlin, including the DST switches (2026-03-29 and 2026-10-25).
describe('heuteIn', () => {
  it('takes the Berlin date, not the UTC one, around midnight', () => {
    expect(heuteIn(new Date('2026-11-17T23:30:00Z'))).toBe('2026-11-18'); // 00:30 CET
    expect(heuteIn(new Date('2026-11-17T22:59:59Z'))).toBe('2026-11-17'); // 23:59:59 CET
    expect(heuteIn(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02'); // 00:00 CEST
    expect(heuteIn(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
  });
});

describe('tagesbeginn', () => {
  it('is local midnight: 23:00 UTC in winter, 22:00 UTC in summer', () => {
    expect(tagesbeginn('2026-11-18').toISOString()).toBe('2026-11-17T23:00:00.000Z');
    expect(tagesbeginn('2026-07-02').toISOString()).toBe('2026-07-01T22:00:00.000Z');
  });

  it('gives 23- and 25-hour days at the DST switches', () => {
    const stunden = (von: string) => (tagesbeginn(tagDanach(von)).getTime() - tagesbeginn(von).getTime()) / 3_600_000;
    expect(tagesbeginn('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(stunden('2026-03-29')).toBe(23);
    expect(tagesbeginn('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(stunden('2026-10-25')).toBe(25);
    expect(stunden('2026-11-18')).toBe(24);
  });
});

describe('tagDanach', () => {
  it('steps over month, year, leap day and DST', () => {
    expect(tagDanach('2026-11-18')).toBe('2026-11-19');
    expect(tagDanach('2026-11-30')).toBe('2026-12-01');
    expect(tagDanach('2026-12-31')).toBe('2027-01-01');
    expect(tagDanach('2028-02-28')).toBe('2028-02-29');
    expect(tagDanach('2026-03-28')).toBe('2026-03-29');
    expect(tagDanach('2026-03-29')).toBe('2026-03-30');
    expect(tagDanach('2026-10-25')).toBe('2026-10-26');
    expect(tagDanach('2026-11-18', 2)).toBe('2026-11-20');
    expect(tagDanach('2026-11-18', -1)).toBe('2026-11-17');
  });
});

describe('formats', () => {
  it('dd.mm.yyyy, empty for nothing', () => {
    expect(datumDeutsch('2026-11-18')).toBe('18.11.2026');
    expect(datumDeutsch('2026-11-18T10:00:00+01:00')).toBe('18.11.2026');
    expect(datumDeutsch(null)).toBe('');
    expect(datumDeutsch(undefined)).toBe('');
  });

  it('times in Berlin with Uhr', () => {
    expect(zeitpunktDeutsch('2026-11-18T09:05:00Z')).toBe('18.11.2026 10:05 Uhr');
    expect(zeitpunktDeutsch(new Date('2026-07-01T22:30:00Z'))).toBe('02.07.2026 00:30 Uhr');
  });

  it('hour of the day in Berlin', () => {
    expect(stundeIn(new Date('2026-11-18T11:00:00Z'))).toBe(12);
    expect(stundeIn(new Date('2026-07-18T10:00:00Z'))).toBe(12);
  });
});

describe('zeitpunktMitVersatz', () => {
  it('writes Berlin time with the offset of that moment, winter and summer', () => {
    expect(zeitpunktMitVersatz('2026-11-28T23:47:55.426Z')).toBe('29.11.2026 00:47:55 +01:00');
    expect(zeitpunktMitVersatz('2026-07-01T10:00:00Z')).toBe('01.07.2026 12:00:00 +02:00');
  });
});
