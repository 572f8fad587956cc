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

  it.each([
    ['AT611904300234573201', 'AT611904300234573201'],
    ['FR14 2004 1010 0505 0001 3M02 606', 'FR1420041010050500013M02606'],
    ['nl91-abna-0417-1643-00', 'NL91ABNA0417164300'],
    ['CH9300762011623852957', 'CH9300762011623852957'],
  ])('accepts another SEPA country’s IBAN %s on its check digits, without bank data (a SEPA payer may use any SEPA country)', (eingabe, iban) => {
    expect(ibanPruefen(eingabe)).toEqual({ valide: true, iban, bankname: null, bic: null, blz: null, kontonummer: null, feedback: { typ: 'valid', nachricht: bankverbindungenTexte.ibanGueltig } });
  });

  it('refuses an IBAN outside the SEPA area, and a foreign one with wrong check digits', () => {
    expect(ibanPruefen('BR1800360305000010009795493C1')).toMatchObject({ valide: false, feedback: { nachricht: bankverbindungenTexte.ibanKeinSepa } });
    expect(ibanPruefen('AT611904300234573202')).toMatchObject({ valide: false, feedback: { nachricht: bankverbindungenTexte.ibanPruefziffer } });
  });

  it.each(['DE8937040044053201300', 'DE893704004405320130000', 'AT6119043002345732', 'XX89370400440532013000', 'DE89 3704 0044 0532 0130 0X'])('refuses the wrong shape %s', (iban) => {
    expect(ibanPruefen(iban)).toMatchObject({ valide: false, iban: null, feedback: { typ: 'invalid', nachricht: bankverbindungenTexte.ibanFormat } });
  });

  it('has no verdict for an empty input', () => {
    expect(ibanPruefen('  ').feedback.typ).toBe('undefined');
  });
});
