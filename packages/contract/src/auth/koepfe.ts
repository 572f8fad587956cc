import type { Koepfe } from '../common/endpoint.ts';
import type { authApi } from './api.ts';
import { AUTH_KOEPFE } from './aufrufe.ts';

// Apart from aufrufe.ts, which api.ts imports: the typed heads need the endpoints' types, and a file
// that imported its own importer would close a circle.
/** The same heads, typed with their endpoints' request and answer types: what the web client calls. */
export const authKoepfe: Koepfe<typeof authApi> = AUTH_KOEPFE;
