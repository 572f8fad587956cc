import type { FastifyInstance } from 'fastify';

// Routes of the ablesungen feature; filled by its issue.
export async function ablesungenRoutes(_app: FastifyInstance): Promise<void> {}
