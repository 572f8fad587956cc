import type { ColumnType, Generated } from 'kysely';
import type { Zeitpunkt } from './spalten.ts';

// Row types of the service console's tables (migration 0080_service).

export interface MitarbeiterTabelle {
  mandant: string;
  kennung: string;
  name: string;
  rolle: 'ADMIN' | 'SACHBEARBEITUNG';
  passwort_hash: string;
  passwort_aendern: ColumnType<boolean, boolean | undefined, boolean>;
  aktiv: ColumnType<boolean, boolean | undefined, boolean>;
  totp_geheimnis: string | null;
  totp_aktiv: ColumnType<boolean, boolean | undefined, boolean>;
  letzter_schritt: ColumnType<number | null, number | null | undefined, number | null>;
  demo: ColumnType<boolean, boolean | undefined, boolean>;
  erstellt: ColumnType<Date, Date | string | undefined, never>;
}

export interface MitarbeiterSitzungTabelle {
  mandant: string;
  token_hash: string;
  kennung: string;
  erstellt: Zeitpunkt;
  ablauf: Zeitpunkt;
}

export interface MitarbeiterChallengeTabelle {
  mandant: string;
  token_hash: string;
  kennung: string;
  ablauf: Zeitpunkt;
}

export interface ServiceEinstellungTabelle {
  mandant: string;
  protokoll_tage: ColumnType<number, number | undefined, number>;
  erledigt_betreff: string | null;
  erledigt_text: string | null;
}

export interface ServiceProtokollTabelle {
  mandant: string;
  id: Generated<number>;
  zeitpunkt: Zeitpunkt;
  kennung: string;
  aktion: string;
  kundennummer: string | null;
  details: string;
  adresse: string;
}

export interface VorgangTabelle {
  mandant: string;
  outbox_id: number;
  status: 'neu' | 'in_bearbeitung' | 'erledigt';
  bearbeiter: string | null;
  notizen: ColumnType<Array<{ von: string; am: string; text: string }>, string | undefined, string>;
  geaendert: Zeitpunkt;
}

export interface KundeKontoTabelle {
  mandant: string;
  kundennummer: string;
  zustand: string;
  grund: string | null;
  gesetzt_von: string;
  gesetzt_am: Zeitpunkt;
}

export interface KundeAnmeldungTabelle {
  mandant: string;
  kundennummer: string;
  id: Generated<number>;
  zeitpunkt: Zeitpunkt;
}

export interface ServiceTabellen {
  mitarbeiter: MitarbeiterTabelle;
  mitarbeiter_sitzung: MitarbeiterSitzungTabelle;
  mitarbeiter_challenge: MitarbeiterChallengeTabelle;
  service_einstellung: ServiceEinstellungTabelle;
  service_protokoll: ServiceProtokollTabelle;
  vorgang: VorgangTabelle;
  kunde_konto: KundeKontoTabelle;
  kunde_anmeldung: KundeAnmeldungTabelle;
}
