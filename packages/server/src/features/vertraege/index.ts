import type { FastifyInstance } from 'fastify';

// Routes of the vertraege feature; filled by its issue.
export async function vertraegeRoutes(_app: FastifyInstance): Promise<void> {}
