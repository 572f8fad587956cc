import { heuteIn, tagDanach, tagesbeginn, type IsoDatum } from '../common/datum.ts';
import { uhrzeit } from '../verbrauch/zeit.ts';
import type { Preis } from '../verbrauch/schemas.ts';

// Pure rules of the home page's contract cards.

/** The price that applies at `jetzt`, or undefined when the series does not cover it. */
export function preisJetzt(preise: Preis[], jetzt: Date): Preis | undefined {
  const t = jetzt.getTime();
  return preise.find((p) => Date.parse(p.von) <= t && t < Date.parse(p.bis));
}

export interface Stunde {
  /** Start of the hour, ISO timestamp. */
  von: string;
  /** Mean price of the hour in €/kWh. */
  preis: number;
}

/**
 * The `anzahl` cheapest hours of the coming day: tomorrow when its prices are known (after 12:00),
 * else the rest of today. Quarter-hour prices are averaged per hour; the result is in time order.
 */
export function guenstigsteStunden(preise: Preis[], jetzt: Date, anzahl = 3): { tag: IsoDatum; stunden: Stunde[] } {
  const heute = heuteIn(jetzt);
  const morgen = tagDanach(heute);
  const imTag = (tag: IsoDatum, ab: number) => preise.filter((p) => Date.parse(p.von) >= Math.max(tagesbeginn(tag).getTime(), ab) && Date.parse(p.von) < tagesbeginn(tagDanach(tag)).getTime());
  const abJetzt = Math.floor(jetzt.getTime() / 3_600_000) * 3_600_000;
  const morgenPreise = imTag(morgen, 0);
  const [tag, auswahl] = morgenPreise.length > 0 ? [morgen, morgenPreise] : [heute, imTag(heute, abJetzt)];
  const jeStunde = new Map<number, number[]>();
  for (const p of auswahl) {
    const stunde = Math.floor(Date.parse(p.von) / 3_600_000) * 3_600_000;
    jeStunde.set(stunde, [...(jeStunde.get(stunde) ?? []), p.preis]);
  }
  const stunden = [...jeStunde].map(([t, werte]) => ({ von: new Date(t).toISOString(), preis: werte.reduce((s, w) => s + w, 0) / werte.length }));
  const guenstigste = [...stunden].sort((a, b) => a.preis - b.preis || a.von.localeCompare(b.von)).slice(0, anzahl);
  return { tag, stunden: guenstigste.sort((a, b) => a.von.localeCompare(b.von)) };
}

/** "03:00, 04:00 und 14:00 Uhr": hours as a German list. */
export function stundenText(stunden: Stunde[]): string {
  const zeiten = stunden.map((s) => uhrzeit(s.von));
  if (zeiten.length <= 1) return zeiten.length ? `${zeiten[0]} Uhr` : '';
  return `${zeiten.slice(0, -1).join(', ')} und ${zeiten.at(-1)} Uhr`;
}

/** The last twelve whole months up to yesterday, for the home page's consumption sparkline. */
export function zwoelfMonate(jetzt: Date): { von: IsoDatum; bis: IsoDatum } {
  const heute = heuteIn(jetzt);
  const jahr = Number(heute.slice(0, 4));
  const monat = Number(heute.slice(5, 7));
  const start = new Date(Date.UTC(jahr, monat - 1 - 11, 1));
  return { von: start.toISOString().slice(0, 10), bis: tagDanach(heute, -1) };
}
