import type { FastifyInstance } from 'fastify';
import { loginRoutes } from './login.ts';
import { passwortAendernRoutes } from './passwort-aendern.ts';
import { passwortResetRoutes } from './passwort-reset.ts';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  loginRoutes(app);
  passwortAendernRoutes(app);
  passwortResetRoutes(app);
}
