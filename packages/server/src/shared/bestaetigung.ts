import { anzeigename, type Anrede, type Mandant } from '@ekp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/verbinden.ts';
import type { Mail, Mailer } from './mail.ts';

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
    // Issue 31: a company without a contact person is greeted as a company.
    text: [kunde.firma && !kunde.nachname ? 'Sehr geehrte Damen und Herren,' : name ? `Guten Tag ${name},` : 'Guten Tag,', '', inhalt.eingang, '', ...angaben, '', ...schluss, ...(schluss.length ? [''] : []), 'Mit freundlichen Grüßen', mandant.anzeigename, ...kontaktBlock(mandant)].join('\n'),
  };
}

/** Issue 31: how to reach the utility, under every confirmation. */
export function kontaktBlock(mandant: Mandant): string[] {
  return ['', '--', mandant.anzeigename, ...(mandant.serviceEmail ? [`E-Mail: ${mandant.serviceEmail}`] : []), `Internet: ${mandant.website}`];
}

/**
 * Mails the customer the confirmation of a submission when they left a mail address. The submission is
 * stored whatever happens here: a mail problem is logged with `fehlertext`, not answered with 5xx.
 */
export async function bestaetigungSenden(
  dienste: { db: Db; mailer: Mailer },
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
  try {
    await dienste.mailer.senden(mail({ ...k, email: k.email }));
  } catch (e) {
    log.error({ err: e, vertragId: kunde.vertragId }, fehlertext);
  }
}
