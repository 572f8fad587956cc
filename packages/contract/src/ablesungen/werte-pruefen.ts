import type { Kanal } from './schemas.ts';
import { ablesungenTexte } from './texte.ts';
import { ablesewertMeldung, passtZahlZumKanal } from './wert.ts';

/**
 * Rule of a reading's values, wherever a reading comes from (portal, code from the letter, staff):
 * exactly one value for every channel of the meter, none for another, each within its channel's digits
 * (SPEC §5). Answers a message per field (`ablesewerte.<OBIS>`); empty when all is well.
 */
export function ablesewerteFehler(kanaele: Kanal[], werte: Record<string, number>): Record<string, string> {
  const felder: Record<string, string> = {};
  for (const kanal of kanaele) {
    const wert = werte[kanal.obiskennzahl];
    if (wert === undefined) felder[`ablesewerte.${kanal.obiskennzahl}`] = ablesungenTexte.wertFehlt(kanal.obiskennzahl);
    else if (!passtZahlZumKanal(wert, kanal)) felder[`ablesewerte.${kanal.obiskennzahl}`] = ablesewertMeldung(kanal);
  }
  for (const obis of Object.keys(werte)) {
    if (!kanaele.some((k) => k.obiskennzahl === obis)) felder[`ablesewerte.${obis}`] = ablesungenTexte.fremderKanal(obis);
  }
  return felder;
}
