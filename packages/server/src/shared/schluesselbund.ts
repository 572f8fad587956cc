import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { ersteDatei } from '../kern/erste-datei.ts';

/**
 * Secrets at rest (the TOTP secrets) are sealed with AES-256-GCM. The key comes from
 * EKP_SCHLUESSEL (32 bytes, base64 or hex); older keys in EKP_SCHLUESSEL_ALT still open what they
 * sealed, and the start seals those rows anew with the current key (rotation: docs/operations.md).
 * The stored form is `v1:<key id>:<iv>:<ciphertext+tag>` (base64url); the row's tenant and customer
 * number are bound in as additional data, so a sealed value copied to another row does not open.
 */
export interface Schluesselbund {
  aktuell: { id: string; schluessel: Buffer };
  alle: Map<string, Buffer>;
}

const schluesselId = (k: Buffer) => createHash('sha256').update(k).digest('hex').slice(0, 8);

export function schluesselLesen(text: string, name = 'EKP_SCHLUESSEL'): Buffer {
  const t = text.trim();
  const k = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (k.length !== 32) throw new Error(`${name} muss 32 Bytes enthalten (64 Hex-Zeichen oder Base64), z. B. aus: openssl rand -base64 32`);
  return k;
}

export function schluesselbund(aktuell: Buffer, alte: Buffer[] = []): Schluesselbund {
  const alle = new Map<string, Buffer>();
  for (const k of [...alte, aktuell]) alle.set(schluesselId(k), k);
  return { aktuell: { id: schluesselId(aktuell), schluessel: aktuell }, alle };
}

/** For tests and tools that seal nothing lasting: a key that lives as long as the process. */
export const fluechtigerSchluesselbund = () => schluesselbund(randomBytes(32));

let prozessBund: Schluesselbund | undefined;
/** The services' key ring; tests that build none seal with one key for the whole process. */
export function schluesselbundVon(d: { schluessel?: Schluesselbund | undefined }): Schluesselbund {
  return d.schluessel ?? (prozessBund ??= fluechtigerSchluesselbund());
}

/**
 * Without EKP_SCHLUESSEL: a random key in the data directory, made on first start (mode 600). Right for
 * PGlite (database and key live in the same directory on the same machine, and a stolen database dump
 * still reveals nothing); with PostgreSQL the log warns, because several machines need one key.
 */
export function schluesselDatei(verzeichnis: string): Buffer {
  const datei = path.join(verzeichnis, 'totp-schluessel');
  return schluesselLesen(ersteDatei(datei, () => randomBytes(32).toString('base64')), datei);
}

const b64 = (b: Buffer) => b.toString('base64url');

export function versiegeln(bund: Schluesselbund, klartext: string, bindung: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', bund.aktuell.schluessel, iv);
  c.setAAD(Buffer.from(bindung));
  const inhalt = Buffer.concat([c.update(klartext, 'utf8'), c.final(), c.getAuthTag()]);
  return `v1:${bund.aktuell.id}:${b64(iv)}:${b64(inhalt)}`;
}

export const istVersiegelt = (wert: string) => wert.startsWith('v1:');
export const mitAktuellemSchluessel = (bund: Schluesselbund, wert: string) => wert.startsWith(`v1:${bund.aktuell.id}:`);

/** Opens a sealed value; a value from before encryption (plain base32) is returned as it is. */
export function oeffnen(bund: Schluesselbund, wert: string, bindung: string): string {
  if (!istVersiegelt(wert)) return wert;
  const [, id, iv, inhalt] = wert.split(':') as [string, string, string, string];
  const k = bund.alle.get(id);
  if (!k) throw new Error(`Kein Schlüssel ${id} in EKP_SCHLUESSEL oder EKP_SCHLUESSEL_ALT: das Geheimnis lässt sich nicht öffnen.`);
  const daten = Buffer.from(inhalt, 'base64url');
  const d = createDecipheriv('aes-256-gcm', k, Buffer.from(iv, 'base64url'));
  d.setAAD(Buffer.from(bindung));
  d.setAuthTag(daten.subarray(daten.length - 16));
  return Buffer.concat([d.update(daten.subarray(0, daten.length - 16)), d.final()]).toString('utf8');
}
