import { ablesewerteFehler, ablesungenTexte, datumDeutsch, texte, type PlausibilisierungAnfrage, type Zaehler } from '@ekp/contract';
import { HttpFehler } from '../../kern/http-fehler.ts';
import type { VertragZeile } from '../../domain/vertrag-zugriff.ts';

/**
 * Server rules of a draft reading (submit and plausibility check alike): the meter is the
 * contract's; exactly one value for every channel and none for another; each value within its channel's
 * digits (SPEC §5); the date not in the future (Europe/Berlin) and within the supply. All problems at once,
 * per field, so a form can mark each.
 */
export function entwurfPruefen(vertrag: VertragZeile, zaehler: Zaehler | undefined, e: PlausibilisierungAnfrage, heute: string): Zaehler {
  if (!zaehler) throw new HttpFehler(400, ablesungenTexte.keinZaehler);
  if (vertrag.storniert || !vertrag.lieferbeginn) throw new HttpFehler(400, ablesungenTexte.keineBelieferung);
  const felder: Record<string, string> = {};
  if (e.zaehlernummer !== zaehler.nummer) felder.zaehlernummer = ablesungenTexte.falscherZaehler;
  Object.assign(felder, ablesewerteFehler(zaehler.kanaele, e.ablesewerte));
  if (e.ablesedatum > heute) felder.ablesedatum = ablesungenTexte.datumInZukunft;
  else if (e.ablesedatum < vertrag.lieferbeginn) felder.ablesedatum = ablesungenTexte.datumVorLieferbeginn(datumDeutsch(vertrag.lieferbeginn));
  else if (vertrag.lieferende && e.ablesedatum > vertrag.lieferende) felder.ablesedatum = ablesungenTexte.datumNachLieferende(datumDeutsch(vertrag.lieferende));
  const meldungen = Object.values(felder);
  if (meldungen.length > 0) throw new HttpFehler(400, meldungen.length === 1 ? meldungen[0]! : texte.allgemein.ungueltigeEingabe, felder);
  return zaehler;
}
