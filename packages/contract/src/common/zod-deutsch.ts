import de from 'zod/v4/locales/de.js';
import { config } from 'zod/mini';

// Messages a schema does not spell out itself come in German, on the server and in the browser.
// zod/mini's config is zod's one global configuration (classic schemas use it too); importing it
// from there keeps classic zod out of the browser's first page.
config(de());

// In the browser zod would probe for eval (`Function('')`) to compile its parsers; the portal's CSP forbids
// eval, so the probe only produces a violation report. There zod runs without the JIT.
if ('document' in globalThis) config({ jitless: true });
