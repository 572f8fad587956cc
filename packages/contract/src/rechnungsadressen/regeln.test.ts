import { describe, expect, it } from 'vitest';
import { gueltigVonAbMorgen } from '../gueltigkeit/regeln.ts';
import { istGueltigeHausnummer, istGueltigePostleitzahl } from './regeln.ts';
import { adresseBereinigen, RechnungsadresseFormularSchema, type RechnungsadresseFormular } from './schemas.ts';
import { rechnungsadressenTexte } from './texte.ts';

describe('Postleitzahl (SPEC §5: 4 or 5 digits)', () => {
  it.each(['1010', '12345', ' 8001 '])('accepts %s', (plz) => expect(istGueltigePostleitzahl(plz)).toBe(true));
  it.each(['123', '123456', '12a45', '', '12 34'])('rejects %s', (plz) => expect(istGueltigePostleitzahl(plz)).toBe(false));
});

describe('Hausnummer (SPEC §5)', () => {
  it.each(['12', '12a', '12-14', '12/1', '3ab', '7-b'])('accepts %s', (nr) => expect(istGueltigeHausnummer(nr)).toBe(true));
  it.each(['12 a', '12A', 'a12', '12-', '12/1/2', '', '-12'])('rejects %s', (nr) => expect(istGueltigeHausnummer(nr)).toBe(false));
});

const basis: RechnungsadresseFormular = {
  anrede: 'Herr',
  vorname: 'Max',
  nachname: 'Mustermann',
  adressart: 'Normal',
  strasse: 'Lindenallee',
  hausnummer: '5',
  postleitzahl: '12345',
  ort: 'Musterstadt',
  land: 'Deutschland',
  gueltigVon: '2026-11-19',
};

function felder(a: Partial<RechnungsadresseFormular> & Record<string, unknown>): Record<string, string> {
  const r = RechnungsadresseFormularSchema.safeParse({ ...basis, ...a });
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('address form (SPEC §5)', () => {
  it('accepts a complete address', () => expect(felder({})).toEqual({}));

  it('requires a salutation', () => expect(felder({ anrede: '' as never })).toEqual({ anrede: rechnungsadressenTexte.anrede }));

  it('requires the company (≥2) only for Firma', () => {
    expect(felder({ anrede: 'Firma', firma: 'A', vorname: null, nachname: null })).toEqual({ firma: rechnungsadressenTexte.firma });
    expect(felder({ anrede: 'Firma', firma: 'AB', vorname: null, nachname: null })).toEqual({});
    expect(felder({ anrede: 'Herr', firma: null })).toEqual({});
  });

  it('requires the first name (≥2) for Herr and Frau, not for Familie or keine Anrede', () => {
    expect(felder({ anrede: 'Herr', vorname: 'M' })).toEqual({ vorname: rechnungsadressenTexte.vorname });
    expect(felder({ anrede: 'Frau', vorname: '  ' })).toEqual({ vorname: rechnungsadressenTexte.vorname });
    expect(felder({ anrede: 'Familie', vorname: null })).toEqual({});
    expect(felder({ anrede: 'KeineAnrede', vorname: null, nachname: null })).toEqual({});
  });

  it('requires the last name (≥2) for Herr, Frau and Familie', () => {
    expect(felder({ anrede: 'Familie', nachname: 'S' })).toEqual({ nachname: rechnungsadressenTexte.nachname });
    expect(felder({ anrede: 'Frau', nachname: 'Li' })).toEqual({});
  });

  it('checks street (≥3) and house number in Normal mode, with its shape', () => {
    expect(felder({ strasse: 'Ab' })).toEqual({ strasse: rechnungsadressenTexte.strasse });
    expect(felder({ hausnummer: '' })).toEqual({ hausnummer: rechnungsadressenTexte.hausnummer });
    expect(felder({ hausnummer: '12 a' })).toEqual({ hausnummer: rechnungsadressenTexte.hausnummerFormat });
  });

  it('checks only the Postfach (≥3) in Postfach mode', () => {
    expect(felder({ adressart: 'Postfach', strasse: null, hausnummer: null, postfach: '12' })).toEqual({ postfach: rechnungsadressenTexte.postfach });
    expect(felder({ adressart: 'Postfach', strasse: null, hausnummer: null, postfach: '123' })).toEqual({});
  });

  it('checks postal code, city (≥3) and country', () => {
    expect(felder({ postleitzahl: '123' })).toEqual({ postleitzahl: rechnungsadressenTexte.postleitzahl });
    expect(felder({ ort: 'Ul' })).toEqual({ ort: rechnungsadressenTexte.ort });
    expect(felder({ land: 'Frankreich' as never })).toEqual({ land: rechnungsadressenTexte.land });
    expect(felder({ land: 'Schweiz', postleitzahl: '8001' })).toEqual({});
  });

  it('adds gueltigVon ≥ tomorrow when given today', () => {
    const mitDatum = RechnungsadresseFormularSchema.superRefine(gueltigVonAbMorgen('2026-11-18'));
    expect(mitDatum.safeParse({ ...basis, gueltigVon: '2026-11-19' }).success).toBe(true);
    const heute = mitDatum.safeParse({ ...basis, gueltigVon: '2026-11-18' });
    expect(heute.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['gueltigVon', 'Das Datum darf frühestens der 19.11.2026 sein.']]);
  });
});

describe('clearing the unused address type on submit (SPEC §4)', () => {
  it('drops the Postfach in Normal mode', () => {
    const a = adresseBereinigen({ ...basis, postfach: '123', titel: ' ' });
    expect(a).toMatchObject({ strasse: 'Lindenallee', hausnummer: '5', postfach: null, titel: null });
  });
  it('drops street and house number in Postfach mode', () => {
    const a = adresseBereinigen({ ...basis, adressart: 'Postfach', postfach: ' 4711 ' });
    expect(a).toMatchObject({ strasse: null, hausnummer: null, postfach: '4711' });
  });
});
