import { endpoint } from '../common/endpoint.ts';
import { ANSCHLUSSNUTZER_KOEPFE } from './aufrufe.ts';
import { AnschlussnutzerSchema, KontaktdatenSchema } from './schemas.ts';

export const anschlussnutzerApi = {
  lesen: endpoint({ ...ANSCHLUSSNUTZER_KOEPFE.lesen, response: AnschlussnutzerSchema, fehler: [404] }),
  kontaktdatenAktualisieren: endpoint({
    ...ANSCHLUSSNUTZER_KOEPFE.kontaktdatenAktualisieren,
    body: KontaktdatenSchema,
    response: AnschlussnutzerSchema,
  }),
};
