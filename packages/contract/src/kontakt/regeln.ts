import { kontaktTexte } from './texte.ts';

export const KONTAKT_TEXT_MINDESTLAENGE = 20;
export const KONTAKT_TEXT_HOECHSTLAENGE = 5000;

export interface KontaktanfragePruefung {
  betreff?: string;
  text?: string;
  /** Send is enabled only when a subject is chosen and the text is long enough. */
  sendenMoeglich: boolean;
}

/**
 * SPEC §5 contact request: the subject message shows once the text is over 1 character and no subject
 * is chosen; the length message shows while the text has 2 to 19 characters. Lengths count the trimmed text.
 */
export function kontaktanfragePruefen(eingabe: { betreff: string | null | undefined; text: string }): KontaktanfragePruefung {
  const laenge = eingabe.text.trim().length;
  const betreffGewaehlt = Boolean(eingabe.betreff);
  const p: KontaktanfragePruefung = { sendenMoeglich: betreffGewaehlt && laenge >= KONTAKT_TEXT_MINDESTLAENGE };
  if (laenge > 1 && !betreffGewaehlt) p.betreff = kontaktTexte.betreffFehlt;
  if (laenge >= 2 && laenge < KONTAKT_TEXT_MINDESTLAENGE) p.text = kontaktTexte.textZuKurz;
  return p;
}
