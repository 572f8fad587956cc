import { zeitAus } from './zahlen.ts';

// The run every load profile is made of (QTY+q:n' DTM+163:t:303' DTM+164:t:303'), read in place from the
// interchange's text without cutting segments: NachrichtLeser.werteLesen takes values through these scanners and
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
export function mengeLesen(text: string, i: number, komp: number, elem: number, seg: number, frei: number): number {
  const n = text.length;
  while (i < n && (text.charCodeAt(i) === 13 || text.charCodeAt(i) === 10)) i++;
  if (i + 8 > n || text.charCodeAt(i) !== 81 || text.charCodeAt(i + 1) !== 84 || text.charCodeAt(i + 2) !== 89 || text.charCodeAt(i + 3) !== elem) return -1;
  let k = i + 4;
  const q0 = text.charCodeAt(k);
  // 220, 67, Z18 (QUALIFIER), each followed by the component separator.
  const qualifier =
    q0 === 50 && text.charCodeAt(k + 1) === 50 && text.charCodeAt(k + 2) === 48 && text.charCodeAt(k + 3) === komp ? 0
    : q0 === 54 && text.charCodeAt(k + 1) === 55 && text.charCodeAt(k + 2) === komp ? 1
    : q0 === 90 && text.charCodeAt(k + 1) === 49 && text.charCodeAt(k + 2) === 56 && text.charCodeAt(k + 3) === komp ? 2
    : -1;
  if (qualifier < 0) return -1;
  k += qualifier === 1 ? 3 : 4;
  let m = 0;
  for (; k < n && m < laufZiffern.length; k++) {
    const c = text.charCodeAt(k);
    if (c === seg || c === komp || c === elem || c === frei) break;
    laufZiffern[m++] = c;
  }
  if (k >= n || text.charCodeAt(k) !== seg) return -1;
  lauf.qualifier = qualifier;
  lauf.ziffern = m;
  return k + 1;
}

/**
 * DTM+16<letzte>:<time>:303' at i (after line breaks; `letzte` the qualifier's last digit as a character code):
 * the position after it, the time in `lauf.zeit`; -1 for any other shape. A release character is allowed
 * only before the time zone's sign.
 */
export function zeitLesen(text: string, i: number, letzte: number, komp: number, elem: number, seg: number, frei: number): number {
  const n = text.length;
  while (i < n && (text.charCodeAt(i) === 13 || text.charCodeAt(i) === 10)) i++;
  if (i + 27 > n || text.charCodeAt(i) !== 68 || text.charCodeAt(i + 1) !== 84 || text.charCodeAt(i + 2) !== 77 || text.charCodeAt(i + 3) !== elem) return -1;
  if (text.charCodeAt(i + 4) !== 49 || text.charCodeAt(i + 5) !== 54 || text.charCodeAt(i + 6) !== letzte || text.charCodeAt(i + 7) !== komp) return -1;
  // CCYYMMDDHHMM, the sign (released: + is the element separator), ZZ; read in place, digit by digit.
  const p = i + 8;
  let s = p + 12;
  let vorzeichen = text.charCodeAt(s);
  if (vorzeichen === frei) vorzeichen = text.charCodeAt(++s);
  else if (vorzeichen === komp || vorzeichen === elem || vorzeichen === seg) return -1;
  const k = s + 3;
  if (k + 4 >= n || text.charCodeAt(k) !== komp || text.charCodeAt(k + 1) !== 51 || text.charCodeAt(k + 2) !== 48 || text.charCodeAt(k + 3) !== 51 || text.charCodeAt(k + 4) !== seg) return -1;
  const stunden = zweiZiffern(text, s + 1);
  const versatz = (vorzeichen === 43 || vorzeichen === 45) && stunden <= 14 ? (vorzeichen === 45 ? -1 : 1) * stunden * 3_600_000 : NaN;
  const jahr = zweiZiffern(text, p) * 100 + zweiZiffern(text, p + 2);
  lauf.zeit = zeitAus(jahr, zweiZiffern(text, p + 4), zweiZiffern(text, p + 6), zweiZiffern(text, p + 8), zweiZiffern(text, p + 10), versatz);
  return k + 5;
}

/** Two decimal digits at i as a number; NaN when either is none. */
function zweiZiffern(text: string, i: number): number {
  const a = text.charCodeAt(i) - 48;
  const b = text.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : NaN;
}
