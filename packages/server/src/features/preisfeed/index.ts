import { preisfeedApi, preisfeedTexte, texte } from '@ekp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../kern/route.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { dynamischeTarife, preiseAb, viertelstundeVon } from './repository.ts';
import { cacheKopf, OEFFENTLICH } from './schnellweg.ts';
import { HOECHSTENS_MS, type Eintrag } from './zwischenspeicher.ts';



/**
 * The public price feed, without login, tenant from the host. Answers come from a per-process
 * store until the next expected change (the next quarter hour, at most a minute), with ETag (304 on a
 * match), Cache-Control for the same time and `Access-Control-Allow-Origin: *` (public, read-only data).
 */
export async function preisfeedRoutes(app: FastifyInstance): Promise<void> {
  const { db, uhr } = app.dienste;
  const { speicher, begrenzung } = app.preisfeed;

  async function begrenzen(request: FastifyRequest, reply: FastifyReply, jetzt: number): Promise<void> {
    reply.headers(OEFFENTLICH);
    const warten = await begrenzung.pruefen(request.mandant.key, request.ip, jetzt);
    if (warten > 0) {
      reply.header('retry-after', String(warten));
      throw new HttpFehler(429, texte.allgemein.zuVieleAnfragen);
    }
  }

  // Clients may keep an answer until the next quarter hour, when its first entry drops off (the store here
  // holds it at most a minute, so that new prices reach the next request soon).

  function senden(request: FastifyRequest, reply: FastifyReply, e: Eintrag, jetzt: number): FastifyReply {
    reply.headers(cacheKopf(e, jetzt));
    if (request.headers['if-none-match'] === e.etag) return reply.code(304).send();
    return reply.header('content-type', 'application/json; charset=utf-8').send(e.body);
  }

  const gueltigBis = (jetzt: number) => Math.min(viertelstundeVon(new Date(jetzt)) + 900_000, jetzt + HOECHSTENS_MS);

  route(app, preisfeedApi.tarife, async ({ request, reply, mandant }) => {
    const jetzt = uhr.jetzt().getTime();
    await begrenzen(request, reply, jetzt);
    const schluessel = `${mandant.key}|`;
    let e = speicher.lesen(schluessel, jetzt);
    if (!e) {
      const basis = `${request.protocol}://${request.host}/api/oeffentlich/preise`;
      const tarife = [...(await dynamischeTarife(db, mandant.key))].map(([tarif, t]) => ({ tarif, name: t.name, url: `${basis}/${tarif}` }));
      e = speicher.merken(schluessel, tarife, gueltigBis(jetzt));
    }
    return senden(request, reply, e, jetzt) as never;
  });

  route(app, preisfeedApi.preise, async ({ request, reply, mandant, params, query }) => {
    const jetzt = uhr.jetzt().getTime();
    await begrenzen(request, reply, jetzt);
    const mitBestandteilen = query.bestandteile === 'true';
    const schluessel = `${mandant.key}|${params.tarif}|${mitBestandteilen}`;
    let e = speicher.lesen(schluessel, jetzt);
    if (!e) {
      const tarif = (await dynamischeTarife(db, mandant.key)).get(params.tarif);
      if (!tarif) throw new HttpFehler(404, preisfeedTexte.unbekannterTarif);
      e = speicher.merken(schluessel, await preiseAb(db, mandant, tarif, new Date(jetzt), mitBestandteilen), gueltigBis(jetzt));
    }
    return senden(request, reply, e, jetzt) as never;
  });
}
