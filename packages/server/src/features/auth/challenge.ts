import type { Db } from '../../db/verbinden.ts';
import { neuesToken, tokenHash } from '../../kern/token.ts';

// Between the password step and the code step of a login. 5 minutes are enough to open
// an authenticator app; after a 700 answer the confirmed challenge lives the 300 seconds of SPEC §9.
export const CHALLENGE_GUELTIGKEIT_S = 300;

export async function challengeAnlegen(db: Db, mandant: string, kundennummer: string, jetzt: Date): Promise<string> {
  const token = neuesToken();
  await db.deleteFrom('anmelde_challenge').where('ablauf', '<', jetzt).execute();
  await db
    .insertInto('anmelde_challenge')
    .values({ token_hash: tokenHash(token), mandant, kundennummer, ablauf: new Date(jetzt.getTime() + CHALLENGE_GUELTIGKEIT_S * 1000) })
    .execute();
  return token;
}

/** True when the challenge is open (not yet confirmed) and belongs to this customer. */
export async function challengeOffen(db: Db, mandant: string, kundennummer: string, token: string, jetzt: Date): Promise<boolean> {
  const c = await db
    .selectFrom('anmelde_challenge')
    .select('bestaetigt')
    .where('token_hash', '=', tokenHash(token))
    .where('mandant', '=', mandant)
    .where('kundennummer', '=', kundennummer)
    .where('ablauf', '>', jetzt)
    .executeTakeFirst();
  return c?.bestaetigt === false;
}

export async function challengeBeenden(db: Db, token: string): Promise<void> {
  await db.deleteFrom('anmelde_challenge').where('token_hash', '=', tokenHash(token)).execute();
}

/** After the code step answered 700: the challenge now stands in for the second factor of the password change. */
export async function challengeBestaetigen(db: Db, token: string, jetzt: Date): Promise<void> {
  await db
    .updateTable('anmelde_challenge')
    .set({ bestaetigt: true, ablauf: new Date(jetzt.getTime() + CHALLENGE_GUELTIGKEIT_S * 1000) })
    .where('token_hash', '=', tokenHash(token))
    .execute();
}

/** Takes a confirmed challenge for the password change, once. */
export async function bestaetigteChallengeEinloesen(db: Db, mandant: string, kundennummer: string, token: string, jetzt: Date): Promise<boolean> {
  const weg = await db
    .deleteFrom('anmelde_challenge')
    .where('token_hash', '=', tokenHash(token))
    .where('mandant', '=', mandant)
    .where('kundennummer', '=', kundennummer)
    .where('bestaetigt', '=', true)
    .where('ablauf', '>', jetzt)
    .executeTakeFirst();
  return Number(weg.numDeletedRows) === 1;
}

/** At most 5 wrong codes per challenge; the fifth ends it (the password step comes again). */
export const CHALLENGE_HOECHSTE_FEHLVERSUCHE = 5;

export async function challengeFehlversuch(db: Db, token: string): Promise<void> {
  await db.updateTable('anmelde_challenge').set((eb) => ({ fehlversuche: eb('fehlversuche', '+', 1) })).where('token_hash', '=', tokenHash(token)).execute();
  await db.deleteFrom('anmelde_challenge').where('token_hash', '=', tokenHash(token)).where('fehlversuche', '>=', CHALLENGE_HOECHSTE_FEHLVERSUCHE).execute();
}
