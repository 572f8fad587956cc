import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { REACT_ALS_PREACT } from './tools/preact.ts';

/**
 * The service console is a build of its own (service.html → dist/service, served under
 * /service/), so the customers' build and every page of it stay byte for byte what they were
 * (tools/budget.ts checks that no customer chunk holds console code).
 */
export default defineConfig({
  plugins: [react()],
  base: '/service/',
  resolve: { alias: REACT_ALS_PREACT },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist/service',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: { input: 'service.html' },
  },
});
