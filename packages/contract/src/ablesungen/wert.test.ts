import { describe, expect, it } from 'vitest';
import { kannAblesungAbsenden } from './absenden.ts';
import { ablesequelleText } from './quellen.ts';
import { ablesewertAlsZahl, ablesewertDeutsch, ablesewertMeldung, ablesewertPlatzhalter, istGueltigerAblesewert, passtZahlZumKanal, zaehlwerkEinheit, zaehlwerkName } from './wert.ts';

const k = (vorkommastellen: number, nachkommastellen: number) => ({ obiskennzahl: '1-1:1.8.0', vorkommastellen, nachkommastellen });

describe('SPEC §5 reading value rule', () => {
  it.each([
    // shape 6,0
    [k(6, 0), '123456', true],
    [k(6, 0), '0', true],
    [k(6, 0), '1234567', false],
    [k(6, 0), '12345,6', false],
    [k(6, 0), '12345.6', false],
    // shape 5,1
    [k(5, 1), '12345,6', true],
    [k(5, 1), '12345.6', true],
    [k(5, 1), '12345', true],
    [k(5, 1), '123456,7', false],
    [k(5, 1), '1234,56', false],
    [k(5, 1), '1234,', false],
    [k(5, 1), ',5', false],
    // shape 3,3
    [k(3, 3), '123,456', true],
    [k(3, 3), '1.5', true],
    [k(3, 3), '1234,5', false],
    [k(3, 3), '12,3456', false],
    // not a number at all
    [k(5, 1), '', false],
    [k(5, 1), '-12', false],
    [k(5, 1), '12a', false],
    [k(5, 1), '1.234,5', false],
    [k(5, 1), '1e3', false],
  ])('%o accepts %s: %s', (kanal, eingabe, gueltig) => {
    expect(istGueltigerAblesewert(eingabe, kanal)).toBe(gueltig);
  });

  it('turns the comma into a decimal point', () => {
    expect(ablesewertAlsZahl('12345,6', k(5, 1))).toBe(12345.6);
    expect(ablesewertAlsZahl(' 0,125 ', k(3, 3))).toBe(0.125);
    expect(ablesewertAlsZahl('12,34', k(5, 1))).toBeUndefined();
  });

  it('checks numbers the server receives with the same rule', () => {
    expect(passtZahlZumKanal(12345.6, k(5, 1))).toBe(true);
    expect(passtZahlZumKanal(12345.67, k(5, 1))).toBe(false);
    expect(passtZahlZumKanal(123456, k(5, 1))).toBe(false);
    expect(passtZahlZumKanal(-1, k(5, 1))).toBe(false);
    expect(passtZahlZumKanal(0.1 + 0.2, k(3, 3))).toBe(false);
    expect(passtZahlZumKanal(1e21, k(6, 0))).toBe(false);
  });

  it('names n and m in the message', () => {
    expect(ablesewertMeldung(k(6, 1))).toBe('Die Ablesung darf höchstens 6 Vorkommastellen und darf maximal 1 Nachkommastelle(n) haben');
    expect(ablesewertMeldung(k(5, 3))).toBe('Die Ablesung darf höchstens 5 Vorkommastellen und darf maximal 3 Nachkommastelle(n) haben');
  });

  it('uses zeros in the channel shape as placeholder', () => {
    expect(ablesewertPlatzhalter(k(6, 0))).toBe('000000');
    expect(ablesewertPlatzhalter(k(5, 1))).toBe('00000,0');
    expect(ablesewertPlatzhalter(k(3, 3))).toBe('000,000');
  });

  it('shows a reading with decimal comma and the channel decimals', () => {
    expect(ablesewertDeutsch(12345.6, 1)).toBe('12345,6');
    expect(ablesewertDeutsch(7, 3)).toBe('7,000');
    expect(ablesewertDeutsch(4711, 0)).toBe('4711');
  });
});

describe('SPEC §5 submit rule', () => {
  const htnt = [
    { obiskennzahl: '1-1:1.8.1', vorkommastellen: 6, nachkommastellen: 1 },
    { obiskennzahl: '1-1:1.8.2', vorkommastellen: 6, nachkommastellen: 1 },
  ];
  const gut = { kanaele: htnt, werte: { '1-1:1.8.1': '1234,5', '1-1:1.8.2': '678' }, ablesedatum: '2026-11-18' };

  it('is enabled with a meter, every value valid and a date up to today', () => {
    expect(kannAblesungAbsenden(gut, '2026-11-18')).toBe(true);
  });
  it('is disabled without a meter', () => {
    expect(kannAblesungAbsenden({ ...gut, kanaele: undefined }, '2026-11-18')).toBe(false);
  });
  it('is disabled when one channel is missing or invalid', () => {
    expect(kannAblesungAbsenden({ ...gut, werte: { '1-1:1.8.1': '1234,5' } }, '2026-11-18')).toBe(false);
    expect(kannAblesungAbsenden({ ...gut, werte: { ...gut.werte, '1-1:1.8.2': '12,34' } }, '2026-11-18')).toBe(false);
  });
  it('is disabled without a date or with a date in the future', () => {
    expect(kannAblesungAbsenden({ ...gut, ablesedatum: '' }, '2026-11-18')).toBe(false);
    expect(kannAblesungAbsenden({ ...gut, ablesedatum: '2026-11-19' }, '2026-11-18')).toBe(false);
  });
});

describe('SPEC §3 reading source labels', () => {
  it('maps the three sources', () => {
    expect(ablesequelleText('NETZBETREIBER')).toBe('Netzbetreiber');
    expect(ablesequelleText('ERSATZWERT')).toBe('Ersatzwert');
    expect(ablesequelleText('KUNDE')).toBe('Kunde');
    expect(ablesequelleText(null)).toBe('');
  });
});

describe('register names a customer knows instead of OBIS codes', () => {
  it('HT and NT for the tariff registers, Bezug and Einspeisung for the totals, any other code unchanged', () => {
    expect(['1-1:1.8.1', '1-0:1.8.2*255', '1-1:1.8.0', '1-1:2.8.0', '7-1:3.0.0'].map(zaehlwerkName)).toEqual(['HT', 'NT', 'Bezug', 'Einspeisung', '7-1:3.0.0']);
    expect([zaehlwerkEinheit('7-1:3.0.0'), zaehlwerkEinheit('1-1:1.8.1')]).toEqual(['m³', 'kWh']);
  });
});
