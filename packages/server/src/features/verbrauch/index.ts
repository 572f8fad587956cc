import type { FastifyInstance } from 'fastify';

// Routes of the verbrauch feature; filled by its issue.
export async function verbrauchRoutes(_app: FastifyInstance): Promise<void> {}
