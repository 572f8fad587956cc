import { describe, expect, it } from 'vitest';
import { texte } from '../texte.ts';
import { istGueltigeEmail } from './email.ts';
import { anzeigename } from './anzeigename.ts';
import { KontaktdatenSchema } from './schemas.ts';

// SPEC §5 email: optional; standard pattern; at most 254 characters, at most 64 before the @.
describe('istGueltigeEmail', () => {
  it('accepts an empty, missing or ordinary address', () => {
    expect(istGueltigeEmail('')).toBe(true);
    expect(istGueltigeEmail(null)).toBe(true);
    expect(istGueltigeEmail(undefined)).toBe(true);
    expect(istGueltigeEmail('max.mustermann@stadtwerke-musterstadt.de')).toBe(true);
    expect(istGueltigeEmail("o'brien+rechnung@example.co.uk")).toBe(true);
  });

  it('refuses what is not an address', () => {
    for (const falsch of ['max', 'max@', '@example.org', 'max@example', 'max@@example.org', 'max mustermann@example.org', 'max@-example.org']) {
      expect(istGueltigeEmail(falsch), falsch).toBe(false);
    }
  });

  it('allows 64 characters before the @, not 65', () => {
    expect(istGueltigeEmail(`${'a'.repeat(64)}@example.org`)).toBe(true);
    expect(istGueltigeEmail(`${'a'.repeat(65)}@example.org`)).toBe(false);
  });

  it('allows 254 characters in total, not 255', () => {
    const domain = (laenge: number) => `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(laenge - 183)}`;
    const adresse254 = `${'a'.repeat(10)}@${domain(243)}`;
    expect(adresse254).toHaveLength(254);
    expect(istGueltigeEmail(adresse254)).toBe(true);
    const adresse255 = `${'a'.repeat(11)}@${domain(243)}`;
    expect(adresse255).toHaveLength(255);
    expect(istGueltigeEmail(adresse255)).toBe(false);
  });
});

describe('KontaktdatenSchema', () => {
  it('carries the SPEC text for a bad email', () => {
    const r = KontaktdatenSchema.safeParse({ email: 'kaputt', mobil: null, festnetz: null, fax: null });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['email'], message: texte.email.ungueltig });
  });

  it('accepts no email at all and trims the fields', () => {
    expect(KontaktdatenSchema.parse({ email: null, mobil: ' 0171 ' })).toEqual({ email: null, mobil: '0171' });
  });
});

describe('anzeigename', () => {
  it('is the company for Firma, else title, first and last name', () => {
    expect(anzeigename({ anrede: 'Firma', firma: 'Bäckerei GmbH', titel: null, vorname: 'X', nachname: 'Y' })).toBe('Bäckerei GmbH');
    expect(anzeigename({ anrede: 'Herr', firma: null, titel: 'Dr.', vorname: 'Hans', nachname: 'Zukunft' })).toBe('Dr. Hans Zukunft');
    expect(anzeigename({ anrede: 'Familie', firma: null, titel: null, vorname: ' ', nachname: 'Schmidt' })).toBe('Schmidt');
  });
});
