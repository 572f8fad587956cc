import type { FastifyInstance } from 'fastify';

// Routes of the kontakt feature; filled by its issue.
export async function kontaktRoutes(_app: FastifyInstance): Promise<void> {}
