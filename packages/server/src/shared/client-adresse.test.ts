import { describe, expect, it } from 'vitest';
import { clientSchluessel } from './client-adresse.ts';

describe('clientSchluessel', () => {
  it('counts IPv6 per /64 and IPv4 per address', () => {
    expect(clientSchluessel('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientSchluessel('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientSchluessel('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientSchluessel('::1')).toBe('0:0:0:0::/64');
    expect(clientSchluessel('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientSchluessel('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientSchluessel('203.0.113.9')).toBe('203.0.113.9');
  });
});
