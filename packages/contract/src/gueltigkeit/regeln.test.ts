import { describe, expect, it } from 'vitest';
import { eigeneGiltHinweis, uebersichtHinweis } from './hinweise.ts';
import { detailFall, fruehestesGueltigVon, istAktuell, kommenderEintrag, listenAktion, uebersichtFall } from './regeln.ts';

const heute = '2026-11-18';

describe('delete or end (SPEC §4)', () => {
  it('deletes what starts after today and ends what started today or before', () => {
    expect(listenAktion({ gueltigVon: '2026-11-19' }, heute)).toBe('loeschen');
    expect(listenAktion({ gueltigVon: '2026-11-18' }, heute)).toBe('beenden');
    expect(listenAktion({ gueltigVon: '2020-01-01' }, heute)).toBe('beenden');
  });
  it('counts gueltigBis as the last valid day', () => {
    expect(istAktuell({ gueltigVon: '2020-01-01', gueltigBis: heute }, heute)).toBe(true);
    expect(istAktuell({ gueltigVon: '2020-01-01', gueltigBis: '2026-11-17' }, heute)).toBe(false);
  });
  it('sets the earliest gueltigVon to tomorrow, across a month end', () => {
    expect(fruehestesGueltigVon('2026-11-30')).toBe('2026-12-01');
  });
});

describe('overview hint cases (SPEC §4)', () => {
  const aktuell = { gueltigVon: '2020-01-01' };
  const zukunft = { gueltigVon: '2026-12-01' };
  const vertrag = { gueltigVon: '2024-01-01', vertragId: 'V1' };
  it('knows the four cases and the case without a hint', () => {
    expect(uebersichtFall([], heute)).toBe('keine');
    expect(uebersichtFall([{ gueltigVon: '2020-01-01', gueltigBis: '2025-01-01' }], heute)).toBe('keine');
    expect(uebersichtFall([zukunft], heute)).toBe('nurZukuenftige');
    expect(uebersichtFall([vertrag], heute)).toBe('nurVertragsspezifische');
    expect(uebersichtFall([aktuell, vertrag], heute)).toBe('aktuellUndVertragsspezifische');
    expect(uebersichtFall([aktuell], heute)).toBeNull();
    // The next entry to start, customer-wide only on the overview, any on a contract's page.
    const vertragZukunft = { gueltigVon: '2026-11-25', vertragId: 'V1' };
    expect(kommenderEintrag([vertrag, { gueltigVon: '2027-01-01' }, zukunft, vertragZukunft], heute, true)).toBe(zukunft);
    expect(kommenderEintrag([vertrag, zukunft, vertragZukunft], heute, false)).toBe(vertragZukunft);
    expect(kommenderEintrag([aktuell, vertrag], heute, false)).toBeUndefined();
  });
  it('words the hints in German for both kinds', () => {
    expect(uebersichtHinweis('Rechnungsadresse', 'keine')).toBe('Aktuell haben Sie keine Rechnungsadresse hinterlegt.');
    expect(uebersichtHinweis('Bankverbindung', 'keine')).toBe('Aktuell haben Sie keine Bankverbindung hinterlegt.');
    expect(uebersichtHinweis('Rechnungsadresse', 'nurZukuenftige', '2026-12-01')).toBe(
      'Aktuell haben Sie keine gültige Rechnungsadresse hinterlegt. Ihre neue Rechnungsadresse gilt ab dem 01.12.2026.',
    );
    expect(uebersichtHinweis('Bankverbindung', 'nurVertragsspezifische')).toContain('abweichende Bankverbindungen');
    expect(uebersichtHinweis('Rechnungsadresse', 'aktuellUndVertragsspezifische')).toContain('vertragsspezifische Rechnungsadresse');
    expect(eigeneGiltHinweis('Bankverbindung')).toBe('Für diesen Vertrag ist keine abweichende Bankverbindung hinterlegt. Es gilt Ihre allgemeine Bankverbindung.');
  });
});

describe('contract detail cases (SPEC §4)', () => {
  it('tells current, none and only other entries apart', () => {
    expect(detailFall([{ gueltigVon: '2020-01-01' }], heute)).toBe('aktuell');
    expect(detailFall([], heute)).toBe('keine');
    expect(detailFall([{ gueltigVon: '2020-01-01', gueltigBis: '2021-01-01' }], heute)).toBe('nurAndere');
    expect(detailFall([{ gueltigVon: '2027-01-01' }], heute)).toBe('nurAndere');
  });
});
