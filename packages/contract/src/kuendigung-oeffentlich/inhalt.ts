import { datumDeutsch } from '../common/datum.ts';
import { kuendigungsartLabel, type KuendigungOeffentlichAntrag } from './schemas.ts';

export interface InhaltZeile {
  label: string;
  wert: string;
}

/**
 * The content of a public termination as label/value rows: the confirmation step, the receipt page,
 * the PDF and the mail show the same rows (§312k(3) and (4) BGB: the content of the declaration).
 */
export function kuendigungsinhalt(a: KuendigungOeffentlichAntrag): InhaltZeile[] {
  const zeilen: Array<[string, string | undefined]> = [
    ['Art der Kündigung', kuendigungsartLabel[a.art]],
    ['Grund', a.grund],
    ['Vorname', a.vorname],
    ['Nachname', a.nachname],
    ['Firma', a.firma],
    ['Kundennummer', a.kundennummer],
    ['Vertragsnummer', a.vertragsnummer],
    ['Postleitzahl der Lieferadresse', a.plz],
    ['Kündigen zum', a.zeitpunkt === 'DATUM' && a.datum ? datumDeutsch(a.datum) : 'nächstmöglichen Zeitpunkt'],
    ['E-Mail für die Bestätigung', a.email],
  ];
  return zeilen.filter((z): z is [string, string] => Boolean(z[1])).map(([label, wert]) => ({ label, wert }));
}
