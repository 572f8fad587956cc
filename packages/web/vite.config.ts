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
    enforce: 'post',
    generateBundle(_optionen, bundle) {
      for (const datei of Object.values(bundle)) {
        if (!KOMPRIMIERBAR.test(datei.fileName) || datei.fileName.startsWith('.vite/')) continue;
        const inhalt = datei.type === 'chunk' ? Buffer.from(datei.code) : Buffer.from(datei.source);
        if (inhalt.length < 1024) continue;
        this.emitFile({ type: 'asset', fileName: `${datei.fileName}.br`, source: brotliCompressSync(inhalt, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) });
        this.emitFile({ type: 'asset', fileName: `${datei.fileName}.gz`, source: gzipSync(inhalt, { level: 9 }) });
      }
    },
  };
}

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), vorkomprimieren()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    sourcemap: false,
    // The JavaScript budget test (tools/budget.ts) reads which chunks a route needs from it.
    manifest: true,
    // Every browser the portal supports has modulepreload; the polyfill would be dead weight in the entry.
    modulePreload: { polyfill: false },
  },
});
