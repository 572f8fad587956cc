// EDIFACT syntax layer (ISO 9735 as EDI@Energy uses it): service string advice, release character,
// segments → elements → components. Knows nothing about MSCONS; never throws on any input.

export interface Segment {
  tag: string;
  /** elemente[i][j]: element i+1 after the tag, component j; release characters already removed. */
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

export type Zerlegt = { segmente: Segment[]; trennzeichen: Trennzeichen; fehler?: string };

/** Splits an interchange into segments. A bad UNA or an unterminated last segment is reported, not thrown. */
export function zerlegen(text: string): Zerlegt {
  let t = STANDARD_TRENNZEICHEN;
  let start = 0;
  // Leading byte-order mark or whitespace (some senders add a line feed) is not part of the interchange.
  while (start < text.length && /[\ufeff\s]/.test(text[start]!)) start++;
  if (text.startsWith('UNA', start)) {
    const z = text.slice(start + 3, start + 9);
    if (z.length < 6) return { segmente: [], trennzeichen: t, fehler: 'Die Angabe der Trennzeichen (UNA) ist unvollständig.' };
    t = { komponente: z[0]!, element: z[1]!, dezimal: z[2]!, freigabe: z[3]!, segment: z[5]! };
    const pflicht = [t.komponente, t.element, t.segment];
    if (new Set(pflicht).size !== 3 || pflicht.includes(t.freigabe) || /[A-Za-z0-9\s]/.test(pflicht.join(''))) {
      return { segmente: [], trennzeichen: t, fehler: 'Die Trennzeichen in UNA sind nicht eindeutig.' };
    }
    start += 9;
  }
  const segmente: Segment[] = [];
  let elemente: string[][] = [];
  let komponenten: string[] = [];
  let aktuell = '';
  let leer = true;
  for (let i = start; i < text.length; i++) {
    const c = text[i]!;
    if (leer && (c === '\r' || c === '\n')) continue; // line breaks between segments
    leer = false;
    if (c === t.freigabe && t.freigabe !== ' ') {
      i++;
      if (i < text.length) aktuell += text[i];
      continue;
    }
    if (c === t.komponente) {
      komponenten.push(aktuell);
      aktuell = '';
    } else if (c === t.element) {
      komponenten.push(aktuell);
      elemente.push(komponenten);
      komponenten = [];
      aktuell = '';
    } else if (c === t.segment) {
      komponenten.push(aktuell);
      elemente.push(komponenten);
      const [kopf, ...rest] = elemente;
      segmente.push({ tag: (kopf?.[0] ?? '').trim(), elemente: rest, nummer: segmente.length + 1 });
      elemente = [];
      komponenten = [];
      aktuell = '';
      leer = true;
    } else {
      aktuell += c;
    }
  }
  if (!leer && (aktuell.trim() !== '' || elemente.length > 0 || komponenten.length > 0)) {
    return { segmente, trennzeichen: t, fehler: `Das letzte Segment ist nicht mit ${t.segment} abgeschlossen.` };
  }
  return { segmente, trennzeichen: t };
}

/** Element i (1-based), component j (1-based) of a segment, or '' when absent. */
export function feld(s: Segment, element: number, komponente = 1): string {
  return s.elemente[element - 1]?.[komponente - 1] ?? '';
}
