import { authTexte, kontextWoerter } from '@ekp/contract';
import { describe, expect, it } from 'vitest';
import { mandanten } from '../../test/helper.ts';
import { mandantWoerter, passwortRegelverstoss } from './passwortpolitik.ts';

// Issue 26 item 5: the passwords German users choose first are refused, good ones pass.
describe('Passwortpolitik', () => {
  const musterstadt = mandanten.alle.find((m) => m.key === 'musterstadt')!;
  const kontext = { kundennummer: '700001', woerter: kontextWoerter('Erika', 'Mustermann', 'erika.mustermann', ...mandantWoerter(musterstadt)) };

  it.each([
    ['Passwort1', authTexte.passwort.haeufig],
    ['sommer2026', authTexte.passwort.zuSchwach],
    ['Energie2026!', authTexte.passwort.zuSchwach],
    ['Geheim123!', authTexte.passwort.zuSchwach],
    ['hallo123', authTexte.passwort.haeufig],
    ['Schatz2025', authTexte.passwort.zuSchwach],
    ['qwertz123', authTexte.passwort.zuSchwach],
    ['12345678', authTexte.passwort.haeufig],
    ['passwort', authTexte.passwort.haeufig],
    ['Fussball', authTexte.passwort.haeufig],
    ['700001700001', authTexte.passwort.kundennummer],
    ['Mustermann1!', authTexte.passwort.persoenlich],
    ['Musterstadt2026', authTexte.passwort.persoenlich],
  ])('refuses %s', async (passwort, grund) => {
    expect(await passwortRegelverstoss(passwort, kontext)).toBe(grund);
  });

  it.each(['Laterne-Wiesenweg-71', 'Kx8!mQ2$vL', 'Sonnenblume#Fahrrad', 'ein Satz mit Leerzeichen und ß'])('accepts %s', async (passwort) => {
    expect(await passwortRegelverstoss(passwort, kontext)).toBeNull();
  });
});
