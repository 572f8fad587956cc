import { describe, expect, it } from 'vitest';
import { passwortRegelverstoss } from './passwortregeln.ts';
import { authTexte } from './texte.ts';

// Issue #12: the one password policy of server and web.
describe('passwortRegelverstoss', () => {
  it.each([
    ['kurz', {}, authTexte.passwort.zuKurz],
    ['x'.repeat(257), {}, authTexte.passwort.zuLang],
    ['12345678', {}, authTexte.passwort.haeufig],
    ['passwort', {}, authTexte.passwort.haeufig],
    ['PassWort', {}, authTexte.passwort.haeufig],
    ['Hallo123', {}, authTexte.passwort.haeufig],
    ['K12345678', { kundennummer: 'k12345678' }, authTexte.passwort.kundennummer],
    ['Geheim123!', { bisherig: 'Geheim123!' }, authTexte.passwort.wieBisher],
  ])('refuses %s', async (passwort, kontext, grund) => {
    expect(await passwortRegelverstoss(passwort, kontext)).toBe(grund);
  });

  it.each(['Geheim123!', 'ein Satz mit Leerzeichen und ß', '🔌🔌🔌🔌', 'x'.repeat(256)])('accepts %s', async (passwort) => {
    expect(await passwortRegelverstoss(passwort, { kundennummer: '1001', bisherig: 'Alt-2026!' })).toBeNull();
  });
});
