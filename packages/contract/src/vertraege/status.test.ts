import { describe, expect, it } from 'vitest';
import { anzeigestatus, istInaktiv, istKuendbar, vertragsstatus } from './status.ts';

const leer = { storniert: false, lieferende: null, gewuenschtesLieferende: null, lieferbeginn: null };

describe('vertragsstatus (SPEC §4 order)', () => {
  it('is beauftragt without any date', () => {
    expect(vertragsstatus(leer)).toBe('beauftragt');
  });

  it('is aktiv once lieferbeginn is set', () => {
    expect(vertragsstatus({ ...leer, lieferbeginn: '2024-01-01' })).toBe('aktiv');
  });

  it('is gekeundigt (SPEC spelling) when a desired end is set, even with lieferbeginn', () => {
    expect(vertragsstatus({ ...leer, lieferbeginn: '2024-01-01', gewuenschtesLieferende: '2027-01-31' })).toBe('gekeundigt');
  });

  it('is beendet when lieferende is set, before gekeundigt', () => {
    expect(vertragsstatus({ ...leer, lieferbeginn: '2024-01-01', gewuenschtesLieferende: '2025-12-31', lieferende: '2025-12-31' })).toBe('beendet');
  });

  it('is storniert above everything else', () => {
    expect(vertragsstatus({ storniert: true, lieferbeginn: '2024-01-01', gewuenschtesLieferende: '2025-12-31', lieferende: '2025-12-31' })).toBe('storniert');
  });
});

describe('display statuses', () => {
  it('maps every status to SPEC’s display name', () => {
    expect(['storniert', 'beendet', 'gekeundigt', 'aktiv', 'beauftragt'].map((s) => anzeigestatus(s as never))).toEqual([
      'STORNIERT',
      'BEENDET',
      'GEKUENDIGT',
      'AKTIV',
      'BEAUFTRAGT',
    ]);
  });

  it('shows only BEENDET and STORNIERT as inactive', () => {
    expect(['AKTIV', 'BEENDET', 'STORNIERT', 'BEAUFTRAGT', 'GEKUENDIGT'].filter((s) => istInaktiv(s as never))).toEqual(['BEENDET', 'STORNIERT']);
  });

  it('offers cancelling only for aktiv', () => {
    expect(['storniert', 'beendet', 'gekeundigt', 'aktiv', 'beauftragt'].filter((s) => istKuendbar(s as never))).toEqual(['aktiv']);
  });
});
