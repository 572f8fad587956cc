import { bankverbindungenTexte } from '@ekp/contract';
import { describe, expect, it } from 'vitest';
import { ibanPruefen } from './iban-pruefung.ts';

describe('IBAN check (SPEC §7 /bankverbindung/pruefe)', () => {
  it.each([
    ['DE89370400440532013000', 'Commerzbank', 'COBADEFFXXX', '37040044', '0532013000'],
    ['DE02120300000000202051', 'Deutsche Kreditbank Berlin', 'BYLADEM1001', '12030000', '0000202051'],
    ['DE02500105170137075030', 'ING-DiBa', 'INGDDEFFXXX', '50010517', '0137075030'],
    ['DE48100100100000138301', 'Postbank Ndl der Deutsche Bank', 'PBNKDEFFXXX', '10010010', '0000138301'],
    ['DE34200505501234567890', 'Hamburger Sparkasse', 'HASPDEHHXXX', '20050550', '1234567890'],
  ])('accepts %s (%s) and fills bank, BIC, BLZ and account number', (iban, bankname, bic, blz, kontonummer) => {
    expect(ibanPruefen(iban)).toEqual({ valide: true, iban, bankname, bic, blz, kontonummer, feedback: { typ: 'valid', nachricht: bankverbindungenTexte.ibanGueltig } });
  });

  it('takes the input as the form sends it: without DE, with spaces', () => {
    expect(ibanPruefen('8937 0400 4405 3201 3000')).toMatchObject({ valide: true, iban: 'DE89370400440532013000' });
  });

  it('refuses a wrong checksum', () => {
    expect(ibanPruefen('DE89370400440532013001')).toMatchObject({ valide: false, bankname: null, bic: null, feedback: { typ: 'invalid', nachricht: bankverbindungenTexte.ibanPruefziffer } });
  });

  it('refuses an unknown bank code even with correct check digits', () => {
    expect(ibanPruefen('DE23999999990000000000')).toMatchObject({ valide: false, bankname: null, feedback: { typ: 'invalid', nachricht: bankverbindungenTexte.ibanBankUnbekannt } });
  });

  it.each(['DE8937040044053201300', 'DE893704004405320130000', 'AT611904300234573201', 'DE89 3704 0044 0532 0130 0X'])('refuses the wrong shape %s', (iban) => {
    expect(ibanPruefen(iban)).toMatchObject({ valide: false, iban: null, feedback: { typ: 'invalid', nachricht: bankverbindungenTexte.ibanFormat } });
  });

  it('has no verdict for an empty input', () => {
    expect(ibanPruefen('  ').feedback.typ).toBe('undefined');
  });
});
