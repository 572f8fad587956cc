import { describe, expect, it } from 'vitest';
import { dokumentBeschreibung } from './beschreibung.ts';

describe('document description (SPEC §3)', () => {
  const d = { dateiname: 'rechnung-2025.pdf', kategorie: 'Rechnung' };
  it('shows the description when it says more than the category', () => {
    expect(dokumentBeschreibung({ ...d, beschreibung: 'Jahresabrechnung 2025' })).toBe('Jahresabrechnung 2025');
  });
  it.each([null, '', '  ', 'Rechnung'])('falls back to the file name for %s', (beschreibung) => {
    expect(dokumentBeschreibung({ ...d, beschreibung })).toBe('rechnung-2025.pdf');
  });
});
