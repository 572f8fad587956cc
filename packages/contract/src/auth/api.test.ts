import { describe, expect, it } from 'vitest';
import { LoginHeadersSchema, PasswortResetAbschlussHeadersSchema } from './api.ts';
import { passwortHeaderDekodieren, passwortHeaderKodieren } from './aufrufe.ts';

describe('password headers', () => {
  it('survive characters a header cannot carry, such as €', () => {
    const kodiert = passwortHeaderKodieren('Sonnig2026€ ä');
    expect(kodiert).toMatch(/^[\x21-\x7e]+$/);
    expect(passwortHeaderDekodieren(kodiert)).toBe('Sonnig2026€ ä');
  });

  it('leave plain passwords untouched both ways', () => {
    expect(passwortHeaderKodieren('Energie2026!')).toBe('Energie2026!');
    expect(LoginHeadersSchema.parse({ kundennummer: ' 1001 ', passwort: 'Energie2026!' })).toEqual({ kundennummer: '1001', passwort: 'Energie2026!' });
  });

  it('take a value that is not percent-encoding as sent', () => {
    expect(passwortHeaderDekodieren('50%Rabatt')).toBe('50%Rabatt');
  });

  it('refuse an empty login password and an overlong new password', () => {
    expect(LoginHeadersSchema.safeParse({ kundennummer: '1001', passwort: '' }).success).toBe(false);
    expect(PasswortResetAbschlussHeadersSchema.safeParse({ token: 't', neuespasswort: 'x'.repeat(257) }).success).toBe(false);
    expect(PasswortResetAbschlussHeadersSchema.parse({ token: 't', neuespasswort: '%E2%82%AC-Zeichen' }).neuespasswort).toBe('€-Zeichen');
  });
});
