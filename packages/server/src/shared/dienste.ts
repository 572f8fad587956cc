import type { Mandanten } from '../config/mandanten.ts';
import type { Db } from '../db/verbinden.ts';
import type { VapidSchluessel } from './benachrichtigungen/push.ts';
import type { Mailer } from './mail.ts';
import type { Uhr } from './uhr.ts';

/** What every feature may use; built once in main.ts (or the test helper) and handed to the app. */
export interface Dienste {
  db: Db;
  mandanten: Mandanten;
  uhr: Uhr;
  mailer: Mailer;
  /** Session lifetime in seconds (EKP_SESSION_TTL). */
  sitzungTtl: number;
  /** Absolute session lifetime in seconds (EKP_SESSION_MAX); 12 hours when absent. */
  sitzungMax?: number;
  /** Where reading photos are stored as files (PGlite's data directory); absent: in the database row. */
  fotoVerzeichnis?: string | undefined;
  /** Directory of the built web app; absent in API-only tests. */
  webVerzeichnis?: string | undefined;
  /** Issue 33: the VAPID key pair of web push (EKP_VAPID_*); absent: push is off. */
  vapid?: VapidSchluessel | undefined;
}
