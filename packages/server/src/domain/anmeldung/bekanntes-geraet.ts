import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/verbinden.ts';
import { clientSchluessel } from '../../shared/client-adresse.ts';
import { neuesToken, tokenHash } from '../../kern/token.ts';

/**
 * A device the customer logged in from before. It is known by a cookie set at a good
 * login (a random token whose hash is stored: as unforgeable as a signed cookie, and it can be revoked
 * row by row) or by coming from the same client (IPv6 /64, IPv4 address) as the last good login. Guesses
 * from elsewhere at the customer number then do not lock this customer out.
 */
export const GERAET_COOKIE = 'ekp_geraet';
const GERAET_MAX_ALTER_S = 365 * 24 * 60 * 60;
/** Both login steps and the password change of the 700 state live below this path. */
const COOKIE_PFAD = '/api/anschlussnutzer';

function cookieLesen(request: FastifyRequest): string | undefined {
  const kopf = request.headers.cookie;
  if (!kopf) return undefined;
  for (const teil of kopf.split(';')) {
    const [name, ...wert] = teil.trim().split('=');
    if (name === GERAET_COOKIE) return wert.join('=') || undefined;
  }
  return undefined;
}

export async function istBekanntesGeraet(db: Db, mandant: string, kundennummer: string, request: FastifyRequest): Promise<boolean> {
  const token = cookieLesen(request);
  if (token) {
    const geraet = await db
      .selectFrom('bekanntes_geraet')
      .select('token_hash')
      .where('mandant', '=', mandant)
      .where('kundennummer', '=', kundennummer)
      .where('token_hash', '=', tokenHash(token))
      .executeTakeFirst();
    if (geraet) return true;
  }
  const letzte = await db.selectFrom('letzte_anmeldung').select('client').where('mandant', '=', mandant).where('kundennummer', '=', kundennummer).executeTakeFirst();
  return letzte?.client === clientSchluessel(request.ip);
}

/** After a good login: remembers the client and (re)issues the device cookie. */
export async function anmeldungMerken(db: Db, mandant: string, kundennummer: string, request: FastifyRequest, reply: FastifyReply, jetzt: Date): Promise<void> {
  const client = clientSchluessel(request.ip);
  await db
    .insertInto('letzte_anmeldung')
    .values({ mandant, kundennummer, client, zeitpunkt: jetzt })
    .onConflict((oc) => oc.columns(['mandant', 'kundennummer']).doUpdateSet({ client, zeitpunkt: jetzt }))
    .execute();
  const alt = cookieLesen(request);
  if (alt) {
    const weiter = await db
      .updateTable('bekanntes_geraet')
      .set({ zuletzt: jetzt })
      .where('mandant', '=', mandant)
      .where('kundennummer', '=', kundennummer)
      .where('token_hash', '=', tokenHash(alt))
      .executeTakeFirst();
    if (Number(weiter.numUpdatedRows) === 1) return;
  }
  const token = neuesToken();
  await db.insertInto('bekanntes_geraet').values({ mandant, kundennummer, token_hash: tokenHash(token), zuletzt: jetzt }).execute();
  // Devices unused for a year are forgotten; this keeps the table small without a scheduled job.
  await db
    .deleteFrom('bekanntes_geraet')
    .where('mandant', '=', mandant)
    .where('kundennummer', '=', kundennummer)
    .where('zuletzt', '<', new Date(jetzt.getTime() - GERAET_MAX_ALTER_S * 1000))
    .execute();
  const sicher = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${GERAET_COOKIE}=${token}; Path=${COOKIE_PFAD}; Max-Age=${GERAET_MAX_ALTER_S}; HttpOnly; SameSite=Strict${sicher}`);
}
