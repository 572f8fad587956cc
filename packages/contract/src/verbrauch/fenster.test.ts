import { describe, expect, it } from 'vitest';
import { tagDanach, tagesbeginn, type IsoDatum } from '../common/datum.ts';
import { historieFenster, kannVorwaerts, preiszeitreiheFenster, schritt, vorwaertsGrenze } from './fenster.ts';
import { alsBeginn, alsEnde, zeitpunktIso } from './zeit.ts';

/** Number of local hours of a day: 23 and 25 on the daylight-saving change days. */
const stundenDesTages = (datum: IsoDatum) => (tagesbeginn(tagDanach(datum)).getTime() - tagesbeginn(datum).getTime()) / 3_600_000;

const um = (iso: string) => new Date(iso);
const MITTWOCH_VORMITTAG = um('2026-11-18T10:00:00+01:00');
const MITTWOCH_MITTAG = um('2026-11-18T12:00:00+01:00');

describe('SPEC §9 history windows', () => {
  it('hourly: the day before the reference date through the reference day (48 hours)', () => {
    expect(historieFenster('hourly', '2026-11-18', MITTWOCH_VORMITTAG)).toEqual({ von: '2026-11-17', bis: '2026-11-18' });
    expect(historieFenster('hourly', '2026-11-01', MITTWOCH_VORMITTAG)).toEqual({ von: '2026-10-31', bis: '2026-11-01' });
  });

  it('hourly is capped at the end of today before 12:00 and at the end of tomorrow from 12:00 on', () => {
    expect(historieFenster('hourly', '2026-11-19', um('2026-11-18T11:59:59+01:00'))).toEqual({ von: '2026-11-17', bis: '2026-11-18' });
    expect(historieFenster('hourly', '2026-11-19', MITTWOCH_MITTAG)).toEqual({ von: '2026-11-18', bis: '2026-11-19' });
    expect(historieFenster('hourly', '2026-11-25', um('2026-11-18T15:00:00+01:00'))).toEqual({ von: '2026-11-18', bis: '2026-11-19' });
  });

  it('daily: the calendar month, capped at yesterday', () => {
    expect(historieFenster('daily', '2026-11-18', MITTWOCH_VORMITTAG)).toEqual({ von: '2026-11-01', bis: '2026-11-17' });
    expect(historieFenster('daily', '2026-10-05', MITTWOCH_VORMITTAG)).toEqual({ von: '2026-10-01', bis: '2026-10-31' });
    expect(historieFenster('daily', '2026-02-15', MITTWOCH_VORMITTAG)).toEqual({ von: '2026-02-01', bis: '2026-02-28' });
  });

  it('daily on the first of a month shows the month before (yesterday is the cap)', () => {
    expect(historieFenster('daily', '2026-12-01', um('2026-12-01T08:00:00+01:00'))).toEqual({ von: '2026-11-01', bis: '2026-11-30' });
  });

  it('daily in a leap February ends on the 29th', () => {
    expect(historieFenster('daily', '2028-02-10', um('2028-03-05T09:00:00+01:00'))).toEqual({ von: '2028-02-01', bis: '2028-02-29' });
    expect(historieFenster('daily', '2028-02-29', um('2028-03-01T09:00:00+01:00'))).toEqual({ von: '2028-02-01', bis: '2028-02-29' });
  });

  it('monthly: the calendar year, capped at yesterday; on 1 January the year before', () => {
    expect(historieFenster('monthly', '2026-11-18', MITTWOCH_VORMITTAG)).toEqual({ von: '2026-01-01', bis: '2026-11-17' });
    expect(historieFenster('monthly', '2025-06-30', MITTWOCH_VORMITTAG)).toEqual({ von: '2025-01-01', bis: '2025-12-31' });
    expect(historieFenster('monthly', '2027-01-01', um('2027-01-01T00:30:00+01:00'))).toEqual({ von: '2026-01-01', bis: '2026-12-31' });
  });

  it('"today" is the Berlin date, not the UTC date', () => {
    // 23:30 UTC on the 17th is 00:30 on the 18th in Berlin.
    expect(historieFenster('hourly', '2026-11-18', um('2026-11-17T23:30:00Z'))).toEqual({ von: '2026-11-17', bis: '2026-11-18' });
    expect(historieFenster('daily', '2026-11-18', um('2026-11-17T23:30:00Z')).bis).toBe('2026-11-17');
  });

  it('both daylight-saving change days are whole local days of 23 and 25 hours', () => {
    expect(historieFenster('hourly', '2026-03-29', um('2026-03-29T10:00:00+02:00'))).toEqual({ von: '2026-03-28', bis: '2026-03-29' });
    expect(stundenDesTages('2026-03-29')).toBe(23);
    expect(stundenDesTages('2026-10-25')).toBe(25);
    expect(stundenDesTages('2026-11-18')).toBe(24);
    expect(alsBeginn('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(alsEnde('2026-03-29').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(alsEnde('2026-10-25').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(alsEnde('2026-10-25T12:00:00+01:00').toISOString()).toBe('2026-10-25T11:00:00.000Z');
  });
});

describe('SPEC §4 stepping with a forward cap', () => {
  it('hourly steps a day and stops at today', () => {
    expect(schritt('hourly', '2026-11-18', -1, MITTWOCH_VORMITTAG)).toBe('2026-11-17');
    expect(schritt('hourly', '2026-11-17', 1, MITTWOCH_VORMITTAG)).toBe('2026-11-18');
    expect(schritt('hourly', '2026-11-18', 1, MITTWOCH_MITTAG)).toBe('2026-11-18');
    expect(kannVorwaerts('hourly', '2026-11-18', MITTWOCH_VORMITTAG)).toBe(false);
    expect(kannVorwaerts('hourly', '2026-11-17', MITTWOCH_VORMITTAG)).toBe(true);
    expect(vorwaertsGrenze('hourly', MITTWOCH_VORMITTAG)).toBe('2026-11-18');
  });

  it('hourly crosses the leap day and both change days', () => {
    expect(schritt('hourly', '2028-03-01', -1, MITTWOCH_VORMITTAG)).toBe('2028-02-29');
    expect(schritt('hourly', '2026-03-30', -1, MITTWOCH_VORMITTAG)).toBe('2026-03-29');
    expect(schritt('hourly', '2026-10-25', 1, MITTWOCH_VORMITTAG)).toBe('2026-10-26');
  });

  it('daily steps a month, keeping the day where it exists, and stops at yesterday', () => {
    expect(schritt('daily', '2026-03-31', -1, MITTWOCH_VORMITTAG)).toBe('2026-02-28');
    expect(schritt('daily', '2026-01-15', -1, MITTWOCH_VORMITTAG)).toBe('2025-12-15');
    expect(schritt('daily', '2026-10-31', 1, MITTWOCH_VORMITTAG)).toBe('2026-11-17');
    expect(kannVorwaerts('daily', '2026-10-31', MITTWOCH_VORMITTAG)).toBe(true);
    expect(kannVorwaerts('daily', '2026-11-17', MITTWOCH_VORMITTAG)).toBe(false);
    // On the 1st, yesterday is in the month before: that month is the last one reachable.
    expect(kannVorwaerts('daily', '2026-11-30', um('2026-12-01T08:00:00+01:00'))).toBe(false);
  });

  it('monthly steps a year (29 February becomes 28 February) and stops at yesterday', () => {
    expect(schritt('monthly', '2028-02-29', -1, MITTWOCH_VORMITTAG)).toBe('2027-02-28');
    expect(schritt('monthly', '2025-06-15', 1, MITTWOCH_VORMITTAG)).toBe('2026-06-15');
    expect(schritt('monthly', '2026-03-01', 1, MITTWOCH_VORMITTAG)).toBe('2026-11-17');
    expect(kannVorwaerts('monthly', '2025-12-31', MITTWOCH_VORMITTAG)).toBe(true);
    expect(kannVorwaerts('monthly', '2026-01-01', MITTWOCH_VORMITTAG)).toBe(false);
  });
});

describe('SPEC §7 price series window and the 12:00 cutoff', () => {
  it('before 12:00: yesterday 00:00 until tomorrow 00:00', () => {
    expect(preiszeitreiheFenster(um('2026-11-18T11:59:59+01:00'))).toEqual({
      von: '2026-11-17',
      bis: '2026-11-18',
      vonZeitpunkt: '2026-11-17T00:00:00+01:00',
      bisZeitpunkt: '2026-11-19T00:00:00+01:00',
    });
  });

  it('from 12:00 on: today 00:00 until the day after tomorrow 00:00', () => {
    expect(preiszeitreiheFenster(MITTWOCH_MITTAG)).toEqual({
      von: '2026-11-18',
      bis: '2026-11-19',
      vonZeitpunkt: '2026-11-18T00:00:00+01:00',
      bisZeitpunkt: '2026-11-20T00:00:00+01:00',
    });
  });

  it('over month and year ends and the leap day', () => {
    expect(preiszeitreiheFenster(um('2026-12-31T13:00:00+01:00'))).toMatchObject({ von: '2026-12-31', bis: '2027-01-01' });
    expect(preiszeitreiheFenster(um('2027-01-01T09:00:00+01:00'))).toMatchObject({ von: '2026-12-31', bis: '2027-01-01' });
    expect(preiszeitreiheFenster(um('2028-02-28T12:30:00+01:00'))).toMatchObject({ von: '2028-02-28', bis: '2028-02-29' });
    expect(preiszeitreiheFenster(um('2028-03-01T08:00:00+01:00'))).toMatchObject({ von: '2028-02-29', bis: '2028-03-01' });
  });

  it('on the change days the window carries both offsets', () => {
    expect(preiszeitreiheFenster(um('2026-10-25T13:00:00+01:00'))).toMatchObject({
      vonZeitpunkt: '2026-10-25T00:00:00+02:00',
      bisZeitpunkt: '2026-10-27T00:00:00+01:00',
    });
    expect(preiszeitreiheFenster(um('2026-03-29T12:00:00+02:00'))).toMatchObject({
      vonZeitpunkt: '2026-03-29T00:00:00+01:00',
      bisZeitpunkt: '2026-03-31T00:00:00+02:00',
    });
    // 11:30 summer time is before the cutoff even though it is 09:30 UTC.
    expect(preiszeitreiheFenster(um('2026-06-10T11:30:00+02:00')).von).toBe('2026-06-09');
    expect(zeitpunktIso('2026-06-10T10:00:00Z')).toBe('2026-06-10T12:00:00+02:00');
    // The hour that happens twice when summer time ends keeps its two offsets apart.
    expect(zeitpunktIso('2026-10-25T00:30:00Z')).toBe('2026-10-25T02:30:00+02:00');
    expect(zeitpunktIso('2026-10-25T01:30:00Z')).toBe('2026-10-25T02:30:00+01:00');
  });
});
