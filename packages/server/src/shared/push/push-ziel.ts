import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where a push may go. A subscription's endpoint is a URL the customer's browser hands us; the server POSTs
 * to it. So only the browsers' push services are accepted (host or a subdomain of it, https), never an
 * address of our own network. An operator adds entries with EKP_PUSH_DIENSTE: a bare host name is one more
 * push service (https, address checked like the built-in ones); a full origin (`https://relay.intern:8443`)
 * is trusted exactly as written — scheme, host and port — also inside the own network (an in-house relay,
 * the tests' local push service).
 */
export const PUSH_DIENSTE = [
  // Chrome, Edge on Android, Opera, Samsung Internet (Firebase Cloud Messaging)
  'fcm.googleapis.com',
  // Firefox (Mozilla autopush)
  'push.services.mozilla.com',
  // Safari on macOS and iOS
  'push.apple.com',
  // Edge on Windows (Windows Push Notification Services)
  'notify.windows.com',
] as const;

export interface PushErlaubnis {
  /** Host names whose https endpoints (the host or a subdomain) are accepted. */
  hosts: readonly string[];
  /** Origins accepted exactly, whatever their scheme and address. */
  origins: ReadonlySet<string>;
}

/** The built-in list plus EKP_PUSH_DIENSTE's entries (comma-separated). */
export function pushErlaubnis(zusatz: readonly string[] = []): PushErlaubnis {
  const origins = new Set<string>();
  const hosts: string[] = [...PUSH_DIENSTE];
  for (const eintrag of zusatz.map((z) => z.trim().toLowerCase()).filter(Boolean)) {
    if (eintrag.includes('://')) origins.add(new URL(eintrag).origin);
    else hosts.push(eintrag.replace(/^\.+/, ''));
  }
  return { hosts, origins };
}

/** True for an exactly listed origin, which is trusted inside the own network too. */
export function vertrauterUrsprung(url: URL, erlaubnis: PushErlaubnis): boolean {
  return erlaubnis.origins.has(url.origin);
}

/** Whether a subscription's endpoint may be stored: https to a listed push service, or a listed origin. */
export function pushZielErlaubt(endpoint: string, erlaubnis: PushErlaubnis): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (vertrauterUrsprung(url, erlaubnis)) return true;
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  // An IP literal is never a push service's name (and 2130706433 or [::ffff:7f00:1] are only addresses).
  if (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) return false;
  const host = url.hostname.replace(/\.$/, '');
  return erlaubnis.hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

const GESPERRT = new BlockList();
for (const [netz, praefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) GESPERRT.addSubnet(netz, praefix, 'ipv4');
for (const [netz, praefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['2002::', 16]] as const) GESPERRT.addSubnet(netz, praefix, 'ipv6');

/** Private, loopback, link-local, shared, multicast or unspecified: an address of someone's own network. */
export function internesZiel(adresse: string): boolean {
  const art = isIP(adresse);
  if (art === 4) return GESPERRT.check(adresse, 'ipv4');
  if (art !== 6) return true;
  // ::ffff:a.b.c.d and ::a.b.c.d carry an IPv4 address; it decides.
  const v4 = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(adresse)?.[1];
  if (v4) return GESPERRT.check(v4, 'ipv4');
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(adresse);
  if (hex) {
    const n = (parseInt(hex[1]!, 16) << 16) | parseInt(hex[2]!, 16);
    return GESPERRT.check([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.'), 'ipv4');
  }
  return GESPERRT.check(adresse, 'ipv6');
}

/**
 * The name lookup of a push request: the address the connection really uses is checked, at send time, so a
 * name that pointed elsewhere when the device subscribed (or changes between two lookups) cannot reach the
 * own network.
 */
export const gepruefteNamensaufloesung: LookupFunction = (host, optionen, fertig) => {
  lookup(host, { ...optionen, all: true }, (fehler, adressen) => {
    if (fehler) return fertig(fehler, '', 0);
    const liste = adressen as unknown as { address: string; family: number }[];
    const intern = liste.find((a) => internesZiel(a.address));
    if (intern || liste.length === 0) return fertig(new Error('Push-Ziel im eigenen Netz abgelehnt'), '', 0);
    if (optionen.all) return (fertig as unknown as (e: null, a: typeof liste) => void)(null, liste);
    fertig(null, liste[0]!.address, liste[0]!.family);
  });
};
