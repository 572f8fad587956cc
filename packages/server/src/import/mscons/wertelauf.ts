import { zeitAus } from './zahlen.ts';

// The run every load profile is made of (QTY+q:n' DTM+163:t:303' DTM+164:t:303'), read in place from the
// interchange's bytes (one per character, Zerleger.bytes) without cutting segments: NachrichtLeser.werteLesen takes values through these scanners and
// hands any other shape to the segment-by-segment path (a property test in lesen.test.ts holds the two equal).
// Each scanner returns the position after its segment, or -1 for any other shape, and leaves what it read in
// `lauf` (no object per value).

/** What the last scanner read: the QTY's qualifier index and digit count (digits in `laufZiffern`), the DTM's time. */
export const lauf = { qualifier: -1, ziffern: 0, zeit: NaN };

/** The QTY value's characters (a value has at most 26). */
export const laufZiffern = new Uint16Array(64);

/**
 * QTY+<qualifier>:<number>' at i (after line breaks): the qualifier as QUALIFIER's index (220, 67, Z18) in
 * `lauf.qualifier`, the number's characters in `laufZiffern`, their count in `lauf.ziffern`.
 */
export function mengeLesen(daten: Uint8Array, i: number, komp: number, elem: number, seg: number, frei: number): number {
  const n = daten.length;
  while (i < n && (daten[i] === 13 || daten[i] === 10)) i++;
  if (i + 8 > n || daten[i] !== 81 || daten[i + 1] !== 84 || daten[i + 2] !== 89 || daten[i + 3] !== elem) return -1;
  let k = i + 4;
  const q0 = daten[k]!;
  // 220, 67, Z18 (QUALIFIER), each followed by the component separator.
  const qualifier =
    q0 === 50 && daten[k + 1] === 50 && daten[k + 2] === 48 && daten[k + 3] === komp ? 0
    : q0 === 54 && daten[k + 1] === 55 && daten[k + 2] === komp ? 1
    : q0 === 90 && daten[k + 1] === 49 && daten[k + 2] === 56 && daten[k + 3] === komp ? 2
    : -1;
  if (qualifier < 0) return -1;
  k += qualifier === 1 ? 3 : 4;
  let m = 0;
  for (; k < n && m < laufZiffern.length; k++) {
    const c = daten[k]!;
    if (c === seg || c === komp || c === elem || c === frei) break;
    laufZiffern[m++] = c;
  }
  if (k >= n || daten[k] !== seg) return -1;
  lauf.qualifier = qualifier;
  lauf.ziffern = m;
  return k + 1;
}

/**
 * DTM+16<letzte>:<time>:303' at i (after line breaks; `letzte` the qualifier's last digit as a character code):
 * the position after it, the time in `lauf.zeit`; -1 for any other shape. A release character is allowed
 * only before the time zone's sign.
 */
export function zeitLesen(daten: Uint8Array, i: number, letzte: number, komp: number, elem: number, seg: number, frei: number): number {
  const n = daten.length;
  while (i < n && (daten[i] === 13 || daten[i] === 10)) i++;
  if (i + 27 > n || daten[i] !== 68 || daten[i + 1] !== 84 || daten[i + 2] !== 77 || daten[i + 3] !== elem) return -1;
  if (daten[i + 4] !== 49 || daten[i + 5] !== 54 || daten[i + 6] !== letzte || daten[i + 7] !== komp) return -1;
  // CCYYMMDDHHMM, the sign (released: + is the element separator), ZZ; read in place, digit by digit.
  const p = i + 8;
  let s = p + 12;
  let vorzeichen = daten[s]!;
  if (vorzeichen === frei) vorzeichen = daten[++s]!;
  else if (vorzeichen === komp || vorzeichen === elem || vorzeichen === seg) return -1;
  const k = s + 3;
  if (k + 4 >= n || daten[k] !== komp || daten[k + 1] !== 51 || daten[k + 2] !== 48 || daten[k + 3] !== 51 || daten[k + 4] !== seg) return -1;
  const stunden = zweiZiffern(daten, s + 1);
  const versatz = (vorzeichen === 43 || vorzeichen === 45) && stunden <= 14 ? (vorzeichen === 45 ? -1 : 1) * stunden * 3_600_000 : NaN;
  const jahr = zweiZiffern(daten, p) * 100 + zweiZiffern(daten, p + 2);
  lauf.zeit = zeitAus(jahr, zweiZiffern(daten, p + 4), zweiZiffern(daten, p + 6), zweiZiffern(daten, p + 8), zweiZiffern(daten, p + 10), versatz);
  return k + 5;
}

/** Two decimal digits at i as a number; NaN when either is none. */
function zweiZiffern(daten: Uint8Array, i: number): number {
  const a = daten[i]! - 48;
  const b = daten[i + 1]! - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : NaN;
}
