import type { Db } from '../../db/verbinden.ts';
import { neuesToken, tokenHash } from '../../kern/token.ts';

/** Starts a session and returns the clear token, which only the client keeps. */
export async function sitzungAnlegen(db: Db, mandant: string, kundennummer: string, jetzt: Date, ttlSekunden: number): Promise<string> {
  const token = neuesToken();
  await db
    .insertInto('sitzung')
    .values({ token_hash: tokenHash(token), mandant, kundennummer, erstellt: jetzt, ablauf: new Date(jetzt.getTime() + ttlSekunden * 1000) })
    .execute();
  await db.deleteFrom('sitzung').where('ablauf', '<', jetzt).execute();
  return token;
}

export async function sitzungBeenden(db: Db, hash: string): Promise<void> {
  await db.deleteFrom('sitzung').where('token_hash', '=', hash).execute();
}

export async function alleSitzungenBeenden(db: Db, mandant: string, kundennummer: string): Promise<void> {
  await db.deleteFrom('sitzung').where('mandant', '=', mandant).where('kundennummer', '=', kundennummer).execute();
}
