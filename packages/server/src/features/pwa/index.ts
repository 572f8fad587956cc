import type { FastifyInstance } from 'fastify';
import { manifestFuer, MANIFEST_PFAD, SYMBOL_MASKIERBAR_PFAD, SYMBOL_PFAD, symbolSvg } from './manifest.ts';
import { PNG_SYMBOLE, symbolPng, type PngSymbolPfad } from './symbole.ts';

// Installable app: the manifest and icons per tenant (chosen by host, like the page). The service
// worker and the offline page are static files of the web build (packages/web/tools/service-worker.ts).
// Not under /api: the browser fetches them without a session, and they carry nothing personal.
export async function pwaRoutes(app: FastifyInstance): Promise<void> {
  // Tenants do not change while running; 'no-cache' lets a new logo or colour show after a revalidation.
  app.get(MANIFEST_PFAD, async (request, reply) =>
    reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').send(JSON.stringify(manifestFuer(request.mandant))),
  );
  app.get(SYMBOL_PFAD, async (request, reply) => reply.type('image/svg+xml').header('cache-control', 'no-cache').send(symbolSvg(request.mandant)));
  app.get(SYMBOL_MASKIERBAR_PFAD, async (request, reply) => reply.type('image/svg+xml').header('cache-control', 'no-cache').send(symbolSvg(request.mandant, true)));
  for (const pfad of Object.keys(PNG_SYMBOLE) as PngSymbolPfad[]) {
    app.get(pfad, async (request, reply) => reply.type('image/png').header('cache-control', 'no-cache').send(await symbolPng(request.mandant, pfad)));
  }
}
