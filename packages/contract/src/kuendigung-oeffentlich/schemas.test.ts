import { describe, expect, it } from 'vitest';
import { kuendigungsinhalt } from './inhalt.ts';
import { KuendigungOeffentlichBodySchema } from './schemas.ts';
import { kuendigungOeffentlichTexte as t } from './texte.ts';

const gueltig = { art: 'ORDENTLICH', vorname: 'Max', nachname: 'Muster', kundennummer: '1001', plz: '12345', zeitpunkt: 'NAECHSTMOEGLICH', email: 'max@example.org' };
const felder = (daten: object) => Object.fromEntries((KuendigungOeffentlichBodySchema.safeParse(daten).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('public termination form (§312k(2) BGB)', () => {
  it('needs the reason only for an außerordentliche Kündigung', () => {
    expect(felder(gueltig)).toEqual({});
    expect(felder({ ...gueltig, art: 'AUSSERORDENTLICH', grund: '  ' })).toEqual({ grund: t.grundFehlt });
    expect(felder({ ...gueltig, art: 'AUSSERORDENTLICH', grund: 'Umzug ins Ausland' })).toEqual({});
  });

  it('identifies by first and last name or by company, and by customer or contract number', () => {
    expect(felder({ ...gueltig, nachname: '' })).toEqual({ nachname: t.nameFehlt });
    expect(felder({ ...gueltig, vorname: '', nachname: '', firma: 'Bäckerei GmbH' })).toEqual({});
    expect(felder({ ...gueltig, kundennummer: ' ' })).toEqual({ kundennummer: t.nummerFehlt, vertragsnummer: t.nummerFehlt });
    expect(felder({ ...gueltig, kundennummer: '', vertragsnummer: '5000100101' })).toEqual({});
  });

  it('needs a date only for zeitpunkt DATUM and drops it otherwise', () => {
    expect(felder({ ...gueltig, zeitpunkt: 'DATUM' })).toEqual({ datum: t.datumFehlt });
    expect(KuendigungOeffentlichBodySchema.parse({ ...gueltig, datum: '2027-01-31' })).not.toHaveProperty('datum');
    expect(KuendigungOeffentlichBodySchema.parse({ ...gueltig, zeitpunkt: 'DATUM', datum: '2027-01-31' }).datum).toBe('2027-01-31');
  });

  it('names every missing field at once, also without art and zeitpunkt', () => {
    expect(Object.keys(felder({ plz: '', email: '' })).sort()).toEqual(['art', 'email', 'kundennummer', 'nachname', 'plz', 'vertragsnummer', 'vorname', 'zeitpunkt']);
  });

  it('checks postcode and email with German messages', () => {
    expect(felder({ ...gueltig, plz: '1234a', email: 'max@' })).toEqual({ plz: t.plzUngueltig, email: t.emailUngueltig });
    expect(felder({ ...gueltig, email: '' })).toEqual({ email: t.emailFehlt });
  });

  it('lists the content in the order of the form, without empty fields', () => {
    const a = KuendigungOeffentlichBodySchema.parse({ ...gueltig, firma: '', zeitpunkt: 'DATUM', datum: '2027-01-31' });
    expect(kuendigungsinhalt(a).map((z) => `${z.label}: ${z.wert}`)).toEqual([
      'Art der Kündigung: Ordentliche Kündigung',
      'Vorname: Max',
      'Nachname: Muster',
      'Kundennummer: 1001',
      'Postleitzahl der Lieferadresse: 12345',
      'Kündigen zum: 31.01.2027',
      'E-Mail für die Bestätigung: max@example.org',
    ]);
  });
});
