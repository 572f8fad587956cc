import { z } from 'zod';

// Messages a schema does not spell out itself come in German, on the server and in the browser.
z.config(z.locales.de());
