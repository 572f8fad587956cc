import { mandantApi, MandantOeffentlichSchema } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';

// The web app loads its tenant's public configuration before the first render.
export async function mandantRoutes(app: FastifyInstance): Promise<void> {
  route(app, mandantApi.konfiguration, async ({ mandant }) => MandantOeffentlichSchema.parse(mandant));
}
