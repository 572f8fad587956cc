import type { Koepfe } from '../common/endpoint.ts';
import type { ablesekampagneApi } from './api.ts';
import { ABLESEKAMPAGNE_KOEPFE } from './aufrufe.ts';

// Apart from aufrufe.ts, which api.ts imports: the typed heads need the endpoints' types, and a file
// that imported its own importer would close a circle.
/** The heads typed with their endpoints' request and answer types: what the web client calls. */
export const ablesekampagneKoepfe: Koepfe<typeof ablesekampagneApi> = ABLESEKAMPAGNE_KOEPFE;
