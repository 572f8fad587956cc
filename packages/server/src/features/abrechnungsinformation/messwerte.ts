import { tagDanach } from '@ekp/contract';
import { tagesgrenzen, VIERTELSTUNDE_MS, ZEICHEN_QUALITAET, zeichenVon } from '../../domain/intervall/tage.ts';

// A contract's interval data of a period as the billing information needs it: drawn energy, feed-in, how
// many quarter hours were measured, substituted or provisional, and how many are missing.

export interface Messwerte {
  /** Whether the contract has any drawn-energy value in the period. */
  vorhanden: boolean;
  bezugKwh: number;
  einspeisungKwh: number | null;
  gemessen: number;
  ersatzwert: number;
  vorlaeufig: number;
  /** Quarter hours of the period without a value. */
  luecken: number;
}

/** A day row of the interval data as the billing information reads it. */
export interface TagZeile {
  kanal: 'BEZUG' | 'EINSPEISUNG';
  tag: string;
  werte: (number | null)[];
  qualitaet: string | null;
}

/** The period [vonTag, bisTag] (local days, both included) from its day rows (vorrat.ts: both channels). */
export function messwerteAusZeilen(zeilen: readonly TagZeile[], vonTag: string, bisTag: string): Messwerte {
  const m: Messwerte = { vorhanden: false, bezugKwh: 0, einspeisungKwh: null, gemessen: 0, ersatzwert: 0, vorlaeufig: 0, luecken: 0 };
  let whBezug = 0;
  let whEinspeisung: number | null = null;
  const tageMitBezug = new Set<string>();
  for (const z of zeilen) {
    if (z.kanal === 'EINSPEISUNG') {
      for (const w of z.werte) if (w !== null) whEinspeisung = (whEinspeisung ?? 0) + w;
      continue;
    }
    tageMitBezug.add(z.tag);
    const zeichen = zeichenVon(z.werte, z.qualitaet);
    z.werte.forEach((w, i) => {
      if (w === null) {
        m.luecken++;
        return;
      }
      whBezug += w;
      m.vorhanden = true;
      const q = ZEICHEN_QUALITAET[zeichen[i]!] ?? 'GEMESSEN';
      if (q === 'ERSATZWERT') m.ersatzwert++;
      else if (q === 'VORLAEUFIG') m.vorlaeufig++;
      else m.gemessen++;
    });
  }
  // Days without a row are gaps of a whole day.
  for (let tag = vonTag; tag <= bisTag; tag = tagDanach(tag)) {
    if (tageMitBezug.has(tag)) continue;
    const g = tagesgrenzen(tag);
    m.luecken += (g.ende - g.beginn) / VIERTELSTUNDE_MS;
  }
  m.bezugKwh = whBezug / 1000;
  m.einspeisungKwh = whEinspeisung === null ? null : whEinspeisung / 1000;
  return m;
}
