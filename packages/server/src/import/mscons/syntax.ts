// EDIFACT syntax layer (ISO 9735 as EDI@Energy uses it): service string advice, release character,
// segments → elements → components. Knows nothing about MSCONS; never throws on any input.

export interface Segment {
  tag: string;
  /** elemente[0] is the tag's element; elemente[i][j]: element i after the tag, component j; release characters removed. */
  elemente: string[][];
  /** 1-based position in the interchange, for messages. */
  nummer: number;
}

export interface Trennzeichen {
  komponente: string;
  element: string;
  dezimal: string;
  freigabe: string;
  segment: string;
}

export const STANDARD_TRENNZEICHEN: Trennzeichen = { komponente: ':', element: '+', dezimal: '.', freigabe: '?', segment: "'" };

export type Zerlegt = { anzahl: number; trennzeichen: Trennzeichen; fehler?: string };

/**
 * Splits an interchange into segments and hands each to `segment` as soon as it is complete (a day's file of
 * 1,000 metering points has 300,000 segments: keeping them all alive cost more in garbage collection than
 * reading them). The segment is valid only during the call: copy one to keep with `kopieren`. `segment` returns false to stop. A bad UNA or an unterminated last segment is reported, not thrown.
 */
export function zerlegen(text: string, segment: (s: Segment) => boolean | void, trennzeichen?: (t: Trennzeichen) => void): Zerlegt {
  let t = STANDARD_TRENNZEICHEN;
  let start = 0;
  // Leading byte-order mark or whitespace (some senders add a line feed) is not part of the interchange.
  while (start < text.length && /[\ufeff\s]/.test(text[start]!)) start++;
  if (text.startsWith('UNA', start)) {
    const z = text.slice(start + 3, start + 9);
    if (z.length < 6) return { anzahl: 0, trennzeichen: t, fehler: 'Die Angabe der Trennzeichen (UNA) ist unvollständig.' };
    t = { komponente: z[0]!, element: z[1]!, dezimal: z[2]!, freigabe: z[3]!, segment: z[5]! };
    const pflicht = [t.komponente, t.element, t.segment];
    if (new Set(pflicht).size !== 3 || pflicht.includes(t.freigabe) || /[A-Za-z0-9\s]/.test(pflicht.join(''))) {
      return { anzahl: 0, trennzeichen: t, fehler: 'Die Trennzeichen in UNA sind nicht eindeutig.' };
    }
    start += 9;
  }
  trennzeichen?.(t);
  let anzahl = 0;
  // One segment at a time is alive: its arrays are reused for the next (callers copy what they keep, see
  // kopieren), which halves the garbage of a day's file.
  const elemente: string[][] = [];
  let komponenten: string[] = [];
  let e = 0;
  let k = 0;
  const seg: Segment = { tag: '', elemente, nummer: 0 };
  komponenten = elemente[0] = [];
  const kompCode = t.komponente.charCodeAt(0);
  const elemCode = t.element.charCodeAt(0);
  const segCode = t.segment.charCodeAt(0);
  const freiCode = t.freigabe === ' ' ? -1 : t.freigabe.charCodeAt(0);
  // Tokens are sliced out of the text; only a token with a release character is built piece by piece.
  let anfang = start;
  let stueck: string | null = null;
  let leer = true;
  const token = (ende: number): string => {
    const teil = text.slice(anfang, ende);
    const wert = stueck === null ? teil : stueck + teil;
    stueck = null;
    return wert;
  };
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (leer && (c === 13 || c === 10)) {
      anfang = i + 1; // line breaks between segments
      continue;
    }
    leer = false;
    if (c === freiCode) {
      stueck = (stueck ?? '') + text.slice(anfang, i) + (i + 1 < text.length ? text[i + 1] : '');
      i++;
      anfang = i + 1;
    } else if (c === kompCode) {
      komponenten[k++] = token(i);
      anfang = i + 1;
    } else if (c === elemCode || c === segCode) {
      komponenten[k++] = token(i);
      if (komponenten.length !== k) komponenten.length = k;
      e++;
      anfang = i + 1;
      k = 0;
      if (c === elemCode) {
        komponenten = elemente[e] ??= [];
        continue;
      }
      if (elemente.length !== e) elemente.length = e;
      anzahl++;
      seg.tag = (elemente[0]?.[0] ?? '').trim();
      seg.nummer = anzahl;
      const weiter = segment(seg);
      if (weiter === false) return { anzahl, trennzeichen: t };
      e = 0;
      komponenten = elemente[0] ??= [];
      leer = true;
    }
  }
  if (!leer && (text.slice(anfang).trim() !== '' || stueck !== null || e > 0 || k > 0)) {
    return { anzahl, trennzeichen: t, fehler: `Das letzte Segment ist nicht mit ${t.segment} abgeschlossen.` };
  }
  return { anzahl, trennzeichen: t };
}

/** A segment to keep beyond the callback of zerlegen (which reuses its arrays). */
export function kopieren(s: Segment): Segment {
  return { tag: s.tag, elemente: s.elemente.map((e) => [...e]), nummer: s.nummer };
}

/** Element i (1-based), component j (1-based) of a segment, or '' when absent. */
export function feld(s: Segment, element: number, komponente = 1): string {
  return s.elemente[element]?.[komponente - 1] ?? '';
}
