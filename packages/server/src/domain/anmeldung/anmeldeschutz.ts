import { authTexte, warteMinuten } from '@ekp/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/verbinden.ts';
import { clientSchluessel } from '../../shared/client-adresse.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { ereignisseZuruecknehmen, ereignisZulassen, type Grenze } from '../../shared/ratenbegrenzung.ts';

const MINUTE = 60 * 1000;
const STUNDE = 60 * MINUTE;

/**
 * Three scopes of failed attempts (numbers and reasons in docs/entscheidungen/).
 * - the pair (customer number, client address): 5 in 15 minutes stops one guesser without touching
 *   anyone else behind the same address or the customer elsewhere;
 * - the customer number over all addresses: a growing delay against guessing spread over many
 *   addresses;
 * - the client address over all numbers: 100 in 15 minutes against credential stuffing, high enough
 *   that many customers behind one NAT with a typo each still get in.
 */
export const PAAR = { max: 5, fensterMs: 15 * MINUTE };
/**
 * The customer number's limit slows down instead of closing for an hour: 10 failures a
 * day are free, then each further attempt waits 2^(n−10) seconds after the last failure, at most 15
 * minutes (about 100 guesses a day at worst). A known device skips it (domain/anmeldung/bekanntes-geraet.ts); a
 * password reset or a right second factor clears it (`kontoGrenzeAufheben`).
 */
export const KUNDE = { frei: 10, fensterMs: 24 * STUNDE, hoechstensMs: 15 * MINUTE };
export const kundeVerzoegerung = (anzahl: number) => (anzahl < KUNDE.frei ? 0 : Math.min(KUNDE.hoechstensMs, 1000 * 2 ** (anzahl - KUNDE.frei)));
export const ADRESSE = { max: 100, fensterMs: 15 * MINUTE };

/** What is guessed: the password (login and change) or the second factor's code. */
export type Bereich = 'anmeldung' | 'zweiter_faktor';

export interface Anmeldeversuch {
  mandant: string;
  kundennummer: string;
  ip: string;
  /** From a known device: the customer number's limit does not apply. */
  bekannt?: boolean;
}

// An IPv6 client counts per /64, so rotating through its addresses gains nothing.
const paarSchluessel = (v: Anmeldeversuch) => `paar:${v.kundennummer}|${clientSchluessel(v.ip)}`;

function grenzen(bereich: Bereich, v: Anmeldeversuch): Grenze[] {
  const g = (schluessel: string, s: { max: number; fensterMs: number }): Grenze => ({ mandant: v.mandant, bereich, schluessel: [schluessel], ...s });
  const kunde: Grenze[] = v.bekannt ? [] : [{ ...g(`kn:${v.kundennummer}`, { max: 0, fensterMs: KUNDE.fensterMs }), verzoegerung: kundeVerzoegerung }];
  return [g(paarSchluessel(v), PAAR), ...kunde, g(`ip:${clientSchluessel(v.ip)}`, ADRESSE)];
}

export interface Zulassung {
  ids: number[];
}

/**
 * Books the attempt as a failure before the secret is checked, atomically in the database, so that
 * parallel guesses cannot pass the limit; `versuchGelungen` takes it back. Over the limit: 429 with
 * Retry-After and the wait in minutes.
 */
export function versuchZulassen(db: Db, reply: FastifyReply, bereich: Bereich, v: Anmeldeversuch, jetzt: Date): Promise<Zulassung> {
  return zulassenOder429(db, reply, grenzen(bereich, v), jetzt, authTexte.zuVieleVersuche);
}

/** Books one event under the limits or answers 429 with Retry-After and a text naming the minutes. */
export async function zulassenOder429(db: Db, reply: FastifyReply, g: Grenze[], jetzt: Date, text: (minuten: number) => string): Promise<Zulassung> {
  const z = await ereignisZulassen(db, g, jetzt);
  if (!z.erlaubt) {
    reply.header('retry-after', String(z.wiederholenNachSekunden));
    throw new HttpFehler(429, text(warteMinuten(z.wiederholenNachSekunden)));
  }
  return { ids: z.ids };
}

/** A password reset or a right second factor proves the customer; the guesses at their number stop counting. */
export async function kontoGrenzeAufheben(db: Db, mandant: string, kundennummer: string): Promise<void> {
  await db.deleteFrom('ratenereignis').where('mandant', '=', mandant).where('bereich', 'in', ['anmeldung', 'zweiter_faktor']).where('schluessel', '=', `kn:${kundennummer}`).execute();
}

/** A right secret: this attempt was no failure, and the pair starts afresh (the other scopes keep theirs). */
export async function versuchGelungen(db: Db, bereich: Bereich, v: Anmeldeversuch, z: Zulassung): Promise<void> {
  await ereignisseZuruecknehmen(db, z.ids);
  await db
    .deleteFrom('ratenereignis')
    .where('mandant', '=', v.mandant)
    .where('bereich', '=', bereich)
    .where('schluessel', '=', paarSchluessel(v))
    .execute();
}
