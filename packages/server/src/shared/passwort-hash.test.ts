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
});
