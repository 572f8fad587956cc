import type { Uebertragungsleser } from './lesen.ts';
import type { Nachricht } from './modell.ts';

/** Messages read between two looks at the database's answers. */
const SCHEIBE = 3;

/**
 * Reads the parts of a file ahead while the previous part is being stored: PostgreSQL works in a process of
 * its own, so reading the next messages costs no time while a statement runs. The reading yields to the
 * event loop every SCHEIBE messages, so an answer of the database is taken (and the next statement sent)
 * within a few milliseconds; at most `tiefe` parts wait, whatever the size of the file.
 */
export class Vorlauf {
  private readonly teile: Nachricht[][] = [];
  private fehler: unknown = null;
  private ende = false;
  private wecken: (() => void) | null = null;
  private platz: (() => void) | null = null;

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
        while (teil.length < this.groesse && !this.leser.fertig) {
          for (const n of this.leser.weiter(Math.min(SCHEIBE, this.groesse - teil.length))) teil.push(n);
          await new Promise<void>((r) => setImmediate(r));
        }
        if (teil.length > 0) this.teile.push(teil);
        this.aufwecken();
      }
    } catch (e) {
      this.fehler = e;
    }
    this.ende = true;
    this.aufwecken();
  }

  private aufwecken(): void {
    this.wecken?.();
    this.wecken = null;
  }
}
