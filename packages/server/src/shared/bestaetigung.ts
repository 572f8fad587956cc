import { anzeigename, type Anrede, type Mandant } from '@ekp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Mail } from './mail.ts';
import { neueReferenz } from './referenz.ts';
import { mailVersenden, type MailAusgangDienste } from './mail-ausgang.ts';

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
 * Mails the customer the confirmation of a submission when they left a mail address. The submission is
 * stored whatever happens here: a mail problem is logged with `fehlertext`, not answered with 5xx.
 */
export async function bestaetigungSenden(
  dienste: MailAusgangDienste,
  kunde: { mandant: string; kundennummer: string; vertragId: string | null },
  mail: (empfaenger: Empfaenger) => Mail,
  log: FastifyBaseLogger,
  fehlertext: string,
): Promise<void> {
  const k = await dienste.db
    .selectFrom('anschlussnutzer')
    .select(['email', 'anrede', 'titel', 'vorname', 'nachname', 'firma'])
    .where('mandant', '=', kunde.mandant)
    .where('kundennummer', '=', kunde.kundennummer)
    .executeTakeFirst();
  if (!k?.email) return;
  // The outbox logs a failure by its codes only: an SMTP error's text often quotes the recipient.
  const gesendet = await mailVersenden(dienste, { mandant: kunde.mandant, art: 'bestaetigung', kundennummer: kunde.kundennummer, mail: mail({ ...k, email: k.email }) }, log);
  if (!gesendet) log.error({ vertragId: kunde.vertragId }, fehlertext);
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
 * The one way a logged-in change is confirmed: a short German mail to the customer's
 * address on file with the change's reference number and the tenant's contact block. Called after the
 * change is committed; a mail problem is logged and the change stays.
 */
export async function aenderungBestaetigen(
  dienste: MailAusgangDienste,
  mandant: Mandant,
  kunde: { mandant: string; kundennummer: string; vertragId: string | null },
  referenz: string,
  inhalt: Aenderungsinhalt | ((empfaenger: Empfaenger) => Aenderungsinhalt),
  log: FastifyBaseLogger,
): Promise<void> {
  await bestaetigungSenden(
    dienste,
    kunde,
    (empfaenger) => {
      const i = typeof inhalt === 'function' ? inhalt(empfaenger) : inhalt;
      return bestaetigungsMail(mandant, empfaenger, { ...i, schluss: i.schluss ?? [nichtSieHinweis(mandant)], referenz });
    },
    log,
    `Bestätigung ${referenz} konnte nicht versendet werden`,
  );
}
