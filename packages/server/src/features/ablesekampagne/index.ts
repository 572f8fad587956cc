import type { FastifyInstance } from 'fastify';
import { aufgabenRoutes } from './aufgaben.ts';
import { oeffentlichRoutes } from './oeffentlich.ts';

// The annual reading campaign (docs/ablesekampagne.md): the public calls with the letter's code, and the
// signed-in customer's open readings.
export async function ablesekampagneRoutes(app: FastifyInstance): Promise<void> {
  oeffentlichRoutes(app);
  aufgabenRoutes(app);
}
