import { describe, expect, it } from 'vitest';
import { centText, euroText, lieferadresse, preisangabe, prozentText, versorgungsartText } from './format.ts';

describe('preisangabe (SPEC §9 brutto/netto label)', () => {
  it('is brutto for the all-inclusive-gross tariff, for any customer type', () => {
    expect(preisangabe({ tariftyp: 'ALLES_INKLUSIVE_BRUTTO', istDynamisch: false }, 'Sondervertragskunde')).toBe('brutto');
  });
  it('is brutto for a dynamic tariff of a household customer', () => {
    expect(preisangabe({ tariftyp: 'DYNAMISCHER_PREIS', istDynamisch: true }, 'Haushaltskunde')).toBe('brutto');
  });
  it('is netto for a dynamic tariff of a business customer and for the other models', () => {
    expect(preisangabe({ tariftyp: 'DYNAMISCHER_PREIS', istDynamisch: true }, 'RLMKunde')).toBe('netto');
    expect(preisangabe({ tariftyp: 'ALLES_INKLUSIVE_NETTO', istDynamisch: false }, 'Haushaltskunde')).toBe('netto');
    expect(preisangabe({ tariftyp: 'REINER_ENERGIEPREIS', istDynamisch: false }, 'Haushaltskunde')).toBe('netto');
  });
});

describe('formats (SPEC §9)', () => {
  it('shows grundpreis in € and arbeitspreis in Cent with a decimal comma and 2 decimals', () => {
    expect(euroText(13.9)).toBe('13,90 €');
    expect(centText(0.2961)).toBe('29,61 ct/kWh');
    expect(prozentText(30)).toBe('30,00 %');
    expect(euroText(null)).toBe('');
  });
  it('names Strom and Gas, anything else as not found', () => {
    expect(versorgungsartText('Gas')).toBe('Gas');
    expect(versorgungsartText('Wasser')).toBe('Versorgungsart nicht gefunden');
  });
  it('joins the delivery address', () => {
    expect(lieferadresse({ strasse: 'Gartenweg', hausnummer: '3a', plz: '12345', ort: 'Musterstadt' })).toBe('Gartenweg 3a, 12345 Musterstadt');
  });
});
