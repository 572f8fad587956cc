import { ablesungenApi, feldfehler, heuteIn, PlausibilisierungAnfrageSchema, texte, type PlausibilisierungAnfrage } from '@ekp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../kern/route.ts';
import type { Sitzung } from '../../kern/sitzung.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { eigenerVertrag } from '../../domain/vertrag-zugriff.ts';
import { plausibilitaetErmitteln } from './plausibilitaet.ts';
import { entwurfPruefen } from './pruefen.ts';
import { zaehlerLesen } from './repository.ts';

/** A draft has no photo; a few kB are plenty. */
const GET_KOERPER_GRENZE = 64 * 1024;

/** Fastify does not parse bodies of GET requests; SPEC §7 sends one, so it is read here. */
async function getKoerper(request: FastifyRequest): Promise<PlausibilisierungAnfrage> {
  const teile: Buffer[] = [];
  let laenge = 0;
  for await (const teil of request.raw as AsyncIterable<Buffer>) {
    laenge += teil.length;
    if (laenge > GET_KOERPER_GRENZE) throw new HttpFehler(413, texte.allgemein.zuGross);
    teile.push(teil);
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.concat(teile).toString('utf8') || 'null');
  } catch {
    throw new HttpFehler(400, texte.allgemein.ungueltigeEingabe);
  }
  const geprueft = PlausibilisierungAnfrageSchema.safeParse(json);
  if (!geprueft.success) {
    throw new HttpFehler(400, texte.allgemein.ungueltigeEingabe, feldfehler(geprueft.error.issues));
  }
  return geprueft.data;
}

/** The verdict on a draft reading, per channel, under the same rules as the submit. */
export function plausibilisierenRoutes(app: FastifyInstance): void {
  const pruefen = async (sitzung: Sitzung, vertragId: string, entwurf: PlausibilisierungAnfrage) => {
    const { db, uhr } = app.dienste;
    const vertrag = await eigenerVertrag(db, sitzung, vertragId);
    const zaehler = entwurfPruefen(vertrag, await zaehlerLesen(db, sitzung.mandant, vertrag.id), entwurf, heuteIn(uhr.jetzt()));
    return plausibilitaetErmitteln(db, sitzung.mandant, vertrag.id, zaehler, entwurf);
  };
  route(app, ablesungenApi.plausibilisieren, ({ sitzung, params, body }) => pruefen(sitzung, params.vertragId, body));
  route(app, ablesungenApi.plausibilisierenGet, async ({ sitzung, params, request }) => {
    // Ownership first: another customer's contract is 404 whatever the body says.
    await eigenerVertrag(app.dienste.db, sitzung, params.vertragId);
    return pruefen(sitzung, params.vertragId, await getKoerper(request));
  });
}
