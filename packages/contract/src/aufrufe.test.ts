import { describe, expect, it, vi } from 'vitest';

// The home page and the consumption history take the contract through `@ekp/contract/aufrufe`;
// zod and the contract's schemas cost a third of a second of a throttled phone's main thread there.
const geladen = (paket: string) => {
  throw new Error(`@ekp/contract/aufrufe lädt ${paket}`);
};
vi.mock('zod', () => geladen('zod'));
vi.mock('zod/mini', () => geladen('zod/mini'));
vi.mock('zod/v4/locales/de.js', () => geladen('zod/v4/locales/de.js'));

describe('@ekp/contract/aufrufe', () => {
  it('loads without zod', async () => {
    const aufrufe = await import('./aufrufe.ts');
    expect(aufrufe.vertraegeKoepfe.aktuellerTarif).toEqual({ methode: 'GET', pfad: '/:vertragId/aktueller_tarif', auth: true });
    expect(aufrufe.anzeigename({ anrede: 'Herr', firma: null, titel: 'Dr.', vorname: 'Max', nachname: 'Muster' })).toBe('Dr. Max Muster');
  });
});
