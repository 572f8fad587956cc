import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A hook or query name says which data it reads: two exports of one name (two `vertragQuery`, two
// `useZaehler`) let an import pick the wrong one without a type error. One name per query and hook.
function dateien(verzeichnis: string): string[] {
  return readdirSync(verzeichnis).flatMap((n) => {
    const p = path.join(verzeichnis, n);
    if (statSync(p).isDirectory()) return dateien(p);
    return /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n) ? [p] : [];
  });
}

describe('names of queries and hooks', () => {
  it('are unique across the web app', () => {
    const wo = new Map<string, string[]>();
    for (const datei of dateien(import.meta.dirname)) {
      for (const [, name] of readFileSync(datei, 'utf8').matchAll(/export (?:const|function) (use[A-Z]\w*|[a-z]\w*Query)\b/g)) {
        wo.set(name!, [...(wo.get(name!) ?? []), path.relative(import.meta.dirname, datei)]);
      }
    }
    expect(wo.size).toBeGreaterThan(20);
    expect([...wo].filter(([, orte]) => orte.length > 1)).toEqual([]);
  });
});
