import type { AblesekampagneTabellen } from './tabellen/ablesekampagne.ts';
import type { AbrechnungsinformationTabellen } from './tabellen/abrechnungsinformation.ts';
import type { AntragsTabellen } from './tabellen/antraege.ts';
import type { BenachrichtigungsTabellen } from './tabellen/benachrichtigungen.ts';
import type { BetriebTabellen } from './tabellen/betrieb.ts';
import type { KundenTabellen } from './tabellen/kunden.ts';
import type { LastgangSicht, MesswertTabellen } from './tabellen/messwerte.ts';
import type { OauthTabellen } from './tabellen/oauth.ts';
import type { ServiceTabellen } from './tabellen/service.ts';
import type { StammdatenTabellen } from './tabellen/stammdaten.ts';
import type { VertragsTabellen } from './tabellen/vertraege.ts';

// Row types of every table (migrations in ./migrations), one file per area under ./tabellen; this file
// puts them together for Kysely and is where the rest of the code imports them from.
export type * from './tabellen/ablesekampagne.ts';
export type * from './tabellen/antraege.ts';
export type * from './tabellen/benachrichtigungen.ts';
export type * from './tabellen/betrieb.ts';
export type * from './tabellen/kunden.ts';
export type * from './tabellen/messwerte.ts';
export type * from './tabellen/oauth.ts';
export type * from './tabellen/service.ts';
export type * from './tabellen/stammdaten.ts';
export type * from './tabellen/vertraege.ts';

export interface Tabellen
  extends AblesekampagneTabellen, KundenTabellen, BetriebTabellen, VertragsTabellen, StammdatenTabellen, AntragsTabellen, MesswertTabellen, BenachrichtigungsTabellen, OauthTabellen, ServiceTabellen, AbrechnungsinformationTabellen {}

/** Views (not tables: the schema test leaves them out). */
export interface Sichten {
  lastgang: LastgangSicht;
}
