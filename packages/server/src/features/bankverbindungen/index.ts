import type { FastifyInstance } from 'fastify';

// Routes of the bankverbindungen feature; filled by its issue.
export async function bankverbindungenRoutes(_app: FastifyInstance): Promise<void> {}
