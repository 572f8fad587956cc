import { ablesekampagneTexte as t, ablesewerteFehler, ablesungenTexte, datumDeutsch, tagDanach, type Kanal } from '@ekp/contract';

/** The reading date may lie this many days before or after the Stichtag (and not in the future). */
export const STICHTAG_SPANNE_TAGE = 14;

export interface Rahmen {
  kanaele: Kanal[];
  stichtag: string;
  lieferbeginn: string | null;
  lieferende: string | null;
}

/** The earliest and latest reading date a campaign reading may carry today. */
export function datumsfenster(r: Pick<Rahmen, 'stichtag'>, heute: string): { von: string; bis: string } {
  const bis = tagDanach(r.stichtag, STICHTAG_SPANNE_TAGE);
  return { von: tagDanach(r.stichtag, -STICHTAG_SPANNE_TAGE), bis: bis < heute ? bis : heute };
}

/**
 * The rules of a campaign reading, one message per field: the values as for every reading (shared with the
 * portal through the contract package), the date within the Stichtag ± 14 days, not in the future and
 * within the supply. Empty when all is well.
 */
export function meldungPruefen(r: Rahmen, e: { ablesedatum: string; ablesewerte: Record<string, number> }, heute: string): Record<string, string> {
  const felder = ablesewerteFehler(r.kanaele, e.ablesewerte);
  const fenster = datumsfenster(r, heute);
  if (e.ablesedatum > heute) felder.ablesedatum = ablesungenTexte.datumInZukunft;
  else if (e.ablesedatum < fenster.von || e.ablesedatum > fenster.bis) felder.ablesedatum = t.datumAusserhalb(datumDeutsch(fenster.von), datumDeutsch(fenster.bis));
  else if (r.lieferbeginn && e.ablesedatum < r.lieferbeginn) felder.ablesedatum = ablesungenTexte.datumVorLieferbeginn(datumDeutsch(r.lieferbeginn));
  else if (r.lieferende && e.ablesedatum > r.lieferende) felder.ablesedatum = ablesungenTexte.datumNachLieferende(datumDeutsch(r.lieferende));
  return felder;
}
