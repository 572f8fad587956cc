import { datumDeutsch, kuendigungsartLabel, kuendigungsgrundLabel, lieferadresse, vertraegeTexte, type Kuendigung, type Mandant } from '@ekp/contract';
import { bestaetigungsMail, type Empfaenger } from '../../domain/bestaetigung.ts';
import type { Mail } from '../../shared/mail.ts';
import type { VertragZeile } from '../../domain/vertrag-zugriff.ts';

/** The confirmation of receipt; the utility's own confirmation follows once it is processed. */
export function eingangsbestaetigung(mandant: Mandant, kunde: Empfaenger, vertrag: VertragZeile, k: Kuendigung): Mail {
  return bestaetigungsMail(mandant, kunde, {
    betreff: vertraegeTexte.mailBetreff(vertrag.id),
    eingang: 'wir haben Ihre Kündigung über das Kundenportal erhalten:',
    angaben: [
      `Vertrag: ${vertrag.id}`,
      `Lieferadresse: ${lieferadresse(vertrag)}`,
      `Art: ${kuendigungsartLabel[k.art]}`,
      k.zeitpunkt === 'NAECHSTMOEGLICH' ? `Gewünschtes Vertragsende: zum nächstmöglichen Zeitpunkt (frühestens ${datumDeutsch(k.datum)})` : `Gewünschtes Vertragsende: ${datumDeutsch(k.datum)}`,
      ...(k.grund ? [`Grund: ${kuendigungsgrundLabel[k.grund]}`] : []),
      ...(k.text ? [`Ihre Angaben: ${k.text}`] : []),
    ],
    schluss: ['Sobald die Kündigung abgewickelt wurde, erhalten Sie von uns die Kündigungsbestätigung.'],
  });
}
