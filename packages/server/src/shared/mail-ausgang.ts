import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/verbinden.ts';
import type { MailAusgangTabelle } from '../db/tabellen.ts';
import { mailfehlerOhneAdresse, type Mail, type Mailer } from './mail.ts';
import { oeffnen, schluesselbundVon, versiegeln, type Schluesselbund } from './schluesselbund.ts';
import type { Uhr } from '../config/uhr.ts';

/**
 * The one way a mail leaves the portal. A mail is first a row of `mail_ausgang` (recipient and text sealed
 * with the key ring), then sent at once; when the mail server does not take it, the notification worker's
 * pass retries it with backoff until it is sent or has failed ten times. So a mail server hiccup delays a
 * confirmation instead of losing it, and the console can show what went out.
 */
export interface MailAusgangDienste {
  db: Db;
  mailer: Mailer;
  uhr: Uhr;
  schluessel?: Schluesselbund | undefined;
}

export interface AusgehendeMail {
  mandant: string;
  /** What it is, for the console and the log (`bestaetigung`, `passwort-reset`, …): never the address. */
  art: string;
  kundennummer?: string | null | undefined;
  mail: Mail;
}

type Protokoll = { error(daten: object, text: string): void };

export const MAIL_VERSUCHE = 10;
const FRIST_MS = 60_000;
const STAPEL = 50;

const bund = schluesselbundVon;
const bindung = (mandant: string, id: string) => `mail_ausgang:${mandant}:${id}`;

/** After the n-th failed attempt: 1, 2, 4 … minutes, at most six hours. */
export function naechsterVersuch(versuche: number, jetzt: Date): Date {
  return new Date(jetzt.getTime() + Math.min(2 ** Math.max(0, versuche - 1) * 60_000, 6 * 3_600_000));
}

/** Queues a mail (inside the caller's transaction when `db` is one); returns its id. */
export async function mailEinreihen(db: Db, d: { schluessel?: Schluesselbund | undefined }, jetzt: Date, m: AusgehendeMail): Promise<string> {
  const id = randomUUID();
  const b = bind(d, m.mandant, id);
  await db
    .insertInto('mail_ausgang')
    .values({
      mandant: m.mandant,
      id,
      art: m.art,
      kundennummer: m.kundennummer ?? null,
      an_versiegelt: b(m.mail.an),
      inhalt_versiegelt: b(JSON.stringify({ von: m.mail.von, betreff: m.mail.betreff, text: m.mail.text })),
      zustand: 'OFFEN',
      faellig_ab: jetzt,
      erstellt: jetzt,
    })
    .execute();
  return id;
}

function bind(d: { schluessel?: Schluesselbund | undefined }, mandant: string, id: string) {
  return (klartext: string) => versiegeln(bund(d), klartext, bindung(mandant, id));
}

type Zeile = Pick<MailAusgangTabelle, 'mandant' | 'id' | 'art' | 'an_versiegelt' | 'inhalt_versiegelt'> & { versuche: number };

async function senden(d: MailAusgangDienste, z: Zeile, besitzer: string, log: Protokoll | undefined): Promise<boolean> {
  const auf = (wert: string) => oeffnen(bund(d), wert, bindung(z.mandant, z.id));
  try {
    const inhalt = JSON.parse(auf(z.inhalt_versiegelt)) as Omit<Mail, 'an'>;
    await d.mailer.senden({ ...inhalt, an: auf(z.an_versiegelt) });
  } catch (e) {
    const jetzt = d.uhr.jetzt();
    const endgueltig = z.versuche >= MAIL_VERSUCHE;
    // SMTP answers often quote the recipient: only codes go to the row and the log.
    const fehler = JSON.stringify(mailfehlerOhneAdresse(e));
    await d.db
      .updateTable('mail_ausgang')
      .set({ zustand: endgueltig ? 'FEHLER' : 'OFFEN', faellig_ab: naechsterVersuch(z.versuche, jetzt), frist_bis: null, besitzer: null, fehler })
      .where('mandant', '=', z.mandant)
      .where('id', '=', z.id)
      .where('besitzer', '=', besitzer)
      .execute();
    log?.error({ art: z.art, versuch: z.versuche, endgueltig, mailfehler: mailfehlerOhneAdresse(e) }, endgueltig ? 'Mail endgültig nicht versendet' : 'Mail nicht versendet; sie wird erneut versucht');
    return false;
  }
  await d.db
    .updateTable('mail_ausgang')
    .set({ zustand: 'GESENDET', gesendet: d.uhr.jetzt(), frist_bis: null, besitzer: null, fehler: null })
    .where('mandant', '=', z.mandant)
    .where('id', '=', z.id)
    .where('besitzer', '=', besitzer)
    .execute();
  return true;
}

/** Sends one queued mail now (right after the commit that queued it); false when it stays queued. */
export async function mailJetztSenden(d: MailAusgangDienste, mandant: string, id: string, log?: Protokoll): Promise<boolean> {
  const jetzt = d.uhr.jetzt();
  const besitzer = randomUUID();
  const z = await d.db
    .updateTable('mail_ausgang')
    .set({ zustand: 'LAEUFT', besitzer, frist_bis: new Date(jetzt.getTime() + FRIST_MS), versuche: sql<number>`versuche + 1` })
    .where('mandant', '=', mandant)
    .where('id', '=', id)
    .where('zustand', '=', 'OFFEN')
    .returning(['mandant', 'id', 'art', 'an_versiegelt', 'inhalt_versiegelt', 'versuche'])
    .executeTakeFirst();
  return z ? senden(d, z, besitzer, log) : false;
}

/** A mail queued inside a change's transaction; `senden` runs after the commit (false: it stays queued). */
export interface EingereihteMail {
  senden(log?: Protokoll): Promise<boolean>;
}

/** Nothing to send (no address on file): the change's code stays the same either way. */
export const KEINE_MAIL: EingereihteMail = { senden: async () => true };

/**
 * Queues a mail in the transaction `trx` of the change that causes it, so change and mail commit together: a
 * crash after the commit leaves the mail for the worker's pass, a rollback leaves no mail. The caller sends
 * it after the commit.
 */
export async function mailImAuftrag(trx: Db, d: MailAusgangDienste, m: AusgehendeMail): Promise<EingereihteMail> {
  const id = await mailEinreihen(trx, d, d.uhr.jetzt(), m);
  return { senden: (log) => mailJetztSenden(d, m.mandant, id, log) };
}

/**
 * Queues a mail and sends it at once: the caller's change is committed, and so is its mail. `nurJetzt` is for
 * a mail that is worthless later (a reset link the customer is waiting for): it is dropped when the mail server
 * does not take it now, and the caller says so.
 */
export async function mailVersenden(d: MailAusgangDienste, m: AusgehendeMail, log?: Protokoll, opts: { nurJetzt?: boolean } = {}): Promise<boolean> {
  const id = await mailEinreihen(d.db, d, d.uhr.jetzt(), m);
  const gesendet = await mailJetztSenden(d, m.mandant, id, log);
  if (!gesendet && opts.nurJetzt) await d.db.deleteFrom('mail_ausgang').where('mandant', '=', m.mandant).where('id', '=', id).execute();
  return gesendet;
}

/**
 * One pass of the worker: claims due mails (and those whose sender died mid-send) with SKIP LOCKED, so several
 * processes share the queue without sending a mail twice, and sends them one after another.
 */
export async function mailAusgangSenden(d: MailAusgangDienste, log?: Protokoll): Promise<{ gesendet: number; offen: number }> {
  const jetzt = d.uhr.jetzt();
  const besitzer = randomUUID();
  const frist = new Date(jetzt.getTime() + FRIST_MS);
  const faellig = await sql<Zeile>`
    update mail_ausgang set zustand = 'LAEUFT', besitzer = ${besitzer}, frist_bis = ${frist}, versuche = versuche + 1
    where (mandant, id) in (
      select mandant, id from mail_ausgang
      where (zustand = 'OFFEN' and faellig_ab <= ${jetzt}) or (zustand = 'LAEUFT' and frist_bis < ${jetzt})
      order by faellig_ab limit ${STAPEL} for update skip locked)
    returning mandant, id, art, an_versiegelt, inhalt_versiegelt, versuche`.execute(d.db);
  let gesendet = 0;
  for (const z of faellig.rows) if (await senden(d, z, besitzer, log)) gesendet++;
  return { gesendet, offen: faellig.rows.length - gesendet };
}
