import { endpunkte, stapelApi, type StapelAntwort } from '@ekp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpFehler } from '../kern/http-fehler.ts';
import { route } from '../kern/route.ts';

/** The signed-in customer reads a batch may hold: GETs with a body, no downloads, no staff or third-party calls. */
const LESEPFADE: RegExp[] = endpunkte
  .map(({ e }) => e)
  .filter((e) => e.methode === 'GET' && e.auth && e.response !== null && !e.bereich && !e.freigabe)
  .map((e) => new RegExp(`^${e.pfad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/?#]+')}(\\?[^#]*)?$`));

const erlaubt = (pfad: string) => !pfad.includes('..') && !pfad.includes('#') && LESEPFADE.some((r) => r.test(pfad));

/** The headers a read depends on: the session, the staff view's page, and the tenant's host. */
const WEITERGEGEBEN = ['token', 'kundennummer', 'ansicht-seite', 'accept-language', 'user-agent'] as const;

function kopfzeilen(request: FastifyRequest): Record<string, string> {
  const k: Record<string, string> = { host: request.host };
  for (const name of WEITERGEGEBEN) {
    const wert = request.headers[name];
    if (typeof wert === 'string') k[name] = wert;
  }
  return k;
}

function lesen(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * POST /api/stapel: each read is injected into this server as its own request, so it passes every hook
 * (tenant, session, rate limits, the access log) and its own route with its validation and answer schema. The
 * batch adds no rule of its own beyond which reads it admits; a read's 4xx is its answer, not the batch's.
 */
export function stapelRoutes(app: FastifyInstance): void {
  route(app, stapelApi.lesen, async ({ body, request }) => {
    const falsch = body.aufrufe.find((p) => !erlaubt(p));
    if (falsch !== undefined) throw new HttpFehler(400, `Dieser Aufruf kann nicht gebündelt werden: ${falsch.slice(0, 80)}`);
    const headers = kopfzeilen(request);
    const antworten = await Promise.all(
      body.aufrufe.map(async (pfad): Promise<StapelAntwort> => {
        const r = await app.inject({ method: 'GET', url: `/api${pfad}`, headers, remoteAddress: request.ip });
        return { status: r.statusCode, daten: lesen(r.body) };
      }),
    );
    return { antworten };
  });
}
