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
  css?: string[];
}
export type Manifest = Record<string, Eintrag>;

/** TanStack's code splitting names a route's chunks `src/routes/<file>.tsx?tsr-split=…`. */
const ROUTENCHUNK = /^src\/routes\/(.+)\.tsx\?tsr-split=/;

/** Manifest keys and what they import statically, transitively, in order of discovery. */
function mitImporten(manifest: Manifest, start: string[]): string[] {
  const gesehen = new Set<string>();
  const besuchen = (key: string) => {
    if (gesehen.has(key) || !manifest[key]) return;
    gesehen.add(key);
    for (const i of manifest[key].imports ?? []) besuchen(i);
  };
  start.forEach(besuchen);
  return [...gesehen];
}

/**
 * A route file's URL pattern by TanStack's file conventions: `_x` folders and files are pathless layouts,
 * `index` is its folder's path, `$x` is one segment of any value (here `*`). Undefined for a layout.
 */
function muster(datei: string): string[] | undefined {
  const teile = datei.split('/');
  if (teile.at(-1)!.startsWith('_')) return undefined;
  return teile.filter((t) => !t.startsWith('_') && t !== 'index').map((t) => (t.startsWith('$') ? '*' : t));
}

/**
 * What a page needs beyond the HTML's own scripts and stylesheet: the router's chunk and the chunks
 * of the route the path names, with its layouts', then their stylesheets; the browser fetches them with the
 * entry instead of one round trip after another. /anmelden runs without the router (none). Empty without a build manifest (tests, Vite's dev server).
 */
export function vorladeplan(manifest: Manifest): (pfad: string) => string[] {
  if (!manifest[APP_MODUL]) return () => [];
  const vomHtml = new Set(mitImporten(manifest, Object.keys(manifest).filter((k) => manifest[k]!.isEntry)));
  const chunks = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const datei = ROUTENCHUNK.exec(key)?.[1];
    if (datei !== undefined) chunks.set(datei, [...(chunks.get(datei) ?? []), key]);
  }
  const routen = [...chunks.keys()].flatMap((datei) => {
    const m = muster(datei);
    if (m === undefined) return [];
    // The route's own chunks and its layouts' (`_auth`, `_auth/vertrag/$vertragId`, …), outermost first.
    const teile = datei.split('/');
    const kette = teile.flatMap((_, i) => chunks.get(teile.slice(0, i + 1).join('/')) ?? []);
    return [{ muster: m, statisch: m.filter((t) => t !== '*').length, kette }];
  });
  // The chunks' stylesheets too: Vite adds a route's CSS only when its chunk has run, one more round trip
  // before the page can draw; its preload helper skips a stylesheet the page already links.
  const dateien = (keys: string[]) => {
    const module = mitImporten(manifest, [APP_MODUL, ...keys]).filter((k) => !vomHtml.has(k));
    const skripte = module.map((k) => `/${manifest[k]!.file}`).filter((f) => f.endsWith('.js'));
    const stile = new Set(module.flatMap((k) => (manifest[k]!.css ?? []).map((c) => `/${c}`)));
    return [...skripte, ...stile];
  };
  const nurRouter = dateien([]);
  return (pfad) => {
    if (pfad === SEITE_OHNE_ROUTER) return [];
    const segmente = pfad.split('/').filter(Boolean);
    const treffer = routen
      .filter((r) => r.muster.length === segmente.length && r.muster.every((t, i) => t === '*' || t === segmente[i]))
      .sort((a, b) => b.statisch - a.statisch)[0];
    return treffer ? dateien(treffer.kette) : nurRouter;
  };
}

/** The plan of a built web directory (`.vite/manifest.json`, which the build writes for the JavaScript budget). */
export function vorladeplanAus(verzeichnis: string): (pfad: string) => string[] {
  const datei = path.join(verzeichnis, '.vite', 'manifest.json');
  return existsSync(datei) ? vorladeplan(JSON.parse(readFileSync(datei, 'utf8')) as Manifest) : () => [];
}

/** The `<link>` elements for those files, as Vite writes its own: modulepreload for scripts, stylesheet for CSS. */
export function vorladeLinks(dateien: string[]): string {
  return dateien.map((f) => (f.endsWith('.css') ? `<link rel="stylesheet" crossorigin href="${f}">` : `<link rel="modulepreload" crossorigin href="${f}">`)).join('\n    ');
}
