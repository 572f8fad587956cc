import { createHash } from 'node:crypto';
import webpush from 'web-push';

export interface VapidSchluessel {
  publicKey: string;
  privateKey: string;
}

export interface PushZiel {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push carries (issue 33): a title and a link into the portal, nothing else about the customer. */
export interface PushInhalt {
  titel: string;
  link: string;
}

/**
 * Encrypts and signs with web-push (RFC 8291 payload, RFC 8292 VAPID), sends with fetch (keep-alive, and
 * plain http for a local test push service). The Topic (RFC 8030 §5.4) is derived from the event key: a
 * second copy after a crash replaces a first one the push service still holds, and the worker shows it
 * under the same tag, so the device shows one notification. Returns the push service's status.
 */
export async function pushSenden(ziel: PushZiel, inhalt: PushInhalt, schluessel: string, vapid: VapidSchluessel & { subject: string }, ttlSekunden = 24 * 3600): Promise<number> {
  const topic = createHash('sha256').update(schluessel).digest('base64url').slice(0, 32);
  const details = webpush.generateRequestDetails({ endpoint: ziel.endpoint, keys: { p256dh: ziel.p256dh, auth: ziel.auth } }, JSON.stringify(inhalt), {
    vapidDetails: vapid,
    TTL: ttlSekunden,
    topic,
    urgency: 'normal',
  });
  const antwort = await fetch(details.endpoint, { method: details.method, headers: details.headers as Record<string, string>, body: details.body ? new Uint8Array(details.body) : null, signal: AbortSignal.timeout(15_000) });
  await antwort.arrayBuffer();
  return antwort.status;
}

/** `npm run vapid`: a new key pair for EKP_VAPID_PUBLIC_KEY / EKP_VAPID_PRIVATE_KEY. */
export function vapidSchluesselErzeugen(): VapidSchluessel {
  return webpush.generateVAPIDKeys();
}
