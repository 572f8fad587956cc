// EDIFACT syntax layer (ISO 9735 as EDI@Energy uses it): service string advice, release character,
// segments → elements → components. Knows nothing about MSCONS; never throws on any input.

/** A segment as the readers see it: its tag, its number and its components as text. */
export interface Segment {
  readonly tag: string;
  /** 1-based position in the interchange, for messages. */
  readonly nummer: number;
  /** Element i (1-based; 0 is the tag's element), component j (1-based), release characters removed; '' when absent. */
  feld(element: number, komponente?: number): string;
}

export interface Trennzeichen {
  komponente: string;
  element: string;
  dezimal: string;
  freigabe: string;
  segment: string;
}

export const STANDARD_TRENNZEICHEN: Trennzeichen = { komponente: ':', element: '+', dezimal: '.', freigabe: '?', segment: "'" };

/** A three-letter tag as one integer (compared per segment without building a string); -1 for any other tag. */
export function tagCode(tag: string): number {
  if (tag.length !== 3) return -1;
  const [a, b, c] = [tag.charCodeAt(0), tag.charCodeAt(1), tag.charCodeAt(2)];
  return a < 128 && b < 128 && c < 128 ? (a << 16) | (b << 8) | c : -1;
}

/**
 * Cuts an interchange into segments, one at a time (`naechstes`), and is itself the current segment: it keeps
 * only where each component starts and ends in the text, so a day's file of 1,000 metering points (300,000
 * segments) allocates nothing per segment until a reader asks for a component as a string (`feld`) — the hot
 * segments (QTY, DTM) are read from the characters (`zeichen`). A bad UNA or an unterminated last segment
 * ends up in `fehler`, never thrown.
 */
export class Zerleger implements Segment {
  readonly trennzeichen: Trennzeichen;
  fehler: string | undefined;
  /** Segments cut so far; the current one's number. */
  nummer = 0;
  /** tagCode of the current segment. */
  code = -1;
  private pos: number;
  /** The separators as character codes (freiCode -1: no release character). */
  readonly kompCode: number;
  readonly elemCode: number;
  readonly segCode: number;
  readonly freiCode: number;
  // The current segment: element e has the components erste[e] … erste[e + 1] - 1; component c is
  // text[anfang[c], ende[c]), with release characters still in it when frei[c] is 1.
  private elemente = 0;
  private erste = new Int32Array(16);
  private anfang = new Int32Array(64);
  private ende = new Int32Array(64);
  private frei = new Uint8Array(64);
  private tagText: string | null = null;

  /**
   * `bytes`: the same interchange as one byte per character (ASCII or ISO 8859-1), for the value-run scanners
   * (wertelauf.ts); null when a character lies above 255, and the runs are then read segment by segment.
   */
  constructor(readonly text: string, readonly bytes: Uint8Array | null = null) {
    let t = STANDARD_TRENNZEICHEN;
    let start = 0;
    // Leading byte-order mark or whitespace (some senders add a line feed) is not part of the interchange.
    while (start < text.length && /[\ufeff\s]/.test(text[start]!)) start++;
    if (text.startsWith('UNA', start)) {
      const z = text.slice(start + 3, start + 9);
      if (z.length < 6) this.fehler = 'Die Angabe der Trennzeichen (UNA) ist unvollständig.';
      else {
        t = { komponente: z[0]!, element: z[1]!, dezimal: z[2]!, freigabe: z[3]!, segment: z[5]! };
        const pflicht = [t.komponente, t.element, t.segment];
        if (new Set(pflicht).size !== 3 || pflicht.includes(t.freigabe) || /[A-Za-z0-9\s]/.test(pflicht.join(''))) {
          this.fehler = 'Die Trennzeichen in UNA sind nicht eindeutig.';
        }
      }
      start += 9;
    }
    this.trennzeichen = t;
    this.pos = this.fehler ? text.length : start;
    this.kompCode = t.komponente.charCodeAt(0);
    this.elemCode = t.element.charCodeAt(0);
    this.segCode = t.segment.charCodeAt(0);
    this.freiCode = t.freigabe === ' ' ? -1 : t.freigabe.charCodeAt(0);
  }

  /** Cuts the next segment; false at the end of the text (then `fehler` says if the text ended inside one). */
  naechstes(): boolean {
    const text = this.text;
    const n = text.length;
    let i = this.pos;
    // Line breaks between segments.
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c !== 13 && c !== 10) break;
      i++;
    }
    if (i >= n) {
      this.pos = n;
      return false;
    }
    const start = i;
    let k = 0;
    let e = 0;
    let frei = 0;
    let getrennt = false;
    this.erste[0] = 0;
    let a = i;
    const freiCode = this.freiCode;
    const kompCode = this.kompCode;
    const elemCode = this.elemCode;
    const segCode = this.segCode;
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === freiCode) {
        frei = 1;
        i++;
      } else if (c === kompCode || c === elemCode || c === segCode) {
        if (k === this.anfang.length) this.wachsen();
        this.anfang[k] = a;
        this.ende[k] = i;
        this.frei[k++] = frei;
        frei = 0;
        a = i + 1;
        if (c === kompCode) {
          getrennt = true;
          continue;
        }
        e++;
        if (e + 1 >= this.erste.length) this.erste = vergroessern(this.erste);
        this.erste[e] = k;
        if (c === segCode) break;
        getrennt = true;
      }
    }
    if (i >= n) {
      // The text ended inside a segment: only trailing whitespace is allowed there.
      this.pos = n;
      if (getrennt || frei === 1 || text.slice(start).trim() !== '') this.fehler = `Das letzte Segment ist nicht mit ${this.trennzeichen.segment} abgeschlossen.`;
      return false;
    }
    this.pos = i + 1;
    this.elemente = e;
    this.nummer++;
    this.tagText = null;
    const anfang = this.anfang[0]!;
    const drei = this.frei[0] === 0 && this.ende[0]! - anfang === 3 ? dreiZeichen(text, anfang) : -1;
    this.code = drei >= 0 ? drei : tagCode(this.tag);
    return true;
  }

  /** Where the next segment is cut (maybe after line breaks). */
  get position(): number {
    return this.pos;
  }

  /**
   * Takes `segmente` segments that a reader cut itself from `position` to `bis` (NachrichtLeser.werteLesen):
   * the next `naechstes` goes on at `bis`. The current segment is then none.
   */
  vorruecken(bis: number, segmente: number): void {
    this.pos = bis;
    this.nummer += segmente;
    this.elemente = 0;
    this.code = -1;
    this.tagText = null;
  }

  /** Element 0's first component, trimmed. */
  get tag(): string {
    return (this.tagText ??= this.elemente > 0 ? this.feld(0).trim() : '');
  }

  /** The index of component j (1-based) of element i, or -1 when the segment has none there. */
  komponente(element: number, komponente = 1): number {
    if (element >= this.elemente || komponente < 1) return -1;
    const c = this.erste[element]! + komponente - 1;
    return c < this.erste[element + 1]! ? c : -1;
  }

  feld(element: number, komponente = 1): string {
    const c = this.komponente(element, komponente);
    return c < 0 ? '' : this.feldVon(c);
  }

  private feldVon(c: number): string {
    const [a, b] = [this.anfang[c]!, this.ende[c]!];
    if (this.frei[c] === 0) return this.text.slice(a, b);
    let wert = '';
    let von = a;
    for (let i = a; i < b; i++) {
      if (this.text.charCodeAt(i) !== this.freiCode) continue;
      wert += this.text.slice(von, i);
      von = i + 1;
      i++;
    }
    return wert + this.text.slice(von, b);
  }

  /**
   * Component c as a whole number of 1 to `stellen` digits without a leading zero (a qualifier, a format code),
   * read from the text in place (with release characters, from their removal); -1 for anything else.
   */
  ganzzahl(c: number, stellen: number): number {
    if (c < 0) return -1;
    const text = this.frei[c] === 1 ? this.feldVon(c) : this.text;
    const a = this.frei[c] === 1 ? 0 : this.anfang[c]!;
    const b = this.frei[c] === 1 ? text.length : this.ende[c]!;
    if (b <= a || b - a > stellen || (b - a > 1 && text.charCodeAt(a) === 48)) return -1;
    let n = 0;
    for (let i = a; i < b; i++) {
      const z = text.charCodeAt(i) - 48;
      if (z < 0 || z > 9) return -1;
      n = n * 10 + z;
    }
    return n;
  }

  /** Component c's characters without release characters into `ziel`; their number, or -1 when more than fit. */
  zeichen(c: number, ziel: Uint16Array): number {
    if (c < 0) return 0;
    const a = this.anfang[c]!;
    const b = this.ende[c]!;
    let n = 0;
    for (let i = a; i < b; i++) {
      let z = this.text.charCodeAt(i);
      if (z === this.freiCode) {
        if (++i >= b) break;
        z = this.text.charCodeAt(i);
      }
      if (n === ziel.length) return -1;
      ziel[n++] = z;
    }
    return n;
  }

  private wachsen(): void {
    this.anfang = vergroessern(this.anfang);
    this.ende = vergroessern(this.ende);
    const frei = new Uint8Array(this.frei.length * 2);
    frei.set(this.frei);
    this.frei = frei;
  }
}

function vergroessern(a: Int32Array): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/** The tag code of three capital letters at i; -1 for anything else (then the trimmed tag decides). */
function dreiZeichen(text: string, i: number): number {
  const a = text.charCodeAt(i);
  const b = text.charCodeAt(i + 1);
  const c = text.charCodeAt(i + 2);
  return a >= 65 && a <= 90 && b >= 65 && b <= 90 && c >= 65 && c <= 90 ? (a << 16) | (b << 8) | c : -1;
}

/** A segment to keep beyond the next `naechstes`. */
export function kopieren(s: Zerleger): Segment {
  const elemente: string[][] = [];
  for (let e = 0; s.komponente(e) >= 0; e++) {
    const komponenten: string[] = [];
    for (let k = 1; s.komponente(e, k) >= 0; k++) komponenten.push(s.feld(e, k));
    elemente.push(komponenten);
  }
  return { tag: s.tag, nummer: s.nummer, feld: (e, k = 1) => elemente[e]?.[k - 1] ?? '' };
}
