import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a source file imports, read from its text: static imports and re-exports (type-only ones
 * included), side-effect imports and dynamic imports (also inside `typeof import`). The boundary check and
 * the circle check both read imports here, so they agree on what an import is.
 */
const IMPORT = /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

export interface Import {
  /** As written, e.g. `../kern/route.ts` or `@ekp/contract`. */
  pfad: string;
  /** True for a dynamic import: loaded later, so it does not make a load-order circle. */
  dynamisch: boolean;
}

export function importe(datei: string, text = readFileSync(datei, 'utf8')): Import[] {
  return [...text.matchAll(IMPORT)].map((t) => ({ pfad: (t[1] ?? t[2] ?? t[3])!, dynamisch: t[3] !== undefined }));
}

export const istRelativ = (pfad: string) => /^\.{1,2}\//.test(pfad);

/**
 * The file a relative import names: the path as written, or with `.ts`, `.tsx`, `/index.ts` appended
 * (the spellings the bundler and tsx accept). Among `bekannt` when given; else the path as written.
 */
export function aufloesen(von: string, pfad: string, bekannt?: ReadonlySet<string>): string | undefined {
  const p = path.resolve(path.dirname(von), pfad);
  if (!bekannt) return p;
  return [p, `${p}.ts`, `${p}.tsx`, path.join(p, 'index.ts')].find((k) => bekannt.has(k));
}
