import type { FastifyInstance } from 'fastify';
import { freigabeDrittRoutes } from './dritt-routes.ts';
import { freigabeKundeRoutes } from './kunde-routes.ts';
import { oauthEinhaengen } from './oauth.ts';

// OAuth data sharing — the authorization server under /oauth, the customer's consent and
// grants, and the third party's API under /api/v1/freigabe.
export async function freigabeRoutes(app: FastifyInstance): Promise<void> {
  oauthEinhaengen(app);
  await freigabeKundeRoutes(app);
  await freigabeDrittRoutes(app);
}
