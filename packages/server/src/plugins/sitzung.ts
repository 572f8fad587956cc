import { texte } from '@ekp/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpFehler } from '../shared/http-fehler.ts';
import { tokenHash } from '../shared/token.ts';

export interface Sitzung {
  mandant: string;
  kundennummer: string;
  tokenHash: string;
}

function header(request: FastifyRequest, name: string): string {
  const wert = request.headers[name];
  return typeof wert === 'string' ? wert.trim() : '';
}

/**
 * SPEC §4/§7: a session is the pair of headers token and kundennummer. A valid one slides its expiry
 * by the session lifetime and the answer carries that lifetime in the ttl header.
 */
export async function sitzungPruefen(request: FastifyRequest, reply: FastifyReply, pflicht: boolean): Promise<Sitzung | null> {
  const token = header(request, 'token');
  const kundennummer = header(request, 'kundennummer');
  const { db, uhr, sitzungTtl } = request.server.dienste;
  if (token && kundennummer) {
    const hash = tokenHash(token);
    const jetzt = uhr.jetzt();
    const aktualisiert = await db
      .updateTable('sitzung')
      .set({ ablauf: new Date(jetzt.getTime() + sitzungTtl * 1000) })
      .where('token_hash', '=', hash)
      .where('mandant', '=', request.mandant.key)
      .where('kundennummer', '=', kundennummer)
      .where('ablauf', '>', jetzt)
      .returning(['mandant', 'kundennummer'])
      .executeTakeFirst();
    if (aktualisiert) {
      reply.header('ttl', String(sitzungTtl));
      return { mandant: aktualisiert.mandant, kundennummer: aktualisiert.kundennummer, tokenHash: hash };
    }
  }
  if (pflicht) throw new HttpFehler(401, texte.allgemein.nichtAngemeldet);
  return null;
}
