import { describe, expect, it } from 'vitest';
import { darfPasswortAendern, darfPasswortErneuern, istPasswortLangGenug, passwortstaerke } from './passwort.ts';

// SPEC §5 password strength and submit rules, §9 bar widths 100/55/5/0.
describe('passwortstaerke', () => {
  it('is nichtVorhanden without a password, with no bar', () => {
    expect(passwortstaerke('')).toEqual({ stufe: 'nichtVorhanden', prozent: 0 });
  });

  it('is schwach with no bar below 8 characters, however varied', () => {
    expect(passwortstaerke('a')).toEqual({ stufe: 'schwach', prozent: 0 });
    expect(passwortstaerke('Ab1!Ab1')).toEqual({ stufe: 'schwach', prozent: 0 });
  });

  it('is schwach with a 5 % bar from 8 characters of one kind only', () => {
    expect(passwortstaerke('abcdefgh')).toEqual({ stufe: 'schwach', prozent: 5 });
    expect(passwortstaerke('ABCDEFGHIJ')).toEqual({ stufe: 'schwach', prozent: 5 });
    expect(passwortstaerke('12345678')).toEqual({ stufe: 'schwach', prozent: 5 });
    expect(passwortstaerke('!!!!!!!!')).toEqual({ stufe: 'schwach', prozent: 5 });
    // Lower and upper case are both "letter": still one kind.
    expect(passwortstaerke('abcdEFGH')).toEqual({ stufe: 'schwach', prozent: 5 });
  });

  it('is mittel (55 %) from 8 characters with any two of special, digit, letter', () => {
    expect(passwortstaerke('abcdefg1')).toEqual({ stufe: 'mittel', prozent: 55 });
    expect(passwortstaerke('abcdefg!')).toEqual({ stufe: 'mittel', prozent: 55 });
    expect(passwortstaerke('1234567!')).toEqual({ stufe: 'mittel', prozent: 55 });
  });

  it('is stark (100 %) from 10 characters with special, lower, upper and digit', () => {
    expect(passwortstaerke('Abcdefg1!x')).toEqual({ stufe: 'stark', prozent: 100 });
    expect(passwortstaerke('Sonnig2026€')).toEqual({ stufe: 'stark', prozent: 100 });
  });

  it('treats the boundaries 7, 8, 9 and 10 characters as SPEC says', () => {
    expect(passwortstaerke('Ab1!xyz').prozent).toBe(0); // 7: too short for any bar
    expect(passwortstaerke('Ab1!xyzw')).toEqual({ stufe: 'mittel', prozent: 55 }); // 8: all kinds, but not 10
    expect(passwortstaerke('Ab1!xyzwv')).toEqual({ stufe: 'mittel', prozent: 55 }); // 9
    expect(passwortstaerke('Ab1!xyzwvu')).toEqual({ stufe: 'stark', prozent: 100 }); // 10
  });

  it('needs every kind for stark: 10 characters missing one stay mittel', () => {
    expect(passwortstaerke('abcdefg1!x').stufe).toBe('mittel'); // no upper case
    expect(passwortstaerke('ABCDEFG1!X').stufe).toBe('mittel'); // no lower case
    expect(passwortstaerke('Abcdefgh!x').stufe).toBe('mittel'); // no digit
    expect(passwortstaerke('Abcdefg12x').stufe).toBe('mittel'); // no special character
  });

  it('counts a space and umlauts as special characters', () => {
    expect(passwortstaerke('abcd efgh').stufe).toBe('mittel');
    expect(passwortstaerke('Grüne1234x').stufe).toBe('stark');
  });
});

describe('submit rules', () => {
  it('needs at least 8 characters', () => {
    expect(istPasswortLangGenug('1234567')).toBe(false);
    expect(istPasswortLangGenug('12345678')).toBe(true);
  });

  it('change: old password given, new one 8+ characters, repeat equal', () => {
    expect(darfPasswortAendern('alt', 'Neu-2026', 'Neu-2026')).toBe(true);
    expect(darfPasswortAendern('', 'Neu-2026', 'Neu-2026')).toBe(false);
    expect(darfPasswortAendern('alt', 'Neu-202', 'Neu-202')).toBe(false);
    expect(darfPasswortAendern('alt', 'Neu-2026', 'Neu-2027')).toBe(false);
  });

  it('renew: new one 8+ characters and repeat equal, no old password', () => {
    expect(darfPasswortErneuern('Neu-2026', 'Neu-2026')).toBe(true);
    expect(darfPasswortErneuern('Neu-202', 'Neu-202')).toBe(false);
    expect(darfPasswortErneuern('Neu-2026', 'neu-2026')).toBe(false);
  });
});
