import type { Bankverbindung, IbanPruefung } from '@ekp/contract';
import { isoDatum, type DatierteZeile, type EigeneSpalten } from '../../domain/datierte-eintraege.ts';
import { istIbanPruefsummeGueltig } from './iban-pruefung.ts';

export function alsBankverbindung(z: DatierteZeile<'bankverbindung'>): Bankverbindung {
  return {
    bankverbindungId: z.id,
    vertragId: z.vertrag_id,
    kontoinhaber: z.kontoinhaber,
    iban: z.iban,
    bic: z.bic,
    bankname: z.bankname,
    blz: z.blz,
    kontonummer: z.kontonummer,
    gueltigVon: isoDatum(z.gueltig_von),
    gueltigBis: isoDatum(z.gueltig_bis),
    lastschrifteinzugErlaubt: z.lastschrifteinzug_erlaubt,
    mandatsreferenz: z.mandatsreferenz,
    valide: istIbanPruefsummeGueltig(z.iban),
  };
}

interface GepruefteBankverbindung {
  kontoinhaber: string;
  pruefung: IbanPruefung & { iban: string };
  lastschrifteinzugErlaubt: boolean;
}

export function bankverbindungSpalten(e: GepruefteBankverbindung, mandatsreferenz: string | null): EigeneSpalten<'bankverbindung'> {
  return {
    kontoinhaber: e.kontoinhaber,
    iban: e.pruefung.iban,
    bic: e.pruefung.bic,
    bankname: e.pruefung.bankname,
    blz: e.pruefung.blz,
    kontonummer: e.pruefung.kontonummer,
    lastschrifteinzug_erlaubt: e.lastschrifteinzugErlaubt,
    mandatsreferenz,
  };
}
