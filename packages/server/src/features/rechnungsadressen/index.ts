import type { FastifyInstance } from 'fastify';

// Routes of the rechnungsadressen feature; filled by its issue.
export async function rechnungsadressenRoutes(_app: FastifyInstance): Promise<void> {}
