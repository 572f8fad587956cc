import { describe, expect, it } from 'vitest';
import { kriteriumAusTag } from './kriterien.ts';
import { konformitaet, pruefstandAus, type PruefErgebnis } from './pruefstand.ts';

const sauber: PruefErgebnis = { art: 'axe', test: 'Anmeldung', seite: '/anmelden', zeit: '2026-11-18T09:00:00.000Z', verstoesse: [] };
const bildOhneAlt = (seite: string, zeit = '2026-11-18T09:05:00.000Z'): PruefErgebnis => ({
  art: 'axe',
  test: 'Fixture',
  seite,
  zeit,
  verstoesse: [{ regel: 'image-alt', hilfe: 'Images must have alternative text', tags: ['cat.text-alternatives', 'wcag2a', 'wcag111', 'section508'], anzahl: 1 }],
});

describe('Prüfstand aus den Testergebnissen', () => {
  it('reads WCAG criteria from axe tags, two-digit ones included', () => {
    expect(kriteriumAusTag('wcag143')).toBe('1.4.3');
    expect(kriteriumAusTag('wcag2411')).toBe('2.4.11');
    expect(kriteriumAusTag('wcag258')).toBe('2.5.8');
    expect(kriteriumAusTag('wcag21aa')).toBeUndefined();
  });

  it('a violation found on two screens is one open item naming both, under its German criterion', () => {
    const stand = pruefstandAus([sauber, bildOhneAlt('/b'), bildOhneAlt('/a')]);
    expect(stand.offenePunkte).toEqual([
      { quelle: 'axe', kriterien: ['1.1.1'], titel: 'Nicht-Text-Inhalt', regel: 'image-alt', beschreibung: 'Images must have alternative text', fundstellen: ['/a', '/b'] },
    ]);
    expect(stand.gepruefteSeiten).toBe(3);
    expect(stand.letztePruefung).toBe('2026-11-18T09:05:00.000Z');
    expect(konformitaet(stand, [])).toBe('teilweise');
  });

  it('a failed keyboard flow is an open item under 2.1.1; passed ones only count', () => {
    const stand = pruefstandAus([
      { art: 'tastatur', test: 'Anmeldung', zeit: '2026-11-18T09:00:00.000Z', bestanden: true },
      { art: 'tastatur', test: 'Abschlag ändern', zeit: '2026-11-18T09:01:00.000Z', bestanden: false },
    ]);
    expect(stand.tastaturAblaeufe).toBe(2);
    expect(stand.offenePunkte.map((p) => [p.quelle, p.kriterien, p.regel])).toEqual([['tastatur', ['2.1.1'], 'Abschlag ändern']]);
  });

  it('full conformance needs a check without findings and no limit the tenant names', () => {
    expect(konformitaet(pruefstandAus([]), [])).toBe('teilweise');
    expect(konformitaet(pruefstandAus([sauber]), [])).toBe('vollstaendig');
    expect(konformitaet(pruefstandAus([sauber]), ['PDF-Rechnungen sind nicht barrierefrei.'])).toBe('teilweise');
  });
});
