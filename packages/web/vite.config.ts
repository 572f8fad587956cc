import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { gruppen } from './tools/gruppen.ts';
import { REACT_ALS_PREACT } from './tools/preact.ts';

const KOMPRIMIERBAR = /\.(js|css|svg|json|txt)$/;

/**
 * Brotli and gzip files next to each asset, at maximum quality since it costs nothing at request time
 * The server sends the one the browser accepts (@fastify/static preCompressed).
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

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), vorkomprimieren()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  resolve: {
    // React 19 has useSyncExternalStore; the shim's copy of it for React < 18 would ride along on /anmelden
    // (TanStack Store imports the shim's selector variant). The package's own non-shim variant uses React's.
    alias: { 'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector', ...REACT_ALS_PREACT },
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
