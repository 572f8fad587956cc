import type { ColumnType, Generated } from 'kysely';
import type { ErstelltAm, Json, Zeitpunkt } from './spalten.ts';

// What the processes share to run: rate limits, scheduled work, the outbox to the billing system.

/** Timestamps of counted events (failed logins, IBAN checks) for rate limits shared by all processes. */
export interface RatenereignisTabelle {
  id: Generated<number>;
  mandant: string;
  bereich: string;
  schluessel: string;
  zeitpunkt: Zeitpunkt;
}

/** Requests to the public price feed per tenant, client (IPv4 address or IPv6 /64) and minute (`fenster`: minutes since 1970). */
export interface PreisfeedZaehlerTabelle {
  mandant: string;
  schluessel: string;
  fenster: number;
  anzahl: number;
}

/** Scheduled work (shared/zeitplan): one row per tenant, job and due key; the claim that makes a run happen once. */
export interface AuftragLaufTabelle {
  mandant: string;
  auftrag: string;
  schluessel: string;
  zustand: 'LAEUFT' | 'FERTIG' | 'FEHLER';
  versuche: Generated<number>;
  begonnen: Zeitpunkt;
  frist_bis: Zeitpunkt;
  beendet: Zeitpunkt | null;
  fehler: string | null;
}

/** Everything customers submit that the utility's billing system must learn about. */
export interface OutboxTabelle {
  id: Generated<number>;
  mandant: string;
  art: string;
  /** Null only for a public termination that matched no customer (migration 0031). */
  kundennummer: string | null;
  vertrag_id: string | null;
  payload: Json<unknown>;
  erstellt: ErstelltAm;
  exportiert: Zeitpunkt | null;
}

/** A mail on its way: queued with the change that causes it, sent after commit, retried with backoff. */
export interface MailAusgangTabelle {
  mandant: string;
  id: string;
  /** What it is (e.g. `bestaetigung`, `passwort-reset`): the console and the log name it, never the address. */
  art: string;
  kundennummer: string | null;
  /** Recipient and subject + text, sealed with the key ring (shared/schluesselbund.ts). */
  an_versiegelt: string;
  inhalt_versiegelt: string;
  zustand: 'OFFEN' | 'LAEUFT' | 'GESENDET' | 'FEHLER';
  versuche: ColumnType<number, number | undefined, number>;
  faellig_ab: Zeitpunkt;
  frist_bis: Zeitpunkt | null;
  besitzer: string | null;
  erstellt: Zeitpunkt;
  gesendet: Zeitpunkt | null;
  fehler: string | null;
}

export interface BetriebTabellen {
  mail_ausgang: MailAusgangTabelle;
  ratenereignis: RatenereignisTabelle;
  preisfeed_zaehler: PreisfeedZaehlerTabelle;
  auftrag_lauf: AuftragLaufTabelle;
  outbox: OutboxTabelle;
}
