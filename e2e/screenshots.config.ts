import { defineConfig } from '@playwright/test';
import basis from './playwright.config.ts';

// `npm run screenshots` (docs/ui.md): the important screens at 360 px and 1280 px as PNG files under
// .tmp/screenshots (ignored by git). Same server and Chromium as the browser tests; not part of them.
export default defineConfig({ ...basis, testDir: './screenshots', workers: 1, timeout: 300_000 });
