import { ablesewertMeldung, ablesungenTexte, fruehestesUmzugsdatum, passtZahlZumKanal, spaetestesUmzugsdatum, texte, umzugTexte, type UmzugAntrag } from '@ekp/contract';
import type { Kanal } from '../../db/tabellen.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';

/**
 * The rules that need the clock and the meter: no date in the past (since 6 June 2025 a move cannot be
 * registered retroactively), and move-out readings with the same rules as a reading (every channel,
 * none other, each within its digits). Every problem at once, per field.
 */
export function umzugPruefen(antrag: UmzugAntrag, heute: string, kanaele: Kanal[] | undefined): void {
  const felder: Record<string, string> = {};
  const fruehestens = fruehestesUmzugsdatum(heute);
  if (antrag.auszugsdatum < fruehestens) felder.auszugsdatum = umzugTexte.auszugInVergangenheit(fruehestens);
  if (antrag.einzugsdatum && antrag.einzugsdatum < fruehestens) felder.einzugsdatum = umzugTexte.einzugInVergangenheit(fruehestens);
  // At most twelve months ahead (9999-12-31 blocked the contract).
  const spaetestens = spaetestesUmzugsdatum(heute);
  if (antrag.auszugsdatum > spaetestens) felder.auszugsdatum = umzugTexte.auszugZuSpaet(spaetestens);
  if (antrag.einzugsdatum && antrag.einzugsdatum > spaetestens) felder.einzugsdatum = umzugTexte.einzugZuSpaet(spaetestens);
  const staende = antrag.zaehlerstaende;
  if (staende && !kanaele) felder.zaehlerstaende = umzugTexte.keinZaehler;
  else if (staende && kanaele) {
    for (const kanal of kanaele) {
      const wert = staende[kanal.obiskennzahl];
      if (wert === undefined) felder[`zaehlerstaende.${kanal.obiskennzahl}`] = ablesungenTexte.wertFehlt(kanal.obiskennzahl);
      else if (!passtZahlZumKanal(wert, kanal)) felder[`zaehlerstaende.${kanal.obiskennzahl}`] = ablesewertMeldung(kanal);
    }
    for (const obis of Object.keys(staende)) {
      if (!kanaele.some((k) => k.obiskennzahl === obis)) felder[`zaehlerstaende.${obis}`] = ablesungenTexte.fremderKanal(obis);
    }
  }
  const meldungen = Object.values(felder);
  if (meldungen.length > 0) throw new HttpFehler(400, meldungen.length === 1 ? meldungen[0]! : texte.allgemein.ungueltigeEingabe, felder);
}
