import type { Anrede } from '@ekp/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Datum, ErstelltAm, KundenArt, Zeitpunkt, Zugang } from './spalten.ts';

// Customers and their sign-in: the account, sessions, the second factor and the traces of good logins.

export interface AnschlussnutzerTabelle {
  mandant: string;
  kundennummer: string;
  passwort_hash: string | null;
  passwort_aendern: boolean;
  portal_gesperrt: boolean;
  anrede: Anrede;
  titel: string | null;
  vorname: string | null;
  nachname: string | null;
  firma: string | null;
  geburtsdatum: Datum | null;
  email: string | null;
  festnetz: string | null;
  mobil: string | null;
  fax: string | null;
  kunden_art: KundenArt;
  zugang: Zugang;
  /** Loaded by the demo data set (migration 0008); an import of the same number replaces the record. */
  demo: Generated<boolean>;
}

export interface SitzungTabelle {
  token_hash: string;
  mandant: string;
  kundennummer: string;
  ablauf: Zeitpunkt;
  erstellt: ErstelltAm;
  /** Reads go to the primary until then: this session wrote (read replicas, db/replikate.ts). */
  primaer_bis: ColumnType<Date | null, Date | undefined, Date>;
  /** The staff member of an "Ansicht als Kunde" session (read-only); null for the customer's own. */
  ansicht_von: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PasswortResetTabelle {
  token_hash: string;
  mandant: string;
  kundennummer: string;
  ablauf: Zeitpunkt;
  verwendet: Zeitpunkt | null;
}

/** TOTP secret per customer; `aktiv` once confirmed with a first code. */
export interface ZweiterFaktorTabelle {
  mandant: string;
  kundennummer: string;
  geheimnis: string;
  aktiv: boolean;
  /** The last accepted 30-second step, so a code works once (RFC 6238 §5.2). */
  letzter_schritt: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface WiederherstellungscodeTabelle {
  mandant: string;
  kundennummer: string;
  code_hash: string;
}

export interface AnmeldeChallengeTabelle {
  token_hash: string;
  mandant: string;
  kundennummer: string;
  ablauf: Zeitpunkt;
  bestaetigt: ColumnType<boolean, boolean | undefined, boolean>;
  /** Wrong codes on this challenge (migration 0052); at 5 it is gone. */
  fehlversuche: ColumnType<number, number | undefined, number>;
}

/** The "not you?" link of a change notice (only its hash). */
export interface KontoSperrlinkTabelle {
  mandant: string;
  kundennummer: string;
  token_hash: string;
  ablauf: Zeitpunkt;
}

/** The device cookie of a good login (hash only). */
export interface BekanntesGeraetTabelle {
  mandant: string;
  kundennummer: string;
  token_hash: string;
  zuletzt: Zeitpunkt;
}

/** The client (/64 or IPv4 address) of the customer's last good login. */
export interface LetzteAnmeldungTabelle {
  mandant: string;
  kundennummer: string;
  client: string;
  zeitpunkt: Zeitpunkt;
}

export interface KundenTabellen {
  anschlussnutzer: AnschlussnutzerTabelle;
  sitzung: SitzungTabelle;
  passwort_reset: PasswortResetTabelle;
  zweiter_faktor: ZweiterFaktorTabelle;
  wiederherstellungscode: WiederherstellungscodeTabelle;
  anmelde_challenge: AnmeldeChallengeTabelle;
  konto_sperrlink: KontoSperrlinkTabelle;
  bekanntes_geraet: BekanntesGeraetTabelle;
  letzte_anmeldung: LetzteAnmeldungTabelle;
}
