import { z } from 'zod';

// Messages a schema does not spell out itself come in German, on the server and in the browser.
z.config(z.locales.de());

// In the browser zod would probe for eval (`Function('')`) to compile its parsers; the portal's CSP forbids
// eval (issue 10), so the probe only produces a violation report. There zod runs without the JIT.
if ('document' in globalThis) z.config({ jitless: true });
