import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of the web build's Vite manifest (dist/.vite/manifest.json), as far as preloading needs it. */
interface ManifestEintrag {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestEintrag>;

/**
 * The pages a visit starts on and the route files (packages/web/src/routes) their screen is made of
 * besides the entry. Their chunks are named in the HTML (issue 11): the browser fetches them together
 * with the entry instead of one round trip after it has run. Other paths load their chunks as before.
 */
export const ERSTE_SEITEN: Readonly<Record<string, readonly string[]>> = {
  '/anmelden': ['src/routes/_anonym.tsx', 'src/routes/_anonym/anmelden.tsx'],
  '/': ['src/routes/_auth.tsx', 'src/routes/_auth/index.tsx'],
};

export function manifestLesen(verzeichnis: string): Manifest | undefined {
  const datei = path.join(verzeichnis, '.vite', 'manifest.json');
  return existsSync(datei) ? (JSON.parse(readFileSync(datei, 'utf8')) as Manifest) : undefined;
}

/**
 * `<link>` elements for the route files' chunks (TanStack splits each into `<file>?tsr-split=…`), their
 * static imports and their styles; the entry and what the page names already are left out.
 */
export function vorladeLinks(manifest: Manifest, routen: readonly string[], seite: string): string[] {
  const js = new Set<string>();
  const css = new Set<string>();
  const gesehen = new Set<string>();
  const offen = Object.keys(manifest).filter((k) => routen.some((r) => k === r || k.startsWith(`${r}?tsr-split=`)));
  while (offen.length > 0) {
    const key = offen.pop()!;
    const eintrag = manifest[key];
    if (!eintrag || eintrag.isEntry || gesehen.has(key)) continue;
    gesehen.add(key);
    js.add(eintrag.file);
    for (const datei of eintrag.css ?? []) css.add(datei);
    offen.push(...(eintrag.imports ?? []));
  }
  const neu = (datei: string) => !seite.includes(`/${datei}"`);
  // crossorigin as on Vite's own tags, so the browser reuses these answers for the chunks' imports.
  return [
    ...[...css].filter(neu).map((datei) => `<link rel="stylesheet" crossorigin href="/${datei}">`),
    ...[...js].filter(neu).map((datei) => `<link rel="modulepreload" crossorigin href="/${datei}">`),
  ];
}
