import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, also for "::" and an embedded IPv4 tail. */
function gruppen(adresse: string): number[] | null {
  let a = adresse.split('%')[0]!.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (v4) {
    const [w, x, y, z] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    a = `${a.slice(0, -v4[1]!.length)}${((w << 8) | x).toString(16)}:${((y << 8) | z).toString(16)}`;
  }
  const [links, rechts] = a.split('::') as [string, string | undefined];
  const l = links ? links.split(':') : [];
  const r = rechts !== undefined && rechts !== '' ? rechts.split(':') : [];
  const fehlend = 8 - l.length - r.length;
  if (a.includes('::') ? fehlend < 1 : fehlend !== 0) return null;
  return [...l, ...Array<string>(a.includes('::') ? fehlend : 0).fill('0'), ...r].map((g) => parseInt(g, 16));
}

/**
 * The key under which a client's requests are counted. One IPv6 customer line gets a
 * whole /64 (and usually far more), so counting full IPv6 addresses lets one client rotate through
 * billions of them; an IPv6 client counts per /64. IPv4 (also IPv4-mapped IPv6) counts per address.
 */
export function clientSchluessel(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const g = gruppen(ip);
  if (!g) return ip;
  // ::ffff:a.b.c.d is an IPv4 client seen through a dual-stack socket.
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`;
  return `${g.slice(0, 4).map((x) => x.toString(16)).join(':')}::/64`;
}
