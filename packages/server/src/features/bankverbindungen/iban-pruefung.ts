import { bankverbindungenTexte, ibanOhneLeerzeichen, vollstaendigeIban, type IbanPruefung } from '@ekp/contract';
import { bankDataByIBAN } from 'bankdata-germany';
import { isValidIBAN } from 'ibantools';

const leer = { iban: null, bankname: null, bic: null, kontonummer: null, blz: null };
const ungueltig = (nachricht: string, iban: string | null = null): IbanPruefung => ({
  valide: false,
  ...leer,
  iban,
  feedback: { typ: 'invalid', nachricht },
});

/**
 * SPEC §7 /bankverbindung/pruefe: shape (DE + 20 digits), the ISO 13616 mod-97 check digits (ibantools),
 * then the bank from the Bundesbank's bank code data (bankdata-germany); an unknown bank code is invalid.
 * BLZ and account number are read from the IBAN (DEkk BBBBBBBB KKKKKKKKKK).
 *
 * Not checked: the per-bank account check-digit method (Prüfzifferverfahren). No maintained package in
 * our registry list provides it; bankdata-germany points to ibantools-germany, which is not in that list.
 */
export function ibanPruefen(eingabe: string): IbanPruefung {
  if (!ibanOhneLeerzeichen(eingabe)) return { valide: false, ...leer, feedback: { typ: 'undefined', nachricht: bankverbindungenTexte.ibanFormat } };
  const iban = vollstaendigeIban(eingabe);
  if (!iban) return ungueltig(bankverbindungenTexte.ibanFormat);
  if (!isValidIBAN(iban)) return ungueltig(bankverbindungenTexte.ibanPruefziffer, iban);
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
