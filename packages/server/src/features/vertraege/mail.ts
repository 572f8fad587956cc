import { anzeigename, datumDeutsch, kuendigungsgrundLabel, lieferadresse, vertragTexte, type Anrede, type Kuendigung, type Mandant } from '@ekp/contract';
import type { Mail } from '../../shared/mail.ts';
import type { VertragZeile } from '../../shared/vertrag-zugriff.ts';

interface Empfaenger {
  email: string;
  anrede: string;
  titel: string | null;
  vorname: string | null;
  nachname: string | null;
  firma: string | null;
}

/** The confirmation of receipt (issue #3); the utility's own confirmation follows once it is processed. */
export function eingangsbestaetigung(mandant: Mandant, kunde: Empfaenger, vertrag: VertragZeile, k: Kuendigung): Mail {
  const name = anzeigename({ ...kunde, anrede: kunde.anrede as Anrede });
  return {
    von: mandant.absenderEmail,
    an: kunde.email,
    betreff: vertragTexte.mailBetreff(vertrag.id),
    text: [
      name ? `Guten Tag ${name},` : 'Guten Tag,',
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
