import type { Uebertragungsleser } from './lesen.ts';
import type { Nachricht } from './modell.ts';
import { msconsProfil } from './profil.ts';

/** Segments read between two looks at the database's answers (a few milliseconds). */
const SCHEIBE = 1000;
/** Quarter-hour values a message of one day has: parts are as heavy in values as `groesse` daily messages. */
const TAGESWERTE = 96;

/** The values of a message (its series), which decide how much writing a part is. */
const werteVon = (n: Nachricht) => n.lokationen.reduce((s, l) => l.reihen.reduce((t, r) => t + r.anzahl, s + l.zaehlerstaende.length), 0);

/**
 * Reads the parts of a file ahead while the previous part is being stored: PostgreSQL works in a process of
 * its own, so reading the next messages costs no time while a statement runs. The reading yields to the
 * event loop every SCHEIBE segments, so an answer of the database is taken (and the next statement sent)
 * within a few milliseconds; at most `tiefe` parts wait, whatever the size of the file. A part ends after
 * `groesse` messages or as many values as `groesse` messages of a day: a monthly file of 20 messages of
 * 180 days is stored in parts too, each while the next is read. `gelesen` settles once the file is read.
 */
export class Vorlauf {
  private readonly teile: Nachricht[][] = [];
  private fehler: unknown = null;
  private ende = false;
  private wecken: (() => void) | null = null;
  private platz: (() => void) | null = null;
  private gelesenMelden!: () => void;
  /** Settles once the whole file is read (the caller may start reading the next one). */
  readonly gelesen = new Promise<void>((r) => (this.gelesenMelden = r));

  constructor(private readonly leser: Uebertragungsleser, private readonly groesse: number, private readonly tiefe = 2) {
    void this.lesen();
  }

  /** The next part of at least `groesse` messages (fewer at the end), or null after the last. */
  async naechster(): Promise<Nachricht[] | null> {
    for (;;) {
      if (this.fehler) throw this.fehler;
      const teil = this.teile.shift();
      if (teil) {
        this.platz?.();
        this.platz = null;
        return teil;
      }
      if (this.ende) return null;
      await new Promise<void>((r) => (this.wecken = r));
    }
  }

  private async lesen(): Promise<void> {
    try {
      while (!this.leser.fertig) {
        if (this.teile.length >= this.tiefe) await new Promise<void>((r) => (this.platz = r));
        const teil: Nachricht[] = [];
        let werte = 0;
        while (teil.length < this.groesse && werte < this.groesse * TAGESWERTE && !this.leser.fertig) {
          const ab = performance.now();
          for (const n of this.leser.weiter(this.groesse - teil.length, SCHEIBE)) {
            teil.push(n);
            werte += werteVon(n);
          }
          msconsProfil.lesenMs += performance.now() - ab;
          await new Promise<void>((r) => setImmediate(r));
        }
        if (teil.length > 0) this.teile.push(teil);
        this.aufwecken();
      }
    } catch (e) {
      this.fehler = e;
    }
    this.ende = true;
    this.gelesenMelden();
    this.aufwecken();
  }

  private aufwecken(): void {
    this.wecken?.();
    this.wecken = null;
  }
}
