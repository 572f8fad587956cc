import { describe, expect, it, vi } from 'vitest';

// The browser's first page takes the contract through `@ekp/contract/ohne-zod`; zod there costs
// ~17 KB gzip. Every package the contract uses fails to load in this file, so the entry must get by without.
const geladen = (paket: string) => {
  throw new Error(`@ekp/contract/ohne-zod lädt ${paket}`);
};
vi.mock('zod', () => geladen('zod'));
vi.mock('zod/mini', () => geladen('zod/mini'));
vi.mock('zod/v4/locales/de.js', () => geladen('zod/v4/locales/de.js'));
vi.mock('date-fns', () => geladen('date-fns'));
vi.mock('@date-fns/tz', () => geladen('@date-fns/tz'));

describe('@ekp/contract/ohne-zod', () => {
  it('loads without zod or any other package', async () => {
    const ohneZod = await import('./ohne-zod.ts');
    expect(ohneZod.authKoepfe.login).toEqual({ methode: 'POST', pfad: '/anschlussnutzer/login', auth: false });
  });
});
