import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The web app's module with the router and the route tree (packages/web/src/start/app.tsx). */
export const APP_MODUL = 'src/start/app.tsx';
/** The page that runs without the router for a visitor without a session (packages/web/src/start). */
export const SEITE_OHNE_ROUTER = '/anmelden';

interface Eintrag {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The router's chunk and the chunks it imports that the HTML does not already load (issue 11): every page
 * but the login page needs them at once, so they come with the HTML instead of after the entry has run.
 * Empty without a build manifest (the tests' web directories, the Vite dev server).
 */
export function routerDateien(verzeichnis: string): string[] {
  const datei = path.join(verzeichnis, '.vite', 'manifest.json');
  if (!existsSync(datei)) return [];
  const manifest = JSON.parse(readFileSync(datei, 'utf8')) as Record<string, Eintrag>;
  if (!manifest[APP_MODUL]) return [];
  const vomHtml = new Set<string>();
  const gesehen = new Set<string>();
  const sammeln = (key: string, ziel: Set<string>) => {
    const e = manifest[key];
    if (!e || ziel.has(key)) return;
    ziel.add(key);
    for (const i of e.imports ?? []) sammeln(i, ziel);
  };
  for (const [key, e] of Object.entries(manifest)) if (e.isEntry) sammeln(key, vomHtml);
  sammeln(APP_MODUL, gesehen);
  return [...gesehen].filter((k) => !vomHtml.has(k)).map((k) => `/${manifest[k]!.file}`).filter((f) => f.endsWith('.js'));
}

/** The `<link rel="modulepreload">` elements for those files, as Vite writes its own. */
export function vorladeLinks(dateien: string[]): string {
  return dateien.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('\n    ');
}
