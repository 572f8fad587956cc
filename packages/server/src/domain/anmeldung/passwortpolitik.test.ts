import { authTexte, kontextWoerter } from '@ekp/contract';
import { describe, expect, it } from 'vitest';
import { mandanten } from '../../../test/helper.ts';
import { DEMO_PASSWORT } from '../../demo/kunden.ts';
import { DEMO_MITARBEITER } from '../../demo/mitarbeiter.ts';
import { mandantWoerter, passwortRegelverstoss, VEROEFFENTLICHTE_PASSWOERTER } from './passwortpolitik.ts';

// The passwords German users choose first are refused, good ones pass.
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

  // The published demo passwords, for customers and staff alike; a staff member's context is the tenant's words.
  const personal = { kundennummer: 'anna', woerter: mandantWoerter(musterstadt) };
  it.each([
    ['Morgenrot-Laterne-26', kontext],
    ['morgenrot-laterne-26', kontext],
    ['Konsole-2026!', kontext],
    ['Morgenrot-Laterne-26', personal],
    ['Konsole-2026!', personal],
  ])('refuses the published demo password %s', async (passwort, k) => {
    expect(await passwortRegelverstoss(passwort, k)).toBe(authTexte.passwort.haeufig);
  });

  it('lists every password the demo publishes', () => {
    expect(VEROEFFENTLICHTE_PASSWOERTER).toEqual(expect.arrayContaining([DEMO_PASSWORT, DEMO_MITARBEITER.passwort]));
  });

  it.each(['Musterstadt2026!', 'SWM-Konsole-2026'])('refuses the tenant word in the staff password %s', async (passwort) => {
    expect(await passwortRegelverstoss(passwort, personal)).toBe(authTexte.passwort.persoenlich);
  });

  it.each(['Laterne-Wiesenweg-71', 'Kx8!mQ2$vL', 'Sonnenblume#Fahrrad', 'ein Satz mit Leerzeichen und ß'])('accepts %s', async (passwort) => {
    expect(await passwortRegelverstoss(passwort, kontext)).toBeNull();
  });
});
