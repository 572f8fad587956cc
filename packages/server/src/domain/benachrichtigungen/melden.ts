import { randomUUID } from 'node:crypto';
import { standardAktiv, zustellbarAb, type Nachricht } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';

/** One event for many customers: each gets its own text (e.g. their own cheapest window). */
export interface Empfaenger {
  kundennummer: string;
  nachricht: Nachricht;
  /** This recipient's own key instead of the call's, e.g. one per contract when a customer has several. */
  schluessel?: string;
}

/**
 * Records an event for customers: an entry in the centre and one delivery row per channel the
 * customer wants, all keyed by `schluessel` (e.g. `preisfenster:2026-11-19`). Everything is one INSERT … SELECT
 * per table with ON CONFLICT DO NOTHING, so repeating it (another process, a retried job) adds nothing, and
 * 100,000 customers are a few statements. Push only for customers with a device, mail only with an address.
 * Push and mail of a customer who keeps the night quiet are due at 7:00. `ohneMail`: the caller already
 * mailed the customer about it (the service console's "erledigt" template).
 */
export async function ereignisMelden(db: Db, mandant: string, schluessel: string, empfaenger: Empfaenger[], jetzt: Date, { ohneMail = false } = {}): Promise<void> {
  // In parts of 5,000 customers, each its own transaction: every statement stays far below the statement
  // timeout on a loaded server, and a job that dies between parts is retried: ON CONFLICT skips what is in.
  for (let i = 0; i < empfaenger.length; i += MELDE_TEIL) await teilMelden(db, mandant, schluessel, empfaenger.slice(i, i + MELDE_TEIL), jetzt, ohneMail);
}

const MELDE_TEIL = 5000;

async function teilMelden(db: Db, mandant: string, schluessel: string, empfaenger: Empfaenger[], jetzt: Date, ohneMail: boolean): Promise<void> {
  if (empfaenger.length === 0) return;
  const ereignis = empfaenger[0]!.nachricht.ereignis;
  const spalte = (f: (e: Empfaenger) => string) => sql`${empfaenger.map(f)}::text[]`;
  const liste = sql`unnest(${spalte((e) => e.kundennummer)}, ${spalte((e) => e.nachricht.titel)}, ${spalte((e) => e.nachricht.text)}, ${spalte((e) => e.nachricht.link)}, ${spalte(() => randomUUID())}, ${spalte((e) => e.schluessel ?? schluessel)}) as n(kundennummer, titel, text, link, id, schluessel)`;
  const aktiv = (kanal: 'zentrale' | 'push' | 'mail') => sql`coalesce((select aktiv from benachrichtigung_einstellung s where s.mandant = ${mandant} and s.kundennummer = n.kundennummer and s.ereignis = ${ereignis} and s.kanal = ${kanal}), ${standardAktiv(ereignis, kanal)})`;
  const morgens = zustellbarAb(jetzt, false);
  const faellig = sql`case when coalesce((select nachts_erlaubt from benachrichtigung_profil p where p.mandant = ${mandant} and p.kundennummer = n.kundennummer), false) then ${jetzt}::timestamptz else ${morgens}::timestamptz end`;
  // Inside a caller's transaction (a Vorgang's new status) the rows commit with it; else each part is its own.
  const schreiben = (f: (trx: Db) => Promise<void>) => (db.isTransaction ? f(db) : db.transaction().execute(f));
  await schreiben(async (trx) => {
    await sql`
      insert into benachrichtigung (mandant, kundennummer, id, schluessel, ereignis, titel, text, link, erstellt)
      select ${mandant}, n.kundennummer, n.id, n.schluessel, ${ereignis}, n.titel, n.text, n.link, ${jetzt}
      from ${liste} join anschlussnutzer a on a.mandant = ${mandant} and a.kundennummer = n.kundennummer
      where ${aktiv('zentrale')}
      on conflict do nothing`.execute(trx);
    await sql`
      insert into benachrichtigung_zustellung (mandant, kundennummer, schluessel, kanal, ereignis, titel, text, link, zustand, faellig_ab)
      select ${mandant}, n.kundennummer, n.schluessel, 'push', ${ereignis}, n.titel, n.text, n.link, 'OFFEN', ${faellig}
      from ${liste}
      where exists (select 1 from push_abo g where g.mandant = ${mandant} and g.kundennummer = n.kundennummer) and ${aktiv('push')}
      on conflict do nothing`.execute(trx);
    if (ohneMail) return;
    await sql`
      insert into benachrichtigung_zustellung (mandant, kundennummer, schluessel, kanal, ereignis, titel, text, link, zustand, faellig_ab)
      select ${mandant}, n.kundennummer, n.schluessel, 'mail', ${ereignis}, n.titel, n.text, n.link, 'OFFEN', ${faellig}
      from ${liste} join anschlussnutzer a on a.mandant = ${mandant} and a.kundennummer = n.kundennummer
      where a.email is not null and a.email <> '' and ${aktiv('mail')}
      on conflict do nothing`.execute(trx);
  });
}
