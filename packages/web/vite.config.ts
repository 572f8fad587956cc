import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const KOMPRIMIERBAR = /\.(js|css|svg|json|txt)$/;

/**
 * Brotli and gzip files next to each asset, at maximum quality since it costs nothing at request time
 * (issue 11): the server sends the one the browser accepts (@fastify/static preCompressed).
 */
function vorkomprimieren(): Plugin {
  return {
    name: 'ekp-vorkomprimieren',
    apply: 'build',
    // After writing: only then is every chunk final (Vite fills in its preload lists last).
    writeBundle(optionen, bundle) {
      const dir = optionen.dir ?? 'dist';
      for (const datei of Object.keys(bundle)) {
        if (!KOMPRIMIERBAR.test(datei) || datei.startsWith('.vite/')) continue;
        const inhalt = readFileSync(path.join(dir, datei));
        if (inhalt.length < 1024) continue;
        writeFileSync(path.join(dir, `${datei}.br`), brotliCompressSync(inhalt, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(path.join(dir, `${datei}.gz`), gzipSync(inhalt, { level: 9 }));
      }
    },
  };
}

/** A contract entry's modules (`ohne-zod.ts`: what the first page takes) and what they import, transitively. */
function vertragsModule(eintrag: string): Set<string> {
  const gesehen = new Set<string>();
  const offen = [path.resolve(import.meta.dirname, '../contract/src', eintrag)];
  for (let datei = offen.pop(); datei !== undefined; datei = offen.pop()) {
    if (gesehen.has(datei)) continue;
    gesehen.add(datei);
    // Type-only imports vanish from the bundle; following them would pull the schemas into the group.
    for (const [, ziel] of readFileSync(datei, 'utf8').matchAll(/^(?:import|export) (?!type )[^;]*?from '(\.{1,2}\/[^']+)'/gms)) {
      const pfad = path.resolve(path.dirname(datei), ziel!);
      if (existsSync(pfad)) offen.push(pfad);
    }
  }
  return gesehen;
}

/**
 * Issue 11: left to itself the bundler cut the signed-in pages into some 40 chunks of under a kilobyte
 * each; on a phone every one is a request on the critical path. Libraries and the contract that only
 * signed-in pages use go into one chunk each, and so does the router, which /anmelden loads whole anyway.
 * Dependencies are not pulled into a group, or zod would land on /anmelden. The contract comes in three
 * parts: the first page's (`ohne-zod`, in the entry with the login page that uses it), the zod-free heads
 * and rules the reading pages take (`aufrufe`), and the rest with the schemas (`schemas`), which only forms load.
 */
function gruppen() {
  const erstesBild = vertragsModule('ohne-zod.ts');
  // The public termination's texts go with the schemas, whose messages quote them: left to the bundler they
  // landed in the termination page's chunk, the two chunks imported each other, and the schemas read the
  // texts before they existed (a browser test caught it).
  const kuendigungTexte = path.resolve(import.meta.dirname, '../contract/src/kuendigung-oeffentlich/texte.ts');
  const lesen = vertragsModule('aufrufe.ts');
  const vertrag = path.resolve(import.meta.dirname, '../contract/src') + path.sep;
  return [
    { name: 'abfragen', test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/ },
    { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
    // The date picker's parse and format (with their English locale, ~40 KB) stay with the picker: the
    // contract's date rules use only the small functions, which every signed-in page loads.
    {
      name: 'datum',
      test: (id: string) =>
        /node_modules[\\/](date-fns|@date-fns[\\/]tz)[\\/]/.test(id) &&
        !/date-fns[\\/](format\.|parse\.|parse[\\/]|_lib[\\/](format|defaultLocale)|locale[\\/])/.test(id),
    },
    { name: 'schemas', test: (id: string) => id.startsWith(vertrag) && (!lesen.has(id) || id === kuendigungTexte) },
    { name: 'aufrufe', test: (id: string) => lesen.has(id) && !erstesBild.has(id) },
    { name: 'router', test: /node_modules[\\/](@tanstack[\\/](react-router|router-core|history|store|react-store)|use-sync-external-store)[\\/]/ },
  ];
}

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), vorkomprimieren()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  resolve: {
    // React 19 has useSyncExternalStore; the shim's copy of it for React < 18 would ride along on /anmelden
    // (TanStack Store imports the shim's selector variant). The package's own non-shim variant uses React's.
    alias: { 'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector' },
  },
  build: {
    sourcemap: false,
    // The JavaScript budget test (tools/budget.ts) reads which chunks a route needs from it.
    manifest: true,
    // Every browser the portal supports has modulepreload; the polyfill would be dead weight in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: gruppen() } } },
  },
});
