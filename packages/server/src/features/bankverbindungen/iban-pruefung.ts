import { bankverbindungenTexte, ibanOhneLeerzeichen, vollstaendigeIban, type IbanPruefung } from '@ekp/contract';
import { bankDataByIBAN } from 'bankdata-germany';
import { isSEPACountry, isValidIBAN, validateIBAN, ValidationErrorsIBAN as F } from 'ibantools';

const leer = { iban: null, bankname: null, bic: null, kontonummer: null, blz: null };
const ungueltig = (nachricht: string, iban: string | null = null): IbanPruefung => ({
  valide: false,
  ...leer,
  iban,
  feedback: { typ: 'invalid', nachricht },
});

/**
 * SPEC §7 /bankverbindung/pruefe: shape, a SEPA country 260/2012 Art. 9 forbids
 * refusing another SEPA country's account), the country's length and the ISO 13616 mod-97 check digits
 * (ibantools), then for German IBANs the bank from the Bundesbank's bank code data (bankdata-germany); an
 * unknown German bank code is invalid. Other countries' accounts carry no bank data: BIC is optional in SEPA.
 * BLZ and account number are read from the IBAN (DEkk BBBBBBBB KKKKKKKKKK).
 *
 * Not checked: the per-bank account check-digit method (Prüfzifferverfahren). No maintained package in
 * our registry list provides it; bankdata-germany points to ibantools-germany, which is not in that list.
 */
export function ibanPruefen(eingabe: string): IbanPruefung {
  if (!ibanOhneLeerzeichen(eingabe)) return { valide: false, ...leer, feedback: { typ: 'undefined', nachricht: bankverbindungenTexte.ibanFormat } };
  const iban = vollstaendigeIban(eingabe);
  if (!iban) return ungueltig(bankverbindungenTexte.ibanFormat);
  const fehler = validateIBAN(iban).errorCodes;
  if (fehler.includes(F.NoIBANCountry)) return ungueltig(bankverbindungenTexte.ibanFormat);
  if (!isSEPACountry(iban.slice(0, 2))) return ungueltig(bankverbindungenTexte.ibanKeinSepa, iban);
  if (fehler.includes(F.WrongBBANLength) || fehler.includes(F.WrongBBANFormat)) return ungueltig(bankverbindungenTexte.ibanFormat);
  if (fehler.length > 0) return ungueltig(bankverbindungenTexte.ibanPruefziffer, iban);
  // Another SEPA country's account is valid on its check digits; the bank data is Germany's only.
  if (!iban.startsWith('DE')) return { valide: true, ...leer, iban, feedback: { typ: 'valid', nachricht: bankverbindungenTexte.ibanGueltig } };
  const bank = bankDataByIBAN(iban);
  if (!bank) return ungueltig(bankverbindungenTexte.ibanBankUnbekannt, iban);
  return {
    valide: true,
    iban,
    bankname: bank.bankName,
    bic: bank.bic ?? null,
    blz: iban.slice(4, 12),
    kontonummer: iban.slice(12),
    feedback: { typ: 'valid', nachricht: bankverbindungenTexte.ibanGueltig },
  };
}

/** The ISO 13616 check alone, for stored IBANs (SPEC §3 "valide"). */
export function istIbanPruefsummeGueltig(iban: string): boolean {
  return isValidIBAN(ibanOhneLeerzeichen(iban));
}
