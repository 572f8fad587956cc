import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aufloesen, importe, istRelativ } from './grenzen/importe.ts';

/**
 * No import circle in any package, type-only imports included: a file that (through others) imports its own
 * importer cannot be read on its own, and a circle of types is where a circle of values starts. Generated
 * files (the web's route tree) count too.
 */
const WURZEL = path.resolve(import.meta.dirname, '../../..');

function quellen(ordner: string): string[] {
  return readdirSync(ordner, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.tsx?$/.test(d.name) && !/\.test\.tsx?$|\.d\.ts$/.test(d.name) && !d.parentPath.includes('node_modules'))
    .map((d) => path.join(d.parentPath, d.name));
}

/** The strongly connected components of more than one file (Tarjan), each a circle. */
export function kreise(dateien: string[]): string[][] {
  const bekannt = new Set(dateien);
  const kanten = new Map<string, string[]>();
  for (const d of dateien) {
    const ziele = importe(d)
      .filter((i) => istRelativ(i.pfad) && !i.dynamisch)
      .map((i) => aufloesen(d, i.pfad, bekannt))
      .filter((z) => z !== undefined);
    kanten.set(d, ziele);
  }
  const index = new Map<string, number>();
  const tief = new Map<string, number>();
  const stapel: string[] = [];
  const auf = new Set<string>();
  const ergebnis: string[][] = [];
  let n = 0;
  const besuchen = (v: string) => {
    index.set(v, n);
    tief.set(v, n++);
    stapel.push(v);
    auf.add(v);
    for (const w of kanten.get(v)!) {
      if (!index.has(w)) {
        besuchen(w);
        tief.set(v, Math.min(tief.get(v)!, tief.get(w)!));
      } else if (auf.has(w)) tief.set(v, Math.min(tief.get(v)!, index.get(w)!));
    }
    if (tief.get(v) === index.get(v)) {
      const teil: string[] = [];
      for (let w = stapel.pop()!; ; w = stapel.pop()!) {
        auf.delete(w);
        teil.push(path.relative(WURZEL, w));
        if (w === v) break;
      }
      if (teil.length > 1) ergebnis.push(teil.sort());
    }
  };
  for (const d of dateien) if (!index.has(d)) besuchen(d);
  return ergebnis;
}

describe('import circles', () => {
  it.each(['packages/contract/src', 'packages/server/src', 'packages/web/src'])('none in %s', (ordner) => {
    const dateien = quellen(path.join(WURZEL, ordner));
    expect(dateien.length).toBeGreaterThan(100);
    expect(kreise(dateien)).toEqual([]);
  });

  it('finds a circle through a type-only import', () => {
    const fixtur = path.join(import.meta.dirname, 'kreis-fixtur');
    const dateien = ['a.ts', 'b.ts'].map((d) => path.join(fixtur, d));
    expect(dateien.every((d) => existsSync(d))).toBe(true);
    expect(kreise(dateien)).toEqual([[path.relative(WURZEL, dateien[0]!), path.relative(WURZEL, dateien[1]!)]]);
  });
});
