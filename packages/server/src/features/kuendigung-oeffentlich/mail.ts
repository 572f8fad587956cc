import { kuendigungOeffentlichTexte as t, kuendigungsinhalt, zeitpunktDeutsch, type KuendigungOeffentlichAntrag, type Mandant } from '@ekp/contract';
import type { Mail } from '../../shared/mail.ts';

export interface Eingang {
  eingangsnummer: string;
  eingegangen: Date;
  antrag: KuendigungOeffentlichAntrag;
}

export function absenderName(a: KuendigungOeffentlichAntrag): string {
  return a.firma ?? [a.vorname, a.nachname].filter(Boolean).join(' ');
}

/**
 * §312k(4) BGB: the confirmation in text form, at once, to the address given. The same text whether the
 * request matched a contract or not: the mail must not tell a stranger that someone is our customer.
 */
export function bestaetigungsmail(mandant: Mandant, e: Eingang): Mail {
  const name = absenderName(e.antrag);
  return {
    von: mandant.absenderEmail,
    an: e.antrag.email,
    betreff: t.mailBetreff(e.eingangsnummer),
    text: [
      // Issue 31: a company is greeted as a company, not by its name.
      e.antrag.firma ? 'Sehr geehrte Damen und Herren,' : name ? `Guten Tag ${name},` : 'Guten Tag,',
      '',
      'wir haben Ihre Kündigung über das Kundenportal erhalten.',
      '',
      `Eingangsnummer: ${e.eingangsnummer}`,
      `Eingegangen am: ${zeitpunktDeutsch(e.eingegangen)}`,
      '',
      'Inhalt Ihrer Kündigung:',
      ...kuendigungsinhalt(e.antrag).map((z) => `${z.label}: ${z.wert}`),
      '',
      t.bestaetigungHinweis,
      '',
      'Mit freundlichen Grüßen',
      mandant.anzeigename,
    ].join('\n'),
  };
}
