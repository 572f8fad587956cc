import type { FastifyInstance } from 'fastify';

// Routes of the dokumente feature; filled by its issue.
export async function dokumenteRoutes(_app: FastifyInstance): Promise<void> {}
