import { istGueltigerAblesewert } from '../ablesungen/wert.ts';
import type { AblesungEntwurf } from '../ablesungen/absenden.ts';
import { KONTAKT_TEXT_MINDESTLAENGE } from '../kontakt/regeln.ts';
import { uiTexte } from './texte.ts';

/** Why a reading cannot be sent yet (the reasons of SPEC §5's rule), or undefined when it can. */
export function ablesungSperrgrund(e: AblesungEntwurf, heute: string): string | undefined {
  if (!e.kanaele || e.kanaele.length === 0) return uiTexte.grund.zaehlerWaehlen;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(e.ablesedatum)) return uiTexte.grund.ablesedatumFehlt;
  if (e.ablesedatum > heute) return uiTexte.grund.ablesedatumZukunft;
  if (!e.kanaele.every((k) => istGueltigerAblesewert(e.werte[k.obiskennzahl] ?? '', k))) return uiTexte.grund.zaehlerstandFehlt;
  return undefined;
}

/** Why a contact request cannot be sent yet; a text of only spaces counts as empty. */
export function kontaktanfrageSperrgrund(eingabe: { betreff: string | null | undefined; text: string }): string | undefined {
  if (!eingabe.betreff) return uiTexte.grund.betreffFehlt;
  if (eingabe.text.trim().length < KONTAKT_TEXT_MINDESTLAENGE) return uiTexte.grund.nachrichtZuKurz;
  return undefined;
}
