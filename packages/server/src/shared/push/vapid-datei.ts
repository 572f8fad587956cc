import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ersteDatei } from '../../kern/erste-datei.ts';
import { mitAktuellemSchluessel, oeffnen, versiegeln, type Schluesselbund } from '../schluesselbund.ts';
import { vapidSchluesselErzeugen, type VapidSchluessel } from './push.ts';

const BINDUNG = 'vapid-schluessel';

/**
 * The embedded default (PGlite, no EKP_VAPID_*): a VAPID key pair made on the first start and kept in the
 * data directory (mode 600), as the TOTP key is; so push works out of the box and a browser's subscription
 * outlives a restart (a new pair would orphan every subscription). The private key is sealed with the key ring
 * like every secret at rest; a file from before (plain) or sealed with an older key is sealed anew. With
 * PostgreSQL the variables are required instead: several machines need one pair (docs/operations.md).
 */
export function vapidDatei(verzeichnis: string, bund: Schluesselbund): VapidSchluessel {
  const datei = path.join(verzeichnis, 'vapid-schluessel.json');
  const versiegelt = (p: VapidSchluessel) => JSON.stringify({ publicKey: p.publicKey, privateKey: versiegeln(bund, p.privateKey, BINDUNG) });
  const { publicKey, privateKey } = JSON.parse(ersteDatei(datei, () => versiegelt(vapidSchluesselErzeugen()))) as Partial<VapidSchluessel>;
  if (typeof publicKey !== 'string' || typeof privateKey !== 'string') throw new Error(`${datei} enthält kein VAPID-Schlüsselpaar: Datei löschen, sie wird neu erzeugt.`);
  const paar = { publicKey, privateKey: oeffnen(bund, privateKey, BINDUNG) };
  if (!mitAktuellemSchluessel(bund, privateKey)) {
    const entwurf = `${datei}.${process.pid}`;
    writeFileSync(entwurf, versiegelt(paar), { mode: 0o600 });
    renameSync(entwurf, datei);
  }
  return paar;
}
