import type { Mandanten } from '../config/mandanten.ts';
import type { Db } from '../db/verbinden.ts';
import type { VapidSchluessel } from './push/push.ts';
import type { PushErlaubnis } from './push/push-ziel.ts';
import type { Mailer } from './mail.ts';
import type { Schluesselbund } from './schluesselbund.ts';
import type { Uhr } from '../config/uhr.ts';

/** What every feature may use; built once in main.ts (or the test helper) and handed to the app. */
export interface Dienste {
  db: Db;
  /** Read replicas (DATABASE_READ_URL); reads that tolerate lag take them through shared/lese-db.ts. */
  replikate?: { db: Db; pinMs: number } | undefined;
  mandanten: Mandanten;
  uhr: Uhr;
  mailer: Mailer;
  /** Session lifetime in seconds (EKP_SESSION_TTL). */
  sitzungTtl: number;
  /** Absolute session lifetime in seconds (EKP_SESSION_MAX); 12 hours when absent. */
  sitzungMax?: number;
  /** Where reading photos are stored as files (PGlite's data directory); absent: in the database row. */
  fotoVerzeichnis?: string | undefined;
  /** Seals the TOTP secrets (EKP_SCHLUESSEL); absent: a key that lives as long as the process (tests). */
  schluessel?: Schluesselbund;
  /** Directory of the built web app; absent in API-only tests. */
  webVerzeichnis?: string | undefined;
  /** Requests per address and minute on the public price feed (default 60; the bench sets more). */
  preisfeedGrenze?: number | undefined;
  /** The VAPID key pair of web push (EKP_VAPID_*); absent: push is off. */
  vapid?: VapidSchluessel | undefined;
  /** Where pushes may go (built-in push services plus EKP_PUSH_DIENSTE); absent: the built-in list only. */
  pushErlaubnis?: PushErlaubnis | undefined;
}
