import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestEintrag } from './budget-rechnung.ts';

type Manifest = Record<string, ManifestEintrag & { css?: string[] }>;

/**
 * The app shell the worker caches at install: the entry with its static imports and its CSS, i.e. what
 * every page loads first. Route chunks are cached when a page first loads them (they are immutable).
 */
export function shellDateien(manifest: Manifest): string[] {
  const dateien = new Set<string>();
  const offen = Object.values(manifest).filter((e) => e.isEntry).map((e) => e.file);
  const nachDatei = new Map(Object.values(manifest).map((e) => [e.file, e]));
  const nachSchluessel = new Map(Object.entries(manifest));
  while (offen.length) {
    const datei = offen.pop()!;
    if (dateien.has(datei)) continue;
    dateien.add(datei);
    const eintrag = nachDatei.get(datei);
    for (const css of eintrag?.css ?? []) dateien.add(css);
    for (const i of eintrag?.imports ?? []) offen.push(nachSchluessel.get(i)?.file ?? i);
  }
  return [...dateien].sort().map((d) => `/${d}`);
}

/** Writes dist/sw.js: the worker with this build's shell and a version that changes with any built file. */
export function serviceWorkerSchreiben(dist: string): string {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const shell = shellDateien(manifest);
  const alle = Object.values(manifest).map((e) => e.file).sort();
  const version = createHash('sha256').update(alle.join('\n')).update(readFileSync(path.join(dist, 'offline.html'))).digest('hex').slice(0, 16);
  const quelle = readFileSync(path.resolve(import.meta.dirname, '../pwa/sw.js'), 'utf8').replace("'__VERSION__'", JSON.stringify(version)).replace('__SHELL__', JSON.stringify(shell));
  writeFileSync(path.join(dist, 'sw.js'), quelle);
  return version;
}
