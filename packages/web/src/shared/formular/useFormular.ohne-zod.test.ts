import { describe, expect, it, vi } from 'vitest';

// The login page submits through useFormular and carries no zod (~17 KB gzip). Every zod entry fails
// to load in this file, so the hook must get by without it.
const geladen = (paket: string) => {
  throw new Error(`useFormular lädt ${paket}`);
};
vi.mock('zod', () => geladen('zod'));
vi.mock('zod/mini', () => geladen('zod/mini'));
vi.mock('zod/v4/locales/de.js', () => geladen('zod/v4/locales/de.js'));

describe('useFormular on the login page', () => {
  it('loads without zod', async () => {
    const modul = await import('./useFormular.ts');
    expect(typeof modul.useFormular).toBe('function');
  });
});
