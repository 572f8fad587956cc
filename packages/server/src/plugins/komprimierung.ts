import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * JSON answers above ~1 KB travel compressed. gzip only: on the API benchmark it
 * costs less CPU per answer than brotli for a similar size (docs/performance.md). Assets are
 * compressed at build time instead (plugins/web.ts), so this never touches them.
 */
export async function komprimierungRegistrieren(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['gzip'] });
}
