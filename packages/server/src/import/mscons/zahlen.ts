// Times (DTM) and numbers (QTY) read from a component's characters (Zerleger.zeichen): a day's file of
// 1,000 metering points has 96,000 values and 192,000 times, so no string, Date or regular expression per value.

const TAGE_IM_MONAT = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function ziffern(z: Uint16Array, von: number, bis: number): number {
  let n = 0;
  for (let i = von; i < bis; i++) {
    const c = z[i]! - 48;
    if (c < 0 || c > 9) return NaN;
    n = n * 10 + c;
  }
  return n;
}

/** Format codes (DE2379) as numbers: 303, 203, 102; 0 for any other. */
export function formatCode(z: Uint16Array, n: number): number {
  if (n !== 3) return 0;
  const f = ziffern(z, 0, 3);
  return f === 303 || f === 203 || f === 102 ? f : 0;
}

/**
 * A DTM value in milliseconds since 1970: format 303 (CCYYMMDDHHMMZZZ, offset in hours as `+00`), 203
 * (CCYYMMDDHHMM, UTC) or 102 (CCYYMMDD, UTC midnight); NaN when it is not a valid time of its format.
 */
export function zeitMs(z: Uint16Array, n: number, format: number): number {
  const laenge = format === 303 ? 15 : format === 203 ? 12 : format === 102 ? 8 : 0;
  if (laenge === 0 || n !== laenge) return NaN;
  const j = ziffern(z, 0, 4);
  const m = ziffern(z, 4, 6);
  const t = ziffern(z, 6, 8);
  const h = laenge >= 12 ? ziffern(z, 8, 10) : 0;
  const min = laenge >= 12 ? ziffern(z, 10, 12) : 0;
  let versatz = 0;
  if (format === 303) {
    const vorzeichen = z[12];
    const stunden = ziffern(z, 13, 15);
    if ((vorzeichen !== 43 && vorzeichen !== 45) || !(stunden <= 14)) return NaN;
    versatz = (vorzeichen === 45 ? -1 : 1) * stunden * 3_600_000;
  }
  return zeitAus(j, m, t, h, min, versatz);
}

/**
 * The instant of a date and time given as numbers (NaN for a digit that was none), `versatz` ms ahead of UTC;
 * NaN unless it is a valid date and time. Shared by zeitMs and the value run (nachricht-leser.ts werteLesen).
 */
export function zeitAus(j: number, m: number, t: number, h: number, min: number, versatz: number): number {
  if (!(j >= 0 && m >= 1 && m <= 12 && t >= 1 && h <= 23 && min <= 59)) return NaN;
  const schaltjahr = (j % 4 === 0 && j % 100 !== 0) || j % 400 === 0;
  if (t > (m === 2 && !schaltjahr ? 28 : TAGE_IM_MONAT[m - 1]!)) return NaN;
  return (tageSeit1970(j, m, t) * 24 + h) * 3_600_000 + min * 60_000 - versatz;
}

let letzterMonat = -1;
let letzterMonatsbeginn = 0;

/** Days from 1970-01-01 to a date; a file's times fall in one or two months, so the month's first day is kept. */
function tageSeit1970(j: number, m: number, t: number): number {
  const monat = j * 12 + m;
  if (monat !== letzterMonat) {
    letzterMonat = monat;
    letzterMonatsbeginn = tageBis(j, m, 1);
  }
  return letzterMonatsbeginn + t - 1;
}

/** Days from 1970-01-01 to a date of the proleptic Gregorian calendar (H. Hinnant's days_from_civil): Date.UTC's arithmetic without its cost. */
function tageBis(j: number, m: number, t: number): number {
  const y = m <= 2 ? j - 1 : j;
  const era = Math.floor(y / 400);
  const jahrImZyklus = y - era * 400;
  const tagImJahr = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + t - 1;
  return era * 146_097 + jahrImZyklus * 365 + Math.floor(jahrImZyklus / 4) - Math.floor(jahrImZyklus / 100) + tagImJahr - 719_468;
}

const ZEHNER = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9];

/**
 * A QTY value: `-?\d{1,15}` with up to 9 decimals after `.` or the UNA's decimal mark; null otherwise. Up
 * to 15 digits the integer of the digits divided by the power of ten is exactly what Number() makes of the
 * text (both operands exact, one correctly rounded division); longer ones go through Number().
 */
export function zahlAus(z: Uint16Array, n: number, dezimal: number): number | null {
  let i = 0;
  const negativ = n > 0 && z[0] === 45;
  if (negativ) i++;
  let ganz = 0;
  let m = 0;
  for (; i < n; i++) {
    const c = z[i]! - 48;
    if (c < 0 || c > 9) break;
    m = m * 10 + c;
    ganz++;
  }
  if (ganz < 1 || ganz > 15) return null;
  let nachkomma = 0;
  if (i < n) {
    if (z[i] !== 46 && z[i] !== dezimal) return null;
    for (i++; i < n; i++) {
      const c = z[i]! - 48;
      if (c < 0 || c > 9) return null;
      m = m * 10 + c;
      nachkomma++;
    }
    if (nachkomma < 1 || nachkomma > 9) return null;
  }
  if (ganz + nachkomma > 15) {
    let text = negativ ? '-' : '';
    for (let k = negativ ? 1 : 0; k < n; k++) text += z[k] === dezimal ? '.' : String.fromCharCode(z[k]!);
    return Number(text);
  }
  const wert = m / ZEHNER[nachkomma]!;
  return negativ ? -wert : wert;
}

/** The reading of zahlAus for an odd decimal mark from UNA (a digit or minus). */
export function zahlText(wert: string, dezimal: string): number | null {
  const t = wert.split(dezimal).join('.');
  if (!/^-?\d{1,15}(\.\d{1,9})?$/.test(t)) return null;
  return Number(t);
}
