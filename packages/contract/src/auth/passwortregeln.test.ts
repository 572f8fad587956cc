import { describe, expect, it } from 'vitest';
import { kontextWoerter, passwortRegelverstossSofort } from './passwortregeln.ts';
import { authTexte } from './texte.ts';

// 26: the rules server and web share; the guessability check is the server's (passwortpolitik.ts).
describe('passwortRegelverstossSofort', () => {
  const ich = { kundennummer: '700001', woerter: kontextWoerter('Erika', 'Mustermann-Schmidt', 'erika.m', 'Stadtwerke Musterstadt', 'SWM') };
  it.each([
    ['kurz', {}, authTexte.passwort.zuKurz],
    ['x'.repeat(257), {}, authTexte.passwort.zuLang],
    ['K12345678', { kundennummer: 'k12345678' }, authTexte.passwort.kundennummer],
    ['700001700001', ich, authTexte.passwort.kundennummer],
    ['Mein-700001!', ich, authTexte.passwort.kundennummer],
    ['Erika-Sonne-2026', ich, authTexte.passwort.persoenlich],
    ['schmidt!Laterne', ich, authTexte.passwort.persoenlich],
    ['Stadtwerke#Laterne', ich, authTexte.passwort.persoenlich],
    ['Geheim123!', { bisherig: 'Geheim123!' }, authTexte.passwort.wieBisher],
  ])('refuses %s', (passwort, kontext, grund) => {
    expect(passwortRegelverstossSofort(passwort, kontext)).toBe(grund);
  });

  it.each(['Laterne-Wiesenweg-71', 'ein Satz mit Leerzeichen und ß', '🔌🔌🔌🔌', 'x'.repeat(256)])('accepts %s', (passwort) => {
    expect(passwortRegelverstossSofort(passwort, { ...ich, bisherig: 'Alt-2026!' })).toBeNull();
  });

  it('splits names and mail addresses into words of three characters or more', () => {
    expect(kontextWoerter('Dr. Anna-Lena Ho', 'a.b@example.org')).toEqual(['drannalenaho', 'anna', 'lena', 'abexampleorg', 'example', 'org']);
  });
});
