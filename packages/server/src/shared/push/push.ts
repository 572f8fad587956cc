import { createHmac, createPublicKey } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { gepruefteNamensaufloesung, pushZielErlaubt, vertrauterUrsprung, type PushErlaubnis } from './push-ziel.ts';

export interface VapidSchluessel {
  publicKey: string;
  privateKey: string;
}

export interface PushZiel {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push carries: a title and a link into the portal, nothing else about the customer (plus the opaque id, see pushThema). */
export interface PushInhalt {
  titel: string;
  link: string;
}

/** A subscription's p256dh must be a point on P-256 (the contract checks its length and form). */
export function aboSchluesselGueltig(p256dh: string): boolean {
  const punkt = Buffer.from(p256dh, 'base64url');
  if (punkt.length !== 65 || punkt[0] !== 4) return false;
  try {
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: punkt.subarray(1, 33).toString('base64url'), y: punkt.subarray(33).toString('base64url') }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

const VAPID_GUELTIG_S = 12 * 3600;
const vapidKoepfe = new Map<string, { kopf: string; erneuernAb: number }>();

/**
 * The VAPID Authorization header per push service (audience): a signed JWT valid 12 h (RFC 8292 allows
 * 24 h), reused for 6 h. Signing it for every push cost more CPU than encrypting the payload.
 */
function vapidKopf(audience: string, vapid: VapidSchluessel & { subject: string }): string {
  const schluessel = `${audience} ${vapid.subject} ${vapid.publicKey}`;
  const jetzt = Date.now();
  const da = vapidKoepfe.get(schluessel);
  if (da && da.erneuernAb > jetzt) return da.kopf;
  const kopf = webpush.getVapidHeaders(audience, vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm', Math.floor(jetzt / 1000) + VAPID_GUELTIG_S).Authorization;
  vapidKoepfe.set(schluessel, { kopf, erneuernAb: jetzt + (VAPID_GUELTIG_S / 2) * 1000 });
  return kopf;
}

/**
 * The Topic (RFC 8030 §5.4, at most 32 base64url characters) of one event for one customer: an HMAC of the
 * tenant, customer and event key under the VAPID private key, so it is the same on every attempt and in
 * every process, yet says nothing a push service could read back. It doubles as the notification's id in
 * the payload, under which the service worker shows it (docs/benachrichtigungen.md).
 */
export function pushThema(schluessel: string, vapid: VapidSchluessel): string {
  return createHmac('sha256', vapid.privateKey).update(schluessel).digest('base64url').slice(0, 32);
}

/**
 * Encrypts and signs with web-push (RFC 8291 payload, RFC 8292 VAPID), sends with node:http(s) (keep-alive,
 * and plain http for a local test push service). A second copy of the same event (sent again after a crash)
 * carries the same Topic, so the push service replaces a first copy it still holds, and the same id, so
 * the service worker does not show it a second time. Returns the push service's status.
 */
export async function pushSenden(
  ziel: PushZiel,
  inhalt: PushInhalt,
  schluessel: string,
  vapid: VapidSchluessel & { subject: string },
  erlaubnis: PushErlaubnis,
  { ttlSekunden = 24 * 3600, zeitlimitMs = 15_000 }: { ttlSekunden?: number; zeitlimitMs?: number } = {},
): Promise<number> {
  // Checked again when sending: the allow-list may have changed since the device subscribed.
  if (!pushZielErlaubt(ziel.endpoint, erlaubnis)) throw new Error('Push-Ziel nicht erlaubt');
  const topic = pushThema(schluessel, vapid);
  const details = webpush.generateRequestDetails({ endpoint: ziel.endpoint, keys: { p256dh: ziel.p256dh, auth: ziel.auth } }, JSON.stringify({ ...inhalt, id: topic }), {
    headers: { Authorization: vapidKopf(new URL(ziel.endpoint).origin, vapid) },
    TTL: ttlSekunden,
    topic,
    urgency: 'normal',
  });
  const url = new URL(details.endpoint);
  return senden(url, details.headers as Record<string, string | number>, details.body ?? Buffer.alloc(0), Math.min(zeitlimitMs, 15_000), !vertrauterUrsprung(url, erlaubnis));
}

// node:http with keep-alive agents: on this machine fetch (undici) cost ~5 ms of CPU per request, ten times this.
const agenten = { 'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }), 'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }) };

function senden(url: URL, kopf: Record<string, string | number>, body: Buffer, zeitlimitMs: number, adressePruefen: boolean): Promise<number> {
  const modul = url.protocol === 'http:' ? http : https;
  return new Promise((ok, fehler) => {
    const optionen = { method: 'POST', headers: { ...kopf, 'Content-Length': body.length }, agent: agenten[url.protocol as 'http:' | 'https:'], timeout: zeitlimitMs, ...(adressePruefen ? { lookup: gepruefteNamensaufloesung } : {}) };
    const anfrage = modul.request(url, optionen, (antwort) => {
      antwort.resume();
      antwort.on('end', () => ok(antwort.statusCode ?? 0));
      antwort.on('error', fehler);
    });
    anfrage.on('timeout', () => anfrage.destroy(new Error('Zeitüberschreitung beim Push-Dienst')));
    anfrage.on('error', fehler);
    anfrage.end(body);
  });
}

/** `npm run vapid`: a new key pair for EKP_VAPID_PUBLIC_KEY / EKP_VAPID_PRIVATE_KEY. */
export function vapidSchluesselErzeugen(): VapidSchluessel {
  return webpush.generateVAPIDKeys();
}
