import { datumDeutsch, type IsoDatum } from '../common/datum.ts';
import type { UebersichtFall } from './regeln.ts';

export type DatierteArt = 'Rechnungsadresse' | 'Bankverbindung';
/** The plural of a kind of dated entry, in hints, titles and links. */
export const datierteMehrzahl: Record<DatierteArt, string> = { Rechnungsadresse: 'Rechnungsadressen', Bankverbindung: 'Bankverbindungen' };

/**
 * SPEC §4 overview hints (info style). SPEC quotes only the first ("Aktuell haben Sie keine
 * Rechnungsadresse hinterlegt."); the others are ours, in the same voice. Both nouns are feminine,
 * so one wording serves addresses and bank accounts.
 */
export function uebersichtHinweis(art: DatierteArt, fall: UebersichtFall, ab?: IsoDatum): string {
  switch (fall) {
    case 'keine':
      return `Aktuell haben Sie keine ${art} hinterlegt.`;
    case 'nurZukuenftige':
      return ab
        ? `Aktuell haben Sie keine gültige ${art} hinterlegt. Ihre neue ${art} gilt ab dem ${datumDeutsch(ab)}.`
        : `Aktuell haben Sie keine gültige ${art} hinterlegt. Ihre neue ${art} gilt erst in Zukunft.`;
    case 'nurVertragsspezifische':
      return `Aktuell haben Sie keine allgemeine ${art} hinterlegt. Für einzelne Verträge sind abweichende ${datierteMehrzahl[art]} hinterlegt.`;
    case 'aktuellUndVertragsspezifische':
      return `Für einzelne Verträge sind abweichende ${datierteMehrzahl[art]} hinterlegt. Dort gilt jeweils die vertragsspezifische ${art}.`;
  }
}

/** SPEC §4 contract detail: without a contract entry the customer's own one applies. */
export function eigeneGiltHinweis(art: DatierteArt): string {
  return `Für diesen Vertrag ist keine abweichende ${art} hinterlegt. Es gilt Ihre allgemeine ${art}.`;
}

/** The heading above an entry that starts later. */
export const abGiltText = (ab: IsoDatum): string => `Ab ${datumDeutsch(ab)} gilt:`;

/** A contract without a current entry of its own, whose own entry starts later. */
export function bisDahinAllgemeinHinweis(art: DatierteArt): string {
  return `Bis dahin gilt Ihre allgemeine ${art}.`;
}
