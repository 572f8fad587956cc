import { describe, expect, it } from 'vitest';
import { bankverbindungTyp, ibanFormatiert, istGueltigeBic, istIbanEingabeFormatGueltig, vollstaendigeIban } from './regeln.ts';
import { BankverbindungFormularSchema } from './schemas.ts';
import { bankverbindungenTexte } from './texte.ts';

describe('IBAN input (SPEC §5: 20 digits after DE; and any SEPA country)', () => {
  it.each(['89370400440532013000', '8937 0400 4405 3201 3000', 'DE89370400440532013000', 'de89 3704 0044 0532 0130 00', 'AT611904300234573201', 'NL91-ABNA-0417-1643-00'])('accepts %s', (iban) =>
    expect(istIbanEingabeFormatGueltig(iban)).toBe(true),
  );
  it.each(['8937040044053201300', '893704004405320130001', 'DE89370400', '1234ABCDEFGHIJKLMNO', 'DE89 3704 0044 0532 0130 00 €', ''])('rejects %s', (iban) =>
    expect(istIbanEingabeFormatGueltig(iban)).toBe(false),
  );
  it('completes the DE prefix and formats in groups of four', () => {
    expect(vollstaendigeIban('8937 0400 4405 3201 3000')).toBe('DE89370400440532013000');
    expect(vollstaendigeIban('123')).toBeUndefined();
    expect(vollstaendigeIban('at61 1904 3002 3457 3201')).toBe('AT611904300234573201');
    expect(ibanFormatiert('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});

describe('BIC (SPEC §5; we accept a match, see istGueltigeBic)', () => {
  it.each(['COBADEFFXXX', 'COBADEFF', 'BYLADEM1001', '', null])('accepts %s', (bic) => expect(istGueltigeBic(bic)).toBe(true));
  it.each(['COBADEF', 'COBADEFFXX', 'cobadeffxxx', '1OBADEFFXXX', 'COBADEFFXXXX'])('rejects %s', (bic) => expect(istGueltigeBic(bic)).toBe(false));
});

describe('bank form (SPEC §5)', () => {
  const basis = { kontoinhaber: 'Max Mustermann', iban: '89370400440532013000', gueltigVon: '2026-11-19' };
  const mit = { ...basis, lastschrifteinzugErlaubt: true };
  it('has no default for the direct-debit mandate: consent is explicit or absent', () => {
    expect(BankverbindungFormularSchema.safeParse(basis).error?.issues[0]?.message).toBe(bankverbindungenTexte.lastschriftEntscheidung);
    expect(BankverbindungFormularSchema.parse({ ...basis, lastschrifteinzugErlaubt: false }).lastschrifteinzugErlaubt).toBe(false);
  });
  it('requires an account holder of at least 3 characters', () => {
    expect(BankverbindungFormularSchema.safeParse({ ...mit, kontoinhaber: ' Ma ' }).error?.issues[0]?.message).toBe(bankverbindungenTexte.kontoinhaber);
    expect(BankverbindungFormularSchema.safeParse({ ...mit, kontoinhaber: 'Max' }).success).toBe(true);
  });
  it('rejects a wrong IBAN shape and a wrong BIC', () => {
    expect(BankverbindungFormularSchema.safeParse({ ...mit, iban: '123' }).error?.issues[0]?.message).toBe(bankverbindungenTexte.ibanFormat);
    expect(BankverbindungFormularSchema.safeParse({ ...mit, bic: 'XX' }).error?.issues[0]?.message).toBe(bankverbindungenTexte.bic);
  });
});

describe('bank-account classification (SPEC §3)', () => {
  it('is type 0 when valide', () => expect(bankverbindungTyp({ valide: true, iban: 'DE…', ibanAbleitbar: true })).toBe(0));
  it('is type 2 when ibanAbleitbar is present', () => expect(bankverbindungTyp({ valide: false, ibanAbleitbar: false })).toBe(2));
  it('is type 1 when neither ibanAbleitbar nor iban is present', () => expect(bankverbindungTyp({ valide: false })).toBe(1));
  it('is type 3 when iban is present but ibanAbleitbar is absent', () => expect(bankverbindungTyp({ valide: false, iban: 'DE00' })).toBe(3));
});
