import { texte } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { apiHeader } from '../../plugins/sicherheit.ts';
import { Adressbegrenzung } from './begrenzung.ts';
import { viertelstundeVon } from './repository.ts';
import { Zwischenspeicher, type Eintrag } from './zwischenspeicher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    preisfeed: { speicher: Zwischenspeicher; begrenzung: Adressbegrenzung };
  }
}

/** Requests per address and minute; a poller every minute or two needs far fewer. */
export const PREISFEED_GRENZE = 60;

/** The two paths exactly, with the one optional query the route knows (anything else goes the normal way). */
const SCHNELL = /^\/api\/oeffentlich\/preise(?:\/([a-z0-9-]{1,100})(?:\?bestandteile=(true|false))?)?$/;

/** Clients may keep an answer until the next quarter hour, when its first entry drops off. */
export function cacheKopf(e: Eintrag, jetzt: number): Record<string, string> {
  const naechsteAenderung = viertelstundeVon(new Date(jetzt)) + 900_000;
  return { etag: e.etag, 'cache-control': `public, max-age=${Math.max(1, Math.ceil((naechsteAenderung - jetzt) / 1000))}` };
}

/** Public data for any web page: readable across origins (CORS), and not held back by our same-origin CORP. */
export const OEFFENTLICH = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };

/**
 * A stored feed answer leaves from the very first hook of the app, before the other hooks,
 * routing, validation and the answer hooks, which together cost three times the answer itself (npm run
 * bench:preisfeed). It carries the same API security headers; the tenant comes from the host as in
 * app.ts. Anything not stored, or not in this exact form, takes the normal route (features/preisfeed).
 */
export function preisfeedSchnellweg(app: FastifyInstance): void {
  const { uhr, mandanten } = app.dienste;
  const sicherheit = { ...apiHeader(), ...OEFFENTLICH };
  app.decorate('preisfeed', { speicher: new Zwischenspeicher(), begrenzung: new Adressbegrenzung(app.dienste.db, app.dienste.preisfeedGrenze ?? PREISFEED_GRENZE) });
  app.addHook('onRequest', (request, reply, fertig) => {
    const treffer = request.method === 'GET' && request.url.startsWith('/api/oeffentlich/preise') ? SCHNELL.exec(request.url) : null;
    if (!treffer) return fertig();
    const mandant = mandanten.fuerHost(request.hostname).key;
    const jetzt = uhr.jetzt().getTime();
    const e = app.preisfeed.speicher.lesen(`${mandant}|${treffer[1] ?? ''}${treffer[1] ? `|${treffer[2] === 'true'}` : ''}`, jetzt);
    if (!e) return fertig();
    app.preisfeed.begrenzung.pruefen(mandant, request.ip, jetzt).then((warten) => {
      reply.hijack();
      if (warten > 0) {
        reply.raw.writeHead(429, { ...sicherheit, 'retry-after': String(warten), 'content-type': 'application/json; charset=utf-8' });
        reply.raw.end(JSON.stringify({ data: texte.allgemein.zuVieleAnfragen }));
        return;
      }
      const nichtGeaendert = request.headers['if-none-match'] === e.etag;
      reply.raw.writeHead(nichtGeaendert ? 304 : 200, {
        ...sicherheit,
        ...cacheKopf(e, jetzt),
        ...(nichtGeaendert ? {} : { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(e.body)) }),
      });
      reply.raw.end(nichtGeaendert ? undefined : e.body);
    }, fertig);
  });
}
