import { createHash } from 'node:crypto';
import { kuendigungOeffentlichTexte, type KuendigungOeffentlichAntrag } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';
import { ereignisZulassenIn } from '../../shared/ratenbegrenzung.ts';
import type { EingereihteMail } from '../../shared/mail-ausgang.ts';
import { adressGrenze, empfaengerGrenze } from './drosselung.ts';
import { neueEingangsnummer } from './eingangsnummer.ts';
import type { Eingang } from './mail.ts';
import { eingangSpeichern } from './repository.ts';
import type { Zuordnung } from './zuordnung.ts';

/** An identical declaration within this time is a retry, not a second one. */
export const WIEDERHOLUNG_MS = 10 * 60 * 1000;
/** How long an Idempotency-Key names its first submission. */
export const IDEMPOTENZ_MS = 24 * 60 * 60 * 1000;

const istDoppelt = (e: unknown) => (e as { code?: string } | null)?.code === '23505' || /23505|duplicate key/.test(String((e as Error)?.message ?? ''));

/** The declaration's fingerprint: every field in a fixed order, the email in lower case. */
export function antragHash(a: KuendigungOeffentlichAntrag): string {
  const felder = Object.entries({ ...a, email: a.email.toLowerCase() }).sort(([x], [y]) => x.localeCompare(y));
  return createHash('sha256').update(JSON.stringify(felder)).digest('hex');
}

/** Retry keys kept per submission: the newest ones, so retries cannot grow a row without bound. */
const WEITERE_SCHLUESSEL_MAX = 10;

export interface Einreichung {
  antrag: KuendigungOeffentlichAntrag;
  eingegangen: Date;
  schluesselHash: string;
  zuordnung: Zuordnung & { email: string | null };
  client: string;
  idempotenzSchluessel: string | undefined;
}

export interface Ergebnis {
  eingang: Eingang;
  /** False for a retry: nothing was stored or is to be mailed. */
  neu: boolean;
  /** The confirmation may go out (the recipient's daily limit had room). */
  bestaetigungSenden: boolean;
  /** The customer's address on file when it differs from the one given and may be told. */
  kundenhinweisAn: string | null;
  /** The mails of a new submission, queued in its transaction; sent by the caller after the commit. */
  mails: EingereihteMail[];
}

/** Queues a new submission's mails inside its transaction. */
export type MailsEinreihen = (trx: Db, e: Pick<Ergebnis, 'eingang' | 'bestaetigungSenden' | 'kundenhinweisAn'>) => Promise<EingereihteMail[]>;

/**
 * One transaction under an advisory lock on the declaration (and its Idempotency-Key): a retry finds the
 * first Eingangsnummer (this answer's PDF key is added to the first one's, which keeps working); otherwise the per-address limit is
 * booked atomically (429 beyond it), request and outbox entry are stored, and the recipients' daily
 * limits decide which mails are queued with it. Parallel identical requests therefore store exactly one.
 */
export async function einreichen(db: Db, mandant: string, e: Einreichung, wartezeit: (sekunden: number) => void, mailsEinreihen: MailsEinreihen = async () => []): Promise<Ergebnis> {
  const hash = antragHash(e.antrag);
  const jetzt = e.eingegangen;
  for (let versuch = 1; ; versuch++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const sperren = [`${mandant}|kuendigung|${hash}`, ...(e.idempotenzSchluessel ? [`${mandant}|kuendigung-id|${e.idempotenzSchluessel}`] : [])].sort();
        for (const s of sperren) await sql`select pg_advisory_xact_lock(hashtextextended(${s}, 0))`.execute(trx);
        const frueher = await trx
          .selectFrom('kuendigung_oeffentlich')
          .select(['eingangsnummer', 'eingegangen', 'antrag'])
          .where('mandant', '=', mandant)
          .where((eb) =>
            eb.or([
              eb.and([eb('antrag_hash', '=', hash), eb('eingegangen', '>', new Date(jetzt.getTime() - WIEDERHOLUNG_MS))]),
              ...(e.idempotenzSchluessel ? [eb.and([eb('idempotenz_schluessel', '=', e.idempotenzSchluessel), eb('eingegangen', '>', new Date(jetzt.getTime() - IDEMPOTENZ_MS))])] : []),
            ]),
          )
          .orderBy('eingegangen', 'desc')
          .executeTakeFirst();
        if (frueher) {
          // The retry gets a key of its own; the first sender's key keeps working (a few per submission at most).
          await sql`update kuendigung_oeffentlich set weitere_schluessel = (${[e.schluesselHash]}::text[] || weitere_schluessel)[1:${WEITERE_SCHLUESSEL_MAX}]
            where mandant = ${mandant} and eingangsnummer = ${frueher.eingangsnummer}`.execute(trx);
          const eingang = { eingangsnummer: frueher.eingangsnummer, eingegangen: new Date(frueher.eingegangen), antrag: frueher.antrag as KuendigungOeffentlichAntrag };
          return { eingang, neu: false, bestaetigungSenden: false, kundenhinweisAn: null, mails: [] };
        }
        const adresse = await ereignisZulassenIn(trx, adressGrenze(mandant, e.client), jetzt);
        if (!adresse.erlaubt) {
          wartezeit(adresse.wiederholenNachSekunden);
          throw new HttpFehler(429, kuendigungOeffentlichTexte.zuVieleAnfragen);
        }
        const eingang = { eingangsnummer: neueEingangsnummer(jetzt), eingegangen: jetzt, antrag: e.antrag };
        await eingangSpeichern(trx, mandant, { ...eingang, schluesselHash: e.schluesselHash, zuordnung: e.zuordnung, antragHash: hash, idempotenzSchluessel: e.idempotenzSchluessel ?? null });
        const bestaetigungSenden = (await ereignisZulassenIn(trx, empfaengerGrenze(mandant, e.antrag.email), jetzt)).erlaubt;
        const gespeichert = e.zuordnung.email;
        const anders = gespeichert && gespeichert.trim().toLowerCase() !== e.antrag.email.trim().toLowerCase() ? gespeichert : null;
        const kundenhinweisAn = anders && (await ereignisZulassenIn(trx, empfaengerGrenze(mandant, anders), jetzt)).erlaubt ? anders : null;
        return { eingang, neu: true, bestaetigungSenden, kundenhinweisAn, mails: await mailsEinreihen(trx, { eingang, bestaetigungSenden, kundenhinweisAn }) };
      });
    } catch (fehler) {
      if (versuch >= 3 || !istDoppelt(fehler)) throw fehler;
    }
  }
}
