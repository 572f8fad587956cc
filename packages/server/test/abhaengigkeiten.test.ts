import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every package declares what it imports: npm hoists the workspaces' dependencies into one
 * node_modules, so an undeclared import works here and breaks a package installed on its own. Test files
 * may also use the root's dev tools (vitest). The lint fixtures (test/lint-grenzen/) import what the lint must refuse,
 * alias paths of another package included: they are never run.
 */
const WURZEL = path.resolve(import.meta.dirname, '../../..');
const PAKETE = ['packages/contract', 'packages/server', 'packages/web', 'e2e'];

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const manifest = (ordner: string): Manifest => JSON.parse(readFileSync(path.join(WURZEL, ordner, 'package.json'), 'utf8')) as Manifest;
const namen = (m: Manifest) => new Set([...Object.keys(m.dependencies ?? {}), ...Object.keys(m.devDependencies ?? {})]);

function quellen(ordner: string): string[] {
  return readdirSync(ordner, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.(ts|tsx|mts)$/.test(d.name) && !d.parentPath.includes('node_modules') && !d.parentPath.includes('dist') && !d.parentPath.includes('lint-grenzen'))
    .map((d) => path.join(d.parentPath, d.name));
}

/** Package names a file imports: bare specifiers of import/export … from, side-effect imports and import(). */
function importiertePakete(quelltext: string): string[] {
  const muster = [/^\s*(?:import|export)\s[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm, /^\s*import\s*['"]([^'"]+)['"]/gm, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];
  return muster
    .flatMap((m) => [...quelltext.matchAll(m)].map((t) => t[1] as string))
    .filter((s) => !s.startsWith('.') && !s.startsWith('/'))
    .filter((s) => !s.startsWith('node:') && !builtinModules.includes(s))
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : (s.split('/')[0] as string)));
}

describe('declared dependencies', () => {
  it('reads the imports of a file', () => {
    expect(importiertePakete(`import { z } from 'zod';\nimport type { X } from '@date-fns/tz/foo';\nimport './a.css';\nimport x from "../y.ts";\nawait import('kysely');\nimport fs from 'node:fs';`)).toEqual(['zod', '@date-fns/tz', 'kysely']);
  });

  const wurzel = namen(manifest('.'));
  for (const paket of PAKETE) {
    it(`${paket} declares every package it imports`, () => {
      const eigene = namen(manifest(paket));
      const fehlend = new Set<string>();
      for (const datei of quellen(path.join(WURZEL, paket))) {
        const test = /\.test\.tsx?$/.test(datei) || datei.includes(`${path.sep}test${path.sep}`);
        for (const name of importiertePakete(readFileSync(datei, 'utf8'))) {
          if (!eigene.has(name) && !(test && wurzel.has(name))) fehlend.add(`${name} (${path.relative(WURZEL, datei)})`);
        }
      }
      expect([...fehlend]).toEqual([]);
    });
  }
});
