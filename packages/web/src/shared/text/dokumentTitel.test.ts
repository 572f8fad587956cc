import { describe, expect, it } from 'vitest';
import { dokumentTitel } from './dokumentTitel.ts';

describe('a document is named by its title, never by its file name', () => {
  it('the description where it says more than the category', () => {
    expect(dokumentTitel({ beschreibung: 'Jahresabrechnung 2025', kategorie: 'Rechnung' })).toBe('Jahresabrechnung 2025');
  });
  it('the category where the description is empty or repeats it', () => {
    expect(dokumentTitel({ beschreibung: 'Vertrag', kategorie: 'Vertrag' })).toBe('Vertrag');
    expect(dokumentTitel({ beschreibung: ' ', kategorie: 'Rechnung' })).toBe('Rechnung');
    expect(dokumentTitel({ beschreibung: null, kategorie: '' })).toBe('Dokument');
  });
});
