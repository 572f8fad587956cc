import { describe, expect, it } from 'vitest';
import { passwoerterHashen, passwortPruefen } from './passwort-hash.ts';

describe('passwoerterHashen', () => {
  it('gives every key the hash of its own password, also when more passwords than threads are hashed side by side', async () => {
    const paare = Array.from({ length: 9 }, (_, i) => [`K${i}`, `Passwort-${i}-Laterne`] as const);
    const hashes = await passwoerterHashen(paare);
    expect([...hashes.keys()].sort()).toEqual(paare.map(([k]) => k).sort());
    for (const [i, [k, passwort]] of paare.entries()) {
      expect(await passwortPruefen(passwort, hashes.get(k)), k).toBe(true);
      expect(await passwortPruefen(paare[(i + 1) % paare.length]![1], hashes.get(k)), k).toBe(false);
    }
    expect(await passwoerterHashen([])).toEqual(new Map());
  });

  it('gives customers with the same password hashes with salts of their own, and the demo data one hash per password', async () => {
    const paare = [['A', 'Morgenrot-Laterne-26'], ['B', 'Morgenrot-Laterne-26'], ['C', 'Anderes-Passwort-26']] as const;
    const einzeln = await passwoerterHashen(paare);
    expect(einzeln.get('A')).not.toBe(einzeln.get('B'));
    const demo = await passwoerterHashen(paare, { veroeffentlicht: true });
    expect(demo.get('A')).toBe(demo.get('B'));
    expect(demo.get('C')).not.toBe(demo.get('A'));
    for (const [k, passwort] of paare) {
      expect(await passwortPruefen(passwort, einzeln.get(k)), k).toBe(true);
      expect(await passwortPruefen(passwort, demo.get(k)), k).toBe(true);
    }
    expect(await passwortPruefen('Anderes-Passwort-26', demo.get('A'))).toBe(false);
  });
});
