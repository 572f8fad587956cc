import { describe, expect, it } from 'vitest';
import { betragsbasisText, umsatzsteuerSatz } from '../geld/umsatzsteuer.ts';
import { historieBetragsbasis } from './betragsbasis.ts';

describe('what the history’s costs include', () => {
  it('dynamic and gross tariffs are priced with VAT, a net fixed tariff without', () => {
    const satz = umsatzsteuerSatz('2026-11-18', 'Strom');
    expect(betragsbasisText(historieBetragsbasis({ tariftyp: 'DYNAMISCHER_PREIS', istDynamisch: true }), satz)).toBe('inkl. 19 % USt.');
    expect(betragsbasisText(historieBetragsbasis({ tariftyp: 'ALLES_INKLUSIVE_BRUTTO', istDynamisch: false }), satz)).toBe('inkl. 19 % USt.');
    expect(betragsbasisText(historieBetragsbasis({ tariftyp: 'ALLES_INKLUSIVE_NETTO', istDynamisch: false }), satz)).toBe('netto');
    expect(betragsbasisText(historieBetragsbasis({ tariftyp: 'REINER_ENERGIEPREIS', istDynamisch: false }), satz)).toBe('netto');
  });
});
