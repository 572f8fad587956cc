import type { FastifyInstance } from 'fastify';
import { oeffentlichRoutes } from './oeffentlich.ts';

// The annual reading campaign (docs/ablesekampagne.md): the public calls with the letter's code.
export async function ablesekampagneRoutes(app: FastifyInstance): Promise<void> {
  oeffentlichRoutes(app);
}
