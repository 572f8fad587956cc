import { anzeigename, type Anrede, type Mandant } from '@ekp/contract';
import type { Db } from '../db/verbinden.ts';
import type { Mail } from '../shared/mail.ts';
import { neueReferenz } from './referenz.ts';
import { KEINE_MAIL, mailImAuftrag, type EingereihteMail, type MailAusgangDienste } from '../shared/mail-ausgang.ts';

/** Who a confirmation mail goes to: the customer's address and the parts of their name. */
export interface Empfaenger {
  email: string;
  anrede: string;
  titel: string | null;
  vorname: string | null;
  nachname: string | null;
  firma: string | null;
}

/**
 * A confirmation in text form: greeting by name, the sentence saying what arrived, its details, the closing
 * paragraphs if any, and the tenant's name under "Mit freundlichen Grüßen".
 */
export function bestaetigungsMail(mandant: Mandant, kunde: Empfaenger, inhalt: { betreff: string; eingang: string; angaben: string[]; schluss?: string[]; referenz?: string }): Mail {
  const name = anzeigename({ ...kunde, anrede: kunde.anrede as Anrede });
  const schluss = inhalt.schluss ?? [];
  const angaben = inhalt.referenz ? [...inhalt.angaben, `Ihre Referenznummer: ${inhalt.referenz}`] : inhalt.angaben;
  return {
    von: mandant.absenderEmail,
    an: kunde.email,
    betreff: inhalt.referenz ? `${inhalt.betreff} (${inhalt.referenz})` : inhalt.betreff,
    // A company without a contact person is greeted as a company.
    text: [kunde.firma && !kunde.nachname ? 'Sehr geehrte Damen und Herren,' : name ? `Guten Tag ${name},` : 'Guten Tag,', '', inhalt.eingang, '', ...angaben, '', ...schluss, ...(schluss.length ? [''] : []), 'Mit freundlichen Grüßen', mandant.anzeigename, ...kontaktBlock(mandant)].join('\n'),
  };
}

/** How to reach the utility, under every confirmation. */
export function kontaktBlock(mandant: Mandant): string[] {
  return ['', '--', mandant.anzeigename, ...(mandant.serviceEmail ? [`E-Mail: ${mandant.serviceEmail}`] : []), `Internet: ${mandant.website}`];
}

/**
 * Queues the confirmation of a submission in the submission's own transaction when the customer left a mail
 * address; the caller sends it after the commit. A mail problem is logged with `fehlertext`, never answered
 * with 5xx: the submission stands, and the outbox retries the mail.
 */
export async function bestaetigungEinreihen(
  trx: Db,
  dienste: MailAusgangDienste,
  kunde: { mandant: string; kundennummer: string; vertragId: string | null },
  mail: (empfaenger: Empfaenger) => Mail,
  fehlertext: string,
): Promise<EingereihteMail> {
  const k = await trx
    .selectFrom('anschlussnutzer')
    .select(['email', 'anrede', 'titel', 'vorname', 'nachname', 'firma'])
    .where('mandant', '=', kunde.mandant)
    .where('kundennummer', '=', kunde.kundennummer)
    .executeTakeFirst();
  if (!k?.email) return KEINE_MAIL;
  const eingereiht = await mailImAuftrag(trx, dienste, { mandant: kunde.mandant, art: 'bestaetigung', kundennummer: kunde.kundennummer, mail: mail({ ...k, email: k.email }) });
  return {
    senden: async (log) => {
      // The outbox logs a failure by its codes only: an SMTP error's text often quotes the recipient.
      const gesendet = await eingereiht.senden(log);
      if (!gesendet) log?.error({ vertragId: kunde.vertragId }, fehlertext);
      return gesendet;
    },
  };
}

/**
 * The letter that starts a change's reference number, so the service team sees at a
 * glance what it is about (K is the public termination's Eingangsnummer, U is free for later).
 */
export const REFERENZ_ART = {
  abschlag: 'A',
  bankverbindung: 'B',
  rechnungsadresse: 'R',
  kontaktdaten: 'D',
  passwort: 'P',
  zweiterFaktor: 'S',
  ablesung: 'Z',
  kontaktanfrage: 'T',
} as const;

export type Aenderungsart = keyof typeof REFERENZ_ART;

/** A new reference for a change of this kind, made before its transaction so the outbox entry can carry it. */
export function aenderungsReferenz(art: Aenderungsart, jetzt: Date): string {
  return neueReferenz(REFERENZ_ART[art], jetzt);
}

/** What a confirmation says; without `schluss` it closes with the "not you?" sentence. */
export interface Aenderungsinhalt {
  betreff: string;
  eingang: string;
  angaben: string[];
  schluss?: string[];
}

/** A change the customer did not make (a stolen session) must not go unnoticed. */
export function nichtSieHinweis(mandant: Mandant): string {
  return `Haben Sie diese Änderung nicht selbst vorgenommen? Dann melden Sie sich bitte umgehend bei uns${mandant.serviceEmail ? ` unter ${mandant.serviceEmail}` : ''}.`;
}

/**
 * The one way a logged-in change is confirmed: a short German mail to the customer's address on file with the
 * change's reference number and the tenant's contact block, queued in the change's transaction `trx` and sent
 * by the caller after the commit.
 */
export function aenderungBestaetigungEinreihen(
  trx: Db,
  dienste: MailAusgangDienste,
  mandant: Mandant,
  kunde: { mandant: string; kundennummer: string; vertragId: string | null },
  referenz: string,
  inhalt: Aenderungsinhalt | ((empfaenger: Empfaenger) => Aenderungsinhalt),
): Promise<EingereihteMail> {
  return bestaetigungEinreihen(
    trx,
    dienste,
    kunde,
    (empfaenger) => {
      const i = typeof inhalt === 'function' ? inhalt(empfaenger) : inhalt;
      return bestaetigungsMail(mandant, empfaenger, { ...i, schluss: i.schluss ?? [nichtSieHinweis(mandant)], referenz });
    },
    `Bestätigung ${referenz} konnte nicht versendet werden`,
  );
}
