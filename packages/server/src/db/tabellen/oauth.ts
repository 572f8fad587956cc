import type { Generated } from 'kysely';
import type { ErstelltAm, Json, Zeitpunkt } from './spalten.ts';

// OAuth clients, the provider's storage and the customers' grants.

export interface OauthClientTabelle {
  mandant: string;
  client_id: string;
  name: string;
  redirect_uris: Json<string[]>;
  scopes: string;
  erstellt: ErstelltAm;
}

export interface OauthSpeicherTabelle {
  mandant: string;
  modell: string;
  id_hash: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  uid_hash: string | null;
  ablauf: Zeitpunkt | null;
  verbraucht: Zeitpunkt | null;
}

export interface OauthGeheimnisTabelle {
  mandant: string;
  cookie_schluessel: string;
  /** Sealed with the key ring (`versiegelt`); plain only in rows from before, sealed anew when read. */
  jwks: Json<{ keys: Record<string, unknown>[] } | { versiegelt: string }>;
}

export interface FreigabeTabelle {
  mandant: string;
  kundennummer: string;
  id: string;
  client_id: string;
  scopes: string;
  vertraege: Json<string[]>;
  erstellt: Zeitpunkt;
  ablauf: Zeitpunkt;
  widerrufen: Zeitpunkt | null;
}

export interface FreigabeZugriffTabelle {
  mandant: string;
  kundennummer: string;
  freigabe_id: string;
  nr: Generated<number>;
  zeitpunkt: Zeitpunkt;
  aufruf: string;
  anzahl: number;
}

export interface OauthTabellen {
  oauth_client: OauthClientTabelle;
  oauth_speicher: OauthSpeicherTabelle;
  oauth_geheimnis: OauthGeheimnisTabelle;
  freigabe: FreigabeTabelle;
  freigabe_zugriff: FreigabeZugriffTabelle;
}
