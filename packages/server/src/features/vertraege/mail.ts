import { datumDeutsch, kuendigungsgrundLabel, lieferadresse, vertragTexte, type Kuendigung, type Mandant } from '@ekp/contract';
import { gruss, type Empfaenger } from '../../shared/bestaetigung.ts';
import type { Mail } from '../../shared/mail.ts';
import type { VertragZeile } from '../../shared/vertrag-zugriff.ts';

/** The confirmation of receipt (issue #3); the utility's own confirmation follows once it is processed. */
export function eingangsbestaetigung(mandant: Mandant, kunde: Empfaenger, vertrag: VertragZeile, k: Kuendigung): Mail {
  return {
    von: mandant.absenderEmail,
    an: kunde.email,
    betreff: vertragTexte.mailBetreff(vertrag.id),
    text: [
      gruss(kunde),
      '',
      'wir haben Ihre Kündigung über das Kundenportal erhalten:',
      '',
      `Vertrag: ${vertrag.id}`,
      `Lieferadresse: ${lieferadresse(vertrag)}`,
      `Gewünschtes Vertragsende: ${datumDeutsch(k.datum)}`,
      `Grund: ${kuendigungsgrundLabel[k.grund]}`,
      ...(k.text ? [`Ihre Angaben: ${k.text}`] : []),
      '',
      'Sobald die Kündigung abgewickelt wurde, erhalten Sie von uns die Kündigungsbestätigung.',
      '',
      'Mit freundlichen Grüßen',
      mandant.anzeigename,
    ].join('\n'),
  };
}
