import { kuendigungOeffentlichTexte as t, kuendigungsinhalt, zeitpunktDeutsch, type KuendigungOeffentlichAntrag, type Mandant } from '@ekp/contract';
import { fremdtext } from '../../shared/fremdtext.ts';
import type { Mail } from '../../shared/mail.ts';

export interface Eingang {
  eingangsnummer: string;
  eingegangen: Date;
  antrag: KuendigungOeffentlichAntrag;
}

export function absenderName(a: KuendigungOeffentlichAntrag): string {
  return a.firma ?? [a.vorname, a.nachname].filter(Boolean).join(' ');
}

/** What the sender typed goes to a mailbox that may be a stranger's, so only defanged and capped. */
const NAME_IN_MAIL = 60;
const FREITEXT_IN_MAIL = 300;
const FREIE_FELDER = new Set(['Grund', 'Vorname', 'Nachname', 'Firma', 'Kundennummer', 'Vertragsnummer']);

/**
 * §312k(4) BGB: the confirmation in text form, at once, to the address given. The same text whether the
 * request matched a contract or not: the mail must not tell a stranger that someone is our customer.
 */
export function bestaetigungsmail(mandant: Mandant, e: Eingang): Mail {
  const name = fremdtext(absenderName(e.antrag), NAME_IN_MAIL);
  return {
    von: mandant.absenderEmail,
    an: e.antrag.email,
    betreff: t.mailBetreff(e.eingangsnummer),
    text: [
      // A company is greeted as a company, not by its name.
      e.antrag.firma ? 'Sehr geehrte Damen und Herren,' : name ? `Guten Tag ${name},` : 'Guten Tag,',
      '',
      'wir haben Ihre Kündigung über das Kundenportal erhalten.',
      '',
      `Eingangsnummer: ${e.eingangsnummer}`,
      `Eingegangen am: ${zeitpunktDeutsch(e.eingegangen)}`,
      '',
      'Inhalt Ihrer Kündigung:',
      ...kuendigungsinhalt(e.antrag).map((z) => `${z.label}: ${FREIE_FELDER.has(z.label) ? fremdtext(z.wert, z.label === 'Grund' ? FREITEXT_IN_MAIL : NAME_IN_MAIL) : z.wert}`),
      '',
      t.bestaetigungHinweis,
      '',
      'Mit freundlichen Grüßen',
      mandant.anzeigename,
    ].join('\n'),
  };
}

/**
 * The customer at the address on file learns that a termination matching their contract
 * arrived while its confirmation went elsewhere. Names only the Eingangsnummer and time, nothing the
 * sender typed.
 */
export function kundenhinweis(mandant: Mandant, e: Eingang, an: string): Mail {
  return {
    von: mandant.absenderEmail,
    an,
    betreff: t.kundenhinweisBetreff(e.eingangsnummer),
    text: [
      'Guten Tag,',
      '',
      t.kundenhinweis,
      '',
      `Eingangsnummer: ${e.eingangsnummer}`,
      `Eingegangen am: ${zeitpunktDeutsch(e.eingegangen)}`,
      '',
      t.kundenhinweisNichtSie,
      '',
      'Mit freundlichen Grüßen',
      mandant.anzeigename,
    ].join('\n'),
  };
}
