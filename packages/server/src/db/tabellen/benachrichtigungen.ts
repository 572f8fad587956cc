import type { BenachrichtigungsKanal, Ereignis } from '@ekp/contract';
import type { ColumnType } from 'kysely';
import type { Zeitpunkt } from './spalten.ts';

// The notification centre, its settings, push subscriptions and deliveries.

/** The in-portal notification centre; `schluessel` is the event key (one entry per customer and event). */
export interface BenachrichtigungTabelle {
  mandant: string;
  kundennummer: string;
  id: string;
  schluessel: string;
  ereignis: Ereignis;
  titel: string;
  text: string;
  link: string;
  erstellt: Zeitpunkt;
  gelesen: Zeitpunkt | null;
}

export interface BenachrichtigungEinstellungTabelle {
  mandant: string;
  kundennummer: string;
  ereignis: Ereignis;
  kanal: BenachrichtigungsKanal;
  aktiv: boolean;
}

export interface BenachrichtigungProfilTabelle {
  mandant: string;
  kundennummer: string;
  nachts_erlaubt: ColumnType<boolean, boolean | undefined, boolean>;
  fenster_stunden: ColumnType<number, number | undefined, number>;
}

export interface PushAboTabelle {
  mandant: string;
  kundennummer: string;
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  geraet: string;
  erstellt: Zeitpunkt;
}

/** One push or mail of one event to one customer: its key makes it go out once. */
export interface BenachrichtigungZustellungTabelle {
  mandant: string;
  kundennummer: string;
  schluessel: string;
  kanal: 'push' | 'mail';
  ereignis: Ereignis;
  titel: string;
  text: string;
  link: string;
  zustand: 'OFFEN' | 'LAEUFT' | 'GESENDET' | 'FEHLER';
  faellig_ab: Zeitpunkt;
  frist_bis: Zeitpunkt | null;
  versuche: ColumnType<number, number | undefined, number>;
  gesendet: Zeitpunkt | null;
  fehler: string | null;
  /** The claim (a random token per claimed batch) that holds the row while LAEUFT. */
  besitzer: string | null;
  /** Push devices (push_abo ids) that accepted this delivery on an earlier attempt: a retry skips them. */
  angenommen: ColumnType<string[], string[] | undefined, string[]>;
}

export interface BenachrichtigungsTabellen {
  benachrichtigung: BenachrichtigungTabelle;
  benachrichtigung_einstellung: BenachrichtigungEinstellungTabelle;
  benachrichtigung_profil: BenachrichtigungProfilTabelle;
  push_abo: PushAboTabelle;
  benachrichtigung_zustellung: BenachrichtigungZustellungTabelle;
}
