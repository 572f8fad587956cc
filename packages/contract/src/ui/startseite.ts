import { heuteIn, tagDanach, type IsoDatum } from '../common/datum.ts';
import type { Preis } from '../verbrauch/schemas.ts';

// Pure rules of the home page's contract cards.

/** The price that applies at `jetzt`, or undefined when the series does not cover it. */
export function preisJetzt(preise: Preis[], jetzt: Date): Preis | undefined {
  const t = jetzt.getTime();
  return preise.find((p) => Date.parse(p.von) <= t && t < Date.parse(p.bis));
}

/** The last twelve whole months up to yesterday, for the home page's consumption sparkline. */
export function zwoelfMonate(jetzt: Date): { von: IsoDatum; bis: IsoDatum } {
  const heute = heuteIn(jetzt);
  const jahr = Number(heute.slice(0, 4));
  const monat = Number(heute.slice(5, 7));
  const start = new Date(Date.UTC(jahr, monat - 1 - 11, 1));
  return { von: start.toISOString().slice(0, 10), bis: tagDanach(heute, -1) };
}
