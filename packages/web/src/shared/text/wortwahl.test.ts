import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The customer reads German: no "Home", no "editieren" or "konfigurieren", no "48h" for a view of one day.
// Every text the web app or the contract can show (string literals and JSX text of packages/web/src and
// packages/contract/src, comments and tests left out); route paths ('/…/editieren') are addresses, not text.
const VERBOTEN: Array<[RegExp, string]> = [
  // "Home Assistant" is a product's name.
  [/\bHome\b(?! Assistant)/, 'Home → Start'],
  [/editieren/i, 'editieren → ändern / hinzufügen'],
  [/konfigurieren/i, 'konfigurieren → festlegen'],
  [/\b48 ?h\b/i, '48h → Tagesverlauf'],
];

const wurzel = path.resolve(import.meta.dirname, '../../../../..');
function dateien(ordner: string): string[] {
  return readdirSync(ordner, { withFileTypes: true }).flatMap((e) => {
    const voll = path.join(ordner, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : dateien(voll);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && e.name !== 'routeTree.gen.ts' ? [voll] : [];
  });
}

/** The texts of a source file: its string literals and JSX text, without comments and without paths. */
function texte(quelle: string): string[] {
  const ohneKommentare = quelle.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const literale = [...ohneKommentare.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
  const jsx = [...ohneKommentare.matchAll(/>([^<>{}]*[A-Za-zÄÖÜäöüß][^<>{}]*)</g)].map((m) => m[1]!);
  return [...literale, ...jsx].filter((t) => !/^[./@$]/.test(t.trim()));
}

describe('the wording has no English words and no wrong durations', () => {
  const alle = [...dateien(path.join(wurzel, 'packages/web/src')), ...dateien(path.join(wurzel, 'packages/contract/src'))];
  it('reads every source file', () => expect(alle.length).toBeGreaterThan(100));
  for (const [muster, statt] of VERBOTEN) {
    it(`none says ${statt}`, () => {
      const funde = alle.flatMap((datei) => texte(readFileSync(datei, 'utf8')).filter((t) => muster.test(t)).map((t) => `${path.relative(wurzel, datei)}: ${t.trim()}`));
      expect(funde).toEqual([]);
    });
  }
});
