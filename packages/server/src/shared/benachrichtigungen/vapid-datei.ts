import path from 'node:path';
import { ersteDatei } from '../../kern/erste-datei.ts';
import { vapidSchluesselErzeugen, type VapidSchluessel } from './push.ts';

/**
 * The embedded default (PGlite, no EKP_VAPID_*): a VAPID key pair made on the first start and kept in the
 * data directory (mode 600), as the TOTP key is; so push works out of the box and a browser's subscription
 * outlives a restart (a new pair would orphan every subscription). With PostgreSQL the variables are
 * required instead: several machines need one pair (docs/operations.md, Produktions-Checkliste).
 */
export function vapidDatei(verzeichnis: string): VapidSchluessel {
  const datei = path.join(verzeichnis, 'vapid-schluessel.json');
  const { publicKey, privateKey } = JSON.parse(ersteDatei(datei, () => JSON.stringify(vapidSchluesselErzeugen()))) as Partial<VapidSchluessel>;
  if (typeof publicKey !== 'string' || typeof privateKey !== 'string') throw new Error(`${datei} enthält kein VAPID-Schlüsselpaar: Datei löschen, sie wird neu erzeugt.`);
  return { publicKey, privateKey };
}
