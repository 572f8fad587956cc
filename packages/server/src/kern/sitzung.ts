import { authApi, serviceTexte, texte } from '@ekp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bauer, lesen, vorlage } from '../db/vorlage.ts';
import { HttpFehler } from './http-fehler.ts';
import { tokenHash } from './token.ts';

export interface Sitzung {
  mandant: string;
  kundennummer: string;
  tokenHash: string;
  /** When the session ends unless used again (the stored expiry, capped by the absolute lifetime). */
  ablauf: Date;
  /** This customer wrote within EKP_REPLIKAT_MAX_LAG: reads go to the primary (shared/lese-db.ts). */
  primaer: boolean;
  /** The staff member when this is an "Ansicht als Kunde" session (read-only, 15 minutes at most). */
  ansichtVon?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The checked session: undefined before the check, null when the request has none. */
    sitzung: Sitzung | null | undefined;
  }
  interface FastifyContextConfig {
    /** Set by route() from the contract: true needs a session, false takes one when sent. */
    auth?: boolean;
  }
}

/** ASVS 7.3.2 default: a session ends 12 hours after login however active it is (EKP_SESSION_MAX). */
export const STANDARD_SITZUNG_MAX_S = 12 * 60 * 60;
/**
 * The stored expiry is rewritten only when it has fallen this far behind "now + ttl", so a busy session
 * costs one write a minute instead of one per request; the ttl header states the stored remainder.
 */
export const VERLAENGERUNG_AB_MS = 60_000;
/** An "Ansicht als Kunde" session ends 15 minutes after it started, however active. */
export const ANSICHT_MAX_S = 15 * 60;

// The read of every authenticated request, compiled once (db/vorlage.ts). The clock is checked below,
// not in SQL, so on PGlite the row can be kept until the next write (db/lesespeicher.ts).
const sitzungFinden = vorlage(3, (hash: string, mandant: string, kundennummer: string) =>
  bauer
    .selectFrom('sitzung')
    .select(['ablauf', 'erstellt', 'primaer_bis', 'ansicht_von'])
    .where('token_hash', '=', hash)
    .where('mandant', '=', mandant)
    .where('kundennummer', '=', kundennummer),
);

function header(request: FastifyRequest, name: string): string {
  const wert = request.headers[name];
  return typeof wert === 'string' ? wert.trim() : '';
}

/**
 * SPEC §4/§7: a session is the pair of headers token and kundennummer. One indexed read finds it; the
 * row is the only truth (on PGlite kept in memory only until the next write), so a session deleted by
 * logout, password change or import in any process is refused on the next request in every process. The answer carries the true remaining
 * lifetime in the ttl header.
 */
async function sitzungLesen(request: FastifyRequest, reply: FastifyReply): Promise<Sitzung | null> {
  const token = header(request, 'token');
  const kundennummer = header(request, 'kundennummer');
  if (!token || !kundennummer || token.length > 256 || kundennummer.length > 64) return null;
  const { db, uhr, sitzungTtl, sitzungMax = STANDARD_SITZUNG_MAX_S } = request.server.dienste;
  const hash = tokenHash(token);
  const jetzt = uhr.jetzt();
  const zeile = (await lesen(db, sitzungFinden(hash, request.mandant.key, kundennummer)))[0];
  if (!zeile) return null;
  const ende = new Date(zeile.erstellt).getTime() + (zeile.ansicht_von ? ANSICHT_MAX_S : sitzungMax) * 1000;
  let ablauf = new Date(zeile.ablauf).getTime();
  if (ablauf <= jetzt.getTime() || ende <= jetzt.getTime()) return null;
  const ziel = Math.min(jetzt.getTime() + sitzungTtl * 1000, ende);
  if (ziel - ablauf >= VERLAENGERUNG_AB_MS) {
    // Conditional, so parallel requests of one session write at most once.
    await db
      .updateTable('sitzung')
      .set({ ablauf: new Date(ziel) })
      .where('token_hash', '=', hash)
      .where('ablauf', '<', new Date(ziel - VERLAENGERUNG_AB_MS / 2))
      .execute();
    ablauf = ziel;
  }
  reply.header('ttl', String(Math.max(1, Math.floor((ablauf - jetzt.getTime()) / 1000))));
  // The machine's clock, not the injected one: the pin is measured in real seconds of replication lag.
  const primaer = zeile.primaer_bis !== null && new Date(zeile.primaer_bis).getTime() > Date.now();
  return { mandant: request.mandant.key, kundennummer, tokenHash: hash, ablauf: new Date(ablauf), primaer, ...(zeile.ansicht_von ? { ansichtVon: zeile.ansicht_von } : {}) };
}

/** The session of a request, checked once; a required one that is missing is a 401. */
export async function sitzungPruefen(request: FastifyRequest, reply: FastifyReply, pflicht: boolean): Promise<Sitzung | null> {
  if (request.sitzung === undefined) request.sitzung = await sitzungLesen(request, reply);
  if (pflicht && !request.sitzung) throw new HttpFehler(401, texte.allgemein.nichtAngemeldet);
  // The staff's view as the customer only reads; every other method is refused before any work.
  // Its logout is the one exception: it ends the view (the banner's end button; audited as its end).
  if (request.sitzung?.ansichtVon && request.method !== 'GET' && request.method !== 'HEAD' && request.routeOptions.config.endpoint !== authApi.logout) {
    throw new HttpFehler(403, serviceTexte.ansicht.nurLesen);
  }
  return request.sitzung;
}

/**
 * Checks the session of every contract route in onRequest, before Fastify reads or parses the body: an
 * anonymous call to an authenticated endpoint is a 401 however large its body.
 */
export function sitzungspruefung(app: FastifyInstance): void {
  app.decorateRequest('sitzung', undefined);
  app.addHook('onRequest', (request, reply, fertig) => {
    // Read once: Fastify builds a new routeOptions object (a dozen fields) on every access.
    const { auth, endpoint } = request.routeOptions.config;
    // The service console's calls check a staff session instead (features/service).
    if (auth === undefined || endpoint?.bereich === 'service') return fertig();
    sitzungPruefen(request, reply, auth).then(() => fertig(), fertig);
  });
  // Read-your-writes with read replicas: a request that may have written pins all of the
  // customer's sessions to the primary for EKP_REPLIKAT_MAX_LAG plus a second, before the answer leaves, so
  // the next request — in whichever server process — reads the write. A replica is only used while it is
  // proven to hold every write older than that lag (db/replikate.ts). Refused requests (4xx) stored nothing.
  const { replikate } = app.dienste;
  if (!replikate) return;
  app.addHook('onSend', async (request, reply, payload) => {
    const sitzung = request.sitzung;
    if (!sitzung || LESEND.has(request.method) || reply.statusCode >= 400) return payload;
    await app.dienste.db
      .updateTable('sitzung')
      .set({ primaer_bis: new Date(Date.now() + replikate.pinMs) })
      .where('mandant', '=', sitzung.mandant)
      .where('kundennummer', '=', sitzung.kundennummer)
      .execute();
    return payload;
  });
}

const LESEND = new Set(['GET', 'HEAD', 'OPTIONS']);
