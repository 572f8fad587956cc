import type { FastifyInstance } from 'fastify';

// Routes of the feiertage feature; filled by its issue.
export async function feiertageRoutes(_app: FastifyInstance): Promise<void> {}
