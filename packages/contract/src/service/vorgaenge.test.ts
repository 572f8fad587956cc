import { describe, expect, it } from 'vitest';
import { faelligAm, istUeberfaellig, vorgangArtVon } from './vorgaenge.ts';

describe('Vorgänge: kinds and due dates', () => {
  it('maps outbox kinds to Vorgang kinds, suffixes to their base, billing-only kinds to none', () => {
    expect(vorgangArtVon('kuendigung_oeffentlich')).toBe('kuendigung_oeffentlich');
    expect(vorgangArtVon('bankverbindung_beendet')).toBe('bankverbindung');
    expect(vorgangArtVon('rechnungsadresse_geloescht')).toBe('rechnungsadresse');
    expect(vorgangArtVon('unbekannt')).toBeNull();
  });

  it('§ 41b(1) EnWG: a termination within one week; § 41b(5): a move within two weeks, across a month end', () => {
    expect(faelligAm('kuendigung', '2026-11-27')).toBe('2026-12-04');
    expect(faelligAm('kuendigung_oeffentlich', '2026-12-30')).toBe('2027-01-06');
    expect(faelligAm('umzug', '2026-11-18')).toBe('2026-12-02');
    expect(faelligAm('kontaktanfrage', '2026-11-18')).toBe('2026-11-21');
  });

  it('is overdue the day after its due day unless done', () => {
    expect(istUeberfaellig('2026-11-18', 'neu', '2026-11-18')).toBe(false);
    expect(istUeberfaellig('2026-11-18', 'in_bearbeitung', '2026-11-19')).toBe(true);
    expect(istUeberfaellig('2026-11-18', 'erledigt', '2026-11-30')).toBe(false);
  });
});
