import { isAscii, isUtf8 } from 'node:buffer';
import type { Nachricht, Uebertragung } from './modell.ts';
import { NachrichtLeser } from './nachricht-leser.ts';
import { kopieren, type Segment, tagCode, Zerleger } from './syntax.ts';
import { formatCode, zeitMs } from './zahlen.ts';

// Reads an MSCONS interchange (EDI@Energy MSCONS 2.4c/2.4d/2.5): UNB/UNZ and the messages between UNH and UNT
// (nachricht-leser.ts). Never throws: everything wrong ends up as a German text in the interchange's or the
// message's `fehler`.

export { VERSIONEN } from './nachricht-leser.ts';

/**
 * Decodes bytes: UTF-8 when valid (UNOD/UNOW), else ISO 8859-1 (UNOC), which maps every byte. Node's own
 * checks first: a file in plain ASCII (most are) is copied as it is; a strict TextDecoder took as long as
 * reading the segments.
 */
export function dekodieren(bytes: Uint8Array): string {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isAscii(b)) return b.toString('latin1');
  return isUtf8(b) ? b.toString('utf8') : b.toString('latin1');
}

/**
 * The interchange as one byte per character, at the text's positions: the value runs are read from bytes
 * (wertelauf.ts; the DTM scanner ran twice as fast as on the string). The file's own bytes when they decoded one to one (ASCII or
 * ISO 8859-1); null for UTF-8 beyond ASCII, whose characters take several bytes.
 */
function einByteJeZeichen(eingabe: string | Uint8Array, text: string): Uint8Array | null {
  if (typeof eingabe !== 'string') return eingabe.byteLength === text.length ? eingabe : null;
  return /[\u0100-\uffff]/.test(text) ? null : Buffer.from(text, 'latin1');
}

/** A DTM value (format 303, 203 or 102, see zahlen.ts zeitMs) as a Date, or null. */
export function zeitLesen(wert: string, format: string): Date | null {
  const z = new Uint16Array(Math.max(wert.length, format.length));
  for (let i = 0; i < format.length; i++) z[i] = format.charCodeAt(i);
  const f = formatCode(z, format.length);
  for (let i = 0; i < wert.length; i++) z[i] = wert.charCodeAt(i);
  const ms = zeitMs(z, wert.length, f);
  return Number.isNaN(ms) ? null : new Date(ms);
}

const [UNB, UNH, UNT, UNZ] = [tagCode('UNB'), tagCode('UNH'), tagCode('UNT'), tagCode('UNZ')];

/**
 * Reads an interchange message by message (`weiter`), so the import can store one part of a file while it
 * reads the next. `kopf` is the interchange; its `fehler` are complete once `fertig`.
 */
export class Uebertragungsleser {
  readonly kopf: Omit<Uebertragung, 'nachrichten'> = { absender: null, empfaenger: null, referenz: null, fehler: [] };
  private readonly z: Zerleger;
  private unb: Segment | null = null;
  private unz: Segment | null = null;
  private leser: NachrichtLeser | null = null;
  private zaehler = 0;
  private anzahl = 0;
  private gestoppt = false;
  fertig = false;

  constructor(eingabe: string | Uint8Array) {
    const text = typeof eingabe === 'string' ? eingabe : dekodieren(eingabe);
    this.z = new Zerleger(text, einByteJeZeichen(eingabe, text));
  }

  /**
   * The next messages, at least `max` unless the interchange ends first; [] once `fertig`. After `segmente`
   * segments it returns what is complete so far (maybe nothing) and goes on where it stopped next time: a
   * message of half a year (50,000 segments) does not keep the caller from the event loop.
   */
  weiter(max = Infinity, segmente = Infinity): Nachricht[] {
    const aus: Nachricht[] = [];
    for (let n = 0; !this.fertig && aus.length < max && n < segmente; n++) {
      // Inside a message the values are read in runs (NachrichtLeser.werteLesen), the rest segment by segment.
      if (this.leser && !this.unz && !this.gestoppt) {
        const genommen = this.leser.werteLesen(this.z, segmente - n);
        if (genommen > 0) {
          this.zaehler += genommen;
          n += genommen - 1;
          continue;
        }
      }
      if (this.gestoppt || !this.z.naechstes()) this.abschliessen(aus);
      else this.segment(this.z, aus);
    }
    return aus;
  }

  private fertigeNachricht(aus: Nachricht[], n: Nachricht): void {
    aus.push(n);
    this.anzahl++;
  }

  private segment(s: Zerleger, aus: Nachricht[]): void {
    const u = this.kopf;
    if (s.nummer === 1) {
      this.unb = kopieren(s);
      if (s.code !== UNB) u.fehler.push(`Die Übertragung beginnt mit ${s.tag || '(leer)'} statt UNB.`);
      else {
        u.absender = s.feld(2) || null;
        u.empfaenger = s.feld(3) || null;
        u.referenz = s.feld(5) || null;
        return;
      }
    }
    if (this.unz) {
      u.fehler.push(`Nach UNZ folgt noch das Segment ${s.tag}.`);
      this.gestoppt = true;
      return;
    }
    if (s.code === UNH) {
      if (this.leser) this.fertigeNachricht(aus, this.leser.ende(null, this.zaehler));
      this.leser = new NachrichtLeser(s, this.z.trennzeichen.dezimal);
      this.zaehler = 1;
    } else if (s.code === UNT) {
      if (!this.leser) {
        u.fehler.push(`Segment ${s.nummer}: UNT ohne vorhergehendes UNH.`);
        return;
      }
      this.fertigeNachricht(aus, this.leser.ende(s, this.zaehler + 1));
      this.leser = null;
    } else if (s.code === UNZ) {
      if (this.leser) this.fertigeNachricht(aus, this.leser.ende(null, this.zaehler));
      this.leser = null;
      this.unz = kopieren(s);
    } else if (this.leser) {
      this.zaehler++;
      this.leser.segment(s);
    } else if (s.code !== UNB) {
      u.fehler.push(`Segment ${s.nummer} (${s.tag}) steht außerhalb einer Nachricht.`);
      if (u.fehler.length > 20) this.gestoppt = true;
    }
  }

  private abschliessen(aus: Nachricht[]): void {
    this.fertig = true;
    const u = this.kopf;
    if (!this.gestoppt && this.z.fehler) u.fehler.push(this.z.fehler);
    if (this.z.nummer === 0) {
      if (u.fehler.length === 0) u.fehler.push('Die Datei enthält keine EDIFACT-Segmente.');
      return;
    }
    if (this.leser) this.fertigeNachricht(aus, this.leser.ende(null, this.zaehler));
    this.leser = null;
    if (this.unb?.tag === 'UNB') {
      const ende = this.unz;
      if (!ende) u.fehler.push('Das Ende der Übertragung (UNZ) fehlt.');
      else {
        if (ende.feld(1) !== String(this.anzahl)) u.fehler.push(`UNZ nennt ${ende.feld(1) || 'keine'} Nachrichten, die Datei enthält ${this.anzahl}.`);
        if (ende.feld(2) !== u.referenz) u.fehler.push(`UNZ nennt die Referenz ${ende.feld(2) || '(leer)'} statt ${u.referenz ?? '(leer)'}.`);
      }
    }
  }
}

/** Reads a whole interchange. */
export function msconsLesen(eingabe: string | Uint8Array): Uebertragung {
  const leser = new Uebertragungsleser(eingabe);
  const nachrichten = leser.weiter();
  return { ...leser.kopf, nachrichten };
}
