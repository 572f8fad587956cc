import { kontoTexte, type Mandant } from '@ekp/contract';
import type { Db } from '../db/verbinden.ts';
import { kontaktBlock } from './bestaetigung.ts';
import { neuesToken, tokenHash } from '../kern/token.ts';
import { KEINE_MAIL, mailImAuftrag, type EingereihteMail, type MailAusgangDienste } from '../shared/mail-ausgang.ts';

/** A week: long enough for a customer back from a holiday, short enough that old mails go stale. */
export const SPERRLINK_GUELTIGKEIT_MS = 7 * 24 * 60 * 60 * 1000;

/** The page that asks before blocking: a mail scanner that follows links must not block anyone. */
export function sperrlinkUrl(mandant: Mandant, token: string): string {
  return `${new URL(mandant.passwortErneuernUrl).origin}/konto/sperren?token=${encodeURIComponent(token)}`;
}

/**
 * Tells the address that held the account until now that its email or password was
 * changed, with a "not you?" link that blocks the account and ends every session. Queued in the change's
 * transaction (link and mail commit with it) and sent by the caller after the commit; a mail failure is
 * logged without the recipient and does not undo the change. A password change is
 * confirmed by this very mail, so it carries the change's reference number (`referenz`) and, like every
 * confirmation, the tenant's contact block.
 */
export async function aenderungshinweisEinreihen(
  trx: Db,
  dienste: MailAusgangDienste,
  mandant: Mandant,
  kunde: { kundennummer: string; email: string | null },
  was: 'email' | 'passwort',
  jetzt: Date,
  referenz?: string,
): Promise<EingereihteMail> {
  if (!kunde.email) return KEINE_MAIL;
  const token = neuesToken();
  await trx
    .insertInto('konto_sperrlink')
    .values({ mandant: mandant.key, kundennummer: kunde.kundennummer, token_hash: tokenHash(token), ablauf: new Date(jetzt.getTime() + SPERRLINK_GUELTIGKEIT_MS) })
    .execute();
  const text = [
    'Guten Tag,',
    '',
    was === 'email' ? kontoTexte.mailEmailGeaendert : kontoTexte.mailPasswortGeaendert,
    '',
    ...(referenz ? [`Ihre Referenznummer: ${referenz}`, ''] : []),
    kontoTexte.mailWarenSie,
    '',
    kontoTexte.mailNichtSie,
    '',
    sperrlinkUrl(mandant, token),
    '',
    'Mit freundlichen Grüßen',
    mandant.anzeigename,
    ...kontaktBlock(mandant),
  ].join('\n');
  const thema = was === 'email' ? kontoTexte.mailBetreffEmail(mandant.anzeigename) : kontoTexte.mailBetreffPasswort(mandant.anzeigename);
  const betreff = referenz ? `${thema} (${referenz})` : thema;
  const mail = { von: mandant.absenderEmail, an: kunde.email, betreff, text };
  const eingereiht = await mailImAuftrag(trx, dienste, { mandant: mandant.key, art: `aenderungshinweis:${was}`, kundennummer: kunde.kundennummer, mail });
  return {
    senden: async (log) => {
      const gesendet = await eingereiht.senden(log);
      if (!gesendet) log?.error({ kundennummer: kunde.kundennummer }, 'Änderungshinweis nicht versendet');
      return gesendet;
    },
  };
}
