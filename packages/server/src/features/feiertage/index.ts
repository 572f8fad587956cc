import { feiertageApi } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kern/route.ts';
import { feiertageBerechnen } from '../../domain/feiertage.ts';

// GET /api/feiertage?years=2026,2027: public like the third-party service it stands in for.
export async function feiertageRoutes(app: FastifyInstance): Promise<void> {
  route(app, feiertageApi.liste, async ({ query }) => feiertageBerechnen(query.years));
}
