import { serviceApi, serviceTexte, type Endpoint, type Rolle } from '@ekp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route, type Kontext } from '../../kern/route.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { neuesToken, tokenHash } from '../../kern/token.ts';
import type { Db } from '../../db/verbinden.ts';
import { kennungNormal } from './konten.ts';

/** Staff sessions end after 15 idle minutes and 8 hours after sign-in, however active. */
export const MITARBEITER_TTL_S = 15 * 60;
export const MITARBEITER_MAX_S = 8 * 60 * 60;

export interface MitarbeiterSitzung {
  mandant: string;
  kennung: string;
  name: string;
  rolle: Rolle;
  passwortAendern: boolean;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    mitarbeiter?: MitarbeiterSitzung;
  }
}

export async function mitarbeiterSitzungAnlegen(db: Db, mandant: string, kennung: string, jetzt: Date): Promise<string> {
  const token = neuesToken();
  await db.deleteFrom('mitarbeiter_sitzung').where('mandant', '=', mandant).where('ablauf', '<', jetzt).execute();
  await db
    .insertInto('mitarbeiter_sitzung')
    .values({ mandant, token_hash: tokenHash(token), kennung, erstellt: jetzt, ablauf: new Date(jetzt.getTime() + MITARBEITER_TTL_S * 1000) })
    .execute();
  return token;
}

const kopf = (request: FastifyRequest, name: string) => {
  const w = request.headers[name];
  return typeof w === 'string' ? w.trim() : '';
};

/** Calls a staff member with the start password may make: nothing but changing it. */
const VOR_PASSWORTWECHSEL = new Set<Endpoint>([serviceApi.ich, serviceApi.abmelden, serviceApi.passwortAendern]);

/**
 * The staff session of a request (headers token and kennung), looked up in the tenant of the host: a
 * token of tenant A is unknown on B's host, and a customer's token is in another table altogether.
 * Slides the idle expiry like the customers' sessions (one write a minute at most).
 */
async function pruefen(request: FastifyRequest, reply?: FastifyReply): Promise<void> {
  const token = kopf(request, 'token');
  const kennung = kennungNormal(kopf(request, 'kennung'));
  if (!token || !kennung || token.length > 256 || kennung.length > 64) throw new HttpFehler(401, serviceTexte.nichtAngemeldet);
  const { db, uhr } = request.server.dienste;
  const jetzt = uhr.jetzt();
  const hash = tokenHash(token);
  const z = await db
    .selectFrom('mitarbeiter_sitzung as s')
    .innerJoin('mitarbeiter as m', (j) => j.onRef('m.mandant', '=', 's.mandant').onRef('m.kennung', '=', 's.kennung'))
    .select(['s.erstellt', 's.ablauf', 'm.name', 'm.rolle', 'm.passwort_aendern', 'm.aktiv'])
    .where('s.mandant', '=', request.mandant.key)
    .where('s.token_hash', '=', hash)
    .where('s.kennung', '=', kennung)
    .executeTakeFirst();
  if (!z || !z.aktiv) throw new HttpFehler(401, serviceTexte.nichtAngemeldet);
  const ende = new Date(z.erstellt).getTime() + MITARBEITER_MAX_S * 1000;
  let ablauf = new Date(z.ablauf).getTime();
  if (ablauf <= jetzt.getTime() || ende <= jetzt.getTime()) throw new HttpFehler(401, serviceTexte.nichtAngemeldet);
  const ziel = Math.min(jetzt.getTime() + MITARBEITER_TTL_S * 1000, ende);
  if (ziel - ablauf >= 60_000) {
    await db.updateTable('mitarbeiter_sitzung').set({ ablauf: new Date(ziel) }).where('mandant', '=', request.mandant.key).where('token_hash', '=', hash).execute();
    ablauf = ziel;
  }
  // Fastify hands the reply to every onRequest hook; the ttl header then comes with 4xx answers too.
  reply?.header('ttl', String(Math.max(1, Math.floor((ablauf - jetzt.getTime()) / 1000))));
  request.mitarbeiter = { mandant: request.mandant.key, kennung, name: z.name, rolle: z.rolle, passwortAendern: z.passwort_aendern, tokenHash: hash };
  const e = request.routeOptions.config.endpoint;
  if (z.passwort_aendern && (!e || !VOR_PASSWORTWECHSEL.has(e))) throw new HttpFehler(403, serviceTexte.startpasswortAendern);
}

export type ServiceKontext<E extends Endpoint> = Kontext<E> & { ma: MitarbeiterSitzung };

/**
 * Registers a service call from its contract entry (so it is in OpenAPI and validated like every route),
 * with the staff session checked before the body is read; `admin` limits it to the role ADMIN.
 */
export function serviceRoute<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: (k: ServiceKontext<E>) => ReturnType<Parameters<typeof route<E>>[2]>,
  optionen: { admin?: boolean } = {},
): void {
  route(
    app,
    e,
    async (k) => {
      const ma = k.request.mitarbeiter!;
      if (optionen.admin && ma.rolle !== 'ADMIN') throw new HttpFehler(403, serviceTexte.nurAdmin);
      return handler({ ...k, ma });
    },
    { vorDemLesen: pruefen },
  );
}
