import { endpoint } from '../common/endpoint.ts';
import { AnschlussnutzerSchema, KontaktdatenSchema } from './schemas.ts';

export const anschlussnutzerApi = {
  lesen: endpoint({ methode: 'GET', pfad: '/anschlussnutzer', auth: true, response: AnschlussnutzerSchema, fehler: [404] }),
  kontaktdatenAktualisieren: endpoint({
    methode: 'PUT',
    pfad: '/anschlussnutzer/kontaktdatenAktualisieren',
    auth: true,
    body: KontaktdatenSchema,
    response: AnschlussnutzerSchema,
  }),
};
